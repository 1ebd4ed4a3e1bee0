import { build } from "rolldown";
import type { Plugin } from "vite";

const SOURCE = "app/pwa/service-worker.ts";

/**
 * The worker and its rules as one classic script (an IIFE: a module worker could not importScripts),
 * whose first line loads the push handlers (public/sw-push.js).
 */
export async function bundleServiceWorker(): Promise<string> {
  const result = await build({
    input: SOURCE,
    write: false,
    platform: "browser",
    output: { format: "iife", minify: true, banner: 'importScripts("/sw-push.js");' },
  });
  return result.output[0].code;
}

/** Builds /sw.js into the client build, and serves it from the source in development. */
export function serviceWorker(): Plugin {
  return {
    name: "autoafrique:service-worker",
    configureServer(server) {
      server.middlewares.use("/sw.js", (_req, res, next) => {
        bundleServiceWorker().then((code) => {
          res.setHeader("Content-Type", "text/javascript; charset=utf-8");
          res.setHeader("Cache-Control", "no-cache");
          res.end(code);
        }, next);
      });
    },
    async generateBundle() {
      if (this.environment.name !== "client") return;
      this.emitFile({ type: "asset", fileName: "sw.js", source: await bundleServiceWorker() });
    },
  };
}
