import { RouterContextProvider, type ServerBuild, UNSAFE_withComponentProps, UNSAFE_withErrorBoundaryProps, createRequestHandler } from "react-router";
import * as entry from "../../app/entry.server.tsx";
import routes from "../../app/routes.ts";
import { nonceContext, sharedAudienceContext } from "../../app/server/context.ts";

type RouteEntry = { id?: string; file: string; path?: string; index?: boolean; children?: RouteEntry[] };
type Module = Record<string, unknown>;

const routeId = (entry: RouteEntry) => entry.id ?? entry.file.replace(/\.[jt]sx?$/, "");

const modules = import.meta.glob<Module>(["../../app/root.tsx", "../../app/routes/**/*.{ts,tsx}", "!**/*.test.ts"]);

/** A route module as the Vite plugin serves it: its components get their props (loaderData…). */
async function load(file: string): Promise<Module> {
  const importer = modules[`../../app/${file}`];
  if (!importer) throw new Error(`no route module ${file}`);
  const module = { ...(await importer()) };
  if (typeof module.default === "function") module.default = UNSAFE_withComponentProps(module.default as never);
  if (typeof module.ErrorBoundary === "function") module.ErrorBoundary = UNSAFE_withErrorBoundaryProps(module.ErrorBoundary as never);
  return module;
}

async function routeManifest() {
  const root = await load("root.tsx");
  const server: ServerBuild["routes"] = { root: { id: "root", path: "", module: root as never } };
  const assets: ServerBuild["assets"]["routes"] = {};
  const assetEntry = (id: string, module: Module, entry: Partial<RouteEntry>, parentId?: string) => ({
    id,
    parentId,
    path: entry.path,
    index: entry.index,
    hasAction: typeof module.action === "function",
    hasLoader: typeof module.loader === "function",
    hasClientAction: false,
    hasClientLoader: false,
    hasClientMiddleware: false,
    hasErrorBoundary: typeof module.ErrorBoundary === "function",
    module: `/assets/${id}.js`,
    imports: [],
    css: [],
    clientActionModule: undefined,
    clientLoaderModule: undefined,
    clientMiddlewareModule: undefined,
    hydrateFallbackModule: undefined,
  });
  assets.root = assetEntry("root", root, { path: "" });
  async function add(entries: RouteEntry[], parentId: string) {
    for (const entry of entries) {
      const id = routeId(entry);
      const module = await load(entry.file);
      server[id] = { id, parentId, path: entry.path, index: entry.index, module: module as never };
      assets[id] = assetEntry(id, module, entry, parentId);
      if (entry.children) await add(entry.children, id);
    }
  }
  await add(routes as RouteEntry[], "root");
  return { server, assets };
}

let build: Promise<ServerBuild> | undefined;

/** The server build React Router's Vite plugin would make, from the real route modules (browser assets stand in). */
export function serverBuild(): Promise<ServerBuild> {
  build ??= routeManifest().then(({ server, assets }) => ({
    entry: { module: entry },
    routes: server,
    assets: { entry: { module: "/assets/entry.js", imports: [] }, routes: assets, url: "/assets/manifest.js", version: "test" },
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: {} as ServerBuild["future"],
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
  }));
  return build;
}

let handler: ((request: Request, audience: "visitor" | "member" | null) => Promise<Response>) | undefined;

/**
 * The app's whole React Router request handling (root, every route module, entry.server), as the
 * Express adapter calls it in production: documents, resource routes and single-fetch `.data` URLs.
 * Only the browser assets are stand-ins. `audience` renders a page shared by that audience, as the
 * page cache does.
 */
export async function handle(request: Request, audience: "visitor" | "member" | null = null): Promise<Response> {
  if (!handler) {
    const requestHandler = createRequestHandler(await serverBuild(), "production");
    handler = (request, audience) => {
      const context = new RouterContextProvider();
      context.set(nonceContext, "test-nonce");
      context.set(sharedAudienceContext, audience);
      return requestHandler(request, context);
    };
  }
  return handler(request, audience);
}

/** A POST to the app, as a client sends it (no Origin header: a same-site form or a script). */
export function post(path: string, body?: BodyInit | null, headers: Record<string, string> = {}): Promise<Response> {
  const init: RequestInit & { duplex?: "half" } = { method: "POST", headers: { "x-client-ip": "10.77.0.1", ...headers } };
  if (body !== undefined && body !== null) {
    init.body = body;
    if (body instanceof ReadableStream) init.duplex = "half";
  }
  return handle(new Request(`http://localhost:3000${path}`, init));
}
