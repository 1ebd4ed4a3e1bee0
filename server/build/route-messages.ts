import { existsSync, readFileSync, readdirSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { formatter } from "@lingui/format-po";
import type { Plugin } from "vite";

/**
 * Which messages each route module's page needs in the browser (ADR 0049): those written in the
 * modules its imports reach, server-only modules left out (their words are put in the page's
 * language on the server). The root's messages come with its data on every page, so a route's
 * list leaves them out.
 */
const IMPORT = /^\s*(?:import|export)\s(?!type\s)[^'"]*?from\s+["'](\.[^"']+)["']|import\(\s*["'](\.[^"']+)["']\s*\)/gm;

/** Whether a source file's words can reach a page: not the server's, not the demo data's. */
export function reachesPages(appDir: string, file: string): boolean {
  const path = relative(appDir, file).split("\\").join("/");
  return !(path.startsWith("..") || path.endsWith(".server.ts") || path.startsWith("server/") || path.startsWith("features/demo/"));
}

function resolveSource(from: string, spec: string): string | null {
  const base = resolve(dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts")]) {
    if (existsSync(candidate) && /\.tsx?$/.test(candidate)) return candidate;
  }
  return null;
}

/** The source files `entry` reaches through its imports (itself included) whose words can reach a page. */
export function filesReached(appDir: string, entry: string): Set<string> {
  const seen = new Set<string>();
  const reached = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    if (!reachesPages(appDir, file)) continue;
    reached.add(file);
    for (const match of readFileSync(file, "utf8").matchAll(IMPORT)) {
      const target = resolveSource(file, (match[1] ?? match[2]) as string);
      if (target) queue.push(target);
    }
  }
  return reached;
}

function catalogFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((name) => /(^|[\\/])locales[\\/](.+[\\/])?fr\.po$/.test(name))
    .map((name) => join(dir, name));
}

/**
 * Message id → the source files that write it, read off the French catalogs' references (every
 * message is in the French catalogs, which `lingui extract` writes from the code).
 */
export async function messageFiles(appDir: string): Promise<Map<string, string[]>> {
  const root = dirname(appDir);
  const po = formatter({ lineNumbers: false });
  const files = new Map<string, string[]>();
  for (const path of catalogFiles(appDir)) {
    const catalog = await po.parse(readFileSync(path, "utf8"), { locale: "fr", sourceLocale: "fr", filename: path });
    for (const [id, entry] of Object.entries(catalog ?? {})) {
      const origins = (entry.origin ?? []).map(([source]) => resolve(root, source));
      files.set(id, [...(files.get(id) ?? []), ...origins]);
    }
  }
  return files;
}

/** Every route module of app/routes (layouts included), and the root → the ids of the messages its page needs, sorted. */
export async function routeMessageIds(appDir: string): Promise<Record<string, string[]>> {
  const byFile = new Map<string, string[]>();
  for (const [id, sources] of await messageFiles(appDir)) for (const source of sources) byFile.set(source, [...(byFile.get(source) ?? []), id]);
  const idsOf = (files: Set<string>) => new Set([...files].flatMap((file) => byFile.get(file) ?? []));

  const rootIds = idsOf(filesReached(appDir, join(appDir, "root.tsx")));
  const routesDir = join(appDir, "routes");
  const modules = readdirSync(routesDir, { recursive: true, encoding: "utf8" }).filter(
    (name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.startsWith("locales"),
  );
  const map: Record<string, string[]> = { root: [...rootIds].sort() };
  for (const name of modules.sort()) {
    const key = `routes/${name
      .split("\\")
      .join("/")
      .replace(/\.tsx?$/, "")}`;
    map[key] = [...idsOf(filesReached(appDir, join(routesDir, name)))].filter((id) => !rootIds.has(id)).sort();
  }
  return map;
}

const VIRTUAL = "virtual:route-messages";

/** Serves `virtual:route-messages`: the map above, read from the source and catalogs when the build starts. */
export function routeMessagesModule(appDir = resolve("app")): Plugin {
  return {
    name: "autoafrique-route-messages",
    resolveId: (id) => (id === VIRTUAL ? `\0${VIRTUAL}` : null),
    load: async (id) => (id === `\0${VIRTUAL}` ? `export default ${JSON.stringify(await routeMessageIds(appDir))};` : null),
  };
}
