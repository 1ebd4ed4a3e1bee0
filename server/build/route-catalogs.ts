import { existsSync, readFileSync, readdirSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import type { Plugin } from "vite";

/**
 * Which message catalogs each route module's page needs in the browser (ADR 0049): the catalogs
 * of every module its imports reach, server-only modules left out (their words are put in the
 * page's language on the server). The shell's catalog comes with the root's data on every page.
 */
const IMPORT = /^\s*(?:import|export)\s(?!type\s)[^'"]*?from\s+["'](\.[^"']+)["']|import\(\s*["'](\.[^"']+)["']\s*\)/gm;

/** The catalog a source file's words are in, or null for a file whose words never reach a page. */
export function catalogOf(appDir: string, file: string): string | null {
  const path = relative(appDir, file).split("\\").join("/");
  if (path.startsWith("..") || path.endsWith(".server.ts") || path.startsWith("server/")) return null;
  const feature = /^features\/([^/]+)\//.exec(path);
  if (feature) return feature[1] === "demo" ? null : `features/${feature[1]}`;
  const route = /^routes\/(.+)\.tsx?$/.exec(path);
  if (route) return `routes/${route[1]}`;
  return "shell";
}

function resolveSource(from: string, spec: string): string | null {
  const base = resolve(dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts")]) {
    if (existsSync(candidate) && /\.tsx?$/.test(candidate)) return candidate;
  }
  return null;
}

/** The catalogs `entry` reaches through its imports (its own included), sorted. */
export function catalogsReached(appDir: string, entry: string): string[] {
  const seen = new Set<string>();
  const catalogs = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const catalog = catalogOf(appDir, file);
    if (catalog === null) continue;
    catalogs.add(catalog);
    for (const match of readFileSync(file, "utf8").matchAll(IMPORT)) {
      const target = resolveSource(file, (match[1] ?? match[2]) as string);
      if (target) queue.push(target);
    }
  }
  return [...catalogs].sort();
}

/** Every route module of app/routes (layouts included) → the catalogs its page needs, the shell's left to the root. */
export function routeCatalogs(appDir: string): Record<string, string[]> {
  const routesDir = join(appDir, "routes");
  const modules = readdirSync(routesDir, { recursive: true, encoding: "utf8" }).filter(
    (name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.startsWith("locales"),
  );
  const map: Record<string, string[]> = {};
  for (const name of modules.sort()) {
    const key = `routes/${name.split("\\").join("/").replace(/\.tsx?$/, "")}`;
    map[key] = catalogsReached(appDir, join(routesDir, name)).filter((catalog) => catalog !== "shell");
  }
  map.root = catalogsReached(appDir, join(appDir, "root.tsx"));
  return map;
}

const VIRTUAL = "virtual:route-catalogs";

/** Serves `virtual:route-catalogs`: the map above, read from the source when the build starts. */
export function routeCatalogsModule(appDir = resolve("app")): Plugin {
  return {
    name: "autoafrique-route-catalogs",
    resolveId: (id) => (id === VIRTUAL ? `\0${VIRTUAL}` : null),
    load: (id) => (id === `\0${VIRTUAL}` ? `export default ${JSON.stringify(routeCatalogs(appDir))};` : null),
  };
}
