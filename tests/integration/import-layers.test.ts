import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The layout's import rules (README, "Architecture"), checked on every file of app/: a layer may
 * import only from the layers listed for it. Tests are left out: they may reach anything.
 */
const APP = resolve("app");

const LAYERS = ["routes", "shell", "features", "components/ui", "lib", "server"] as const;
type Layer = (typeof LAYERS)[number];

const ALLOWED: Readonly<Record<Layer, readonly Layer[]>> = {
  routes: ["routes", "shell", "features", "components/ui", "lib", "server"],
  shell: ["shell", "features", "components/ui", "lib", "server"],
  features: ["features", "components/ui", "lib", "server"],
  "components/ui": ["components/ui", "lib"],
  lib: ["lib"],
  server: ["server", "lib"],
};

function layerOf(file: string): Layer | null {
  const path = relative(APP, file);
  return LAYERS.find((l) => path === l || path.startsWith(`${l}/`)) ?? null;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const IMPORT = /^\s*(?:import|export)\s[^'"]*?from\s+["'](\.[^"']+)["']/gm;

describe("who may import whom", () => {
  const files = sourceFiles(APP);
  for (const layer of LAYERS) {
    it(`${layer} imports only from ${ALLOWED[layer].join(", ")}`, () => {
      const broken: string[] = [];
      for (const file of files.filter((f) => layerOf(f) === layer)) {
        for (const [, spec] of readFileSync(file, "utf8").matchAll(IMPORT)) {
          const target = layerOf(resolve(dirname(file), spec));
          if (target && !ALLOWED[layer].includes(target)) broken.push(`${relative(APP, file)} → ${spec}`);
        }
      }
      expect(broken).toEqual([]);
    });
  }
});
