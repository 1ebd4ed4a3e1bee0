import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The layout's import rules (docs/architecture.md), checked on every file of app/: a layer may
 * import only from the layers listed for it. Tests are left out: they may reach anything.
 */
const APP = resolve("app");

const LAYERS = ["routes", "shell", "pwa", "features", "components/ui", "lib", "server"] as const;
type Layer = (typeof LAYERS)[number];

const ALLOWED: Readonly<Record<Layer, readonly Layer[]>> = {
  routes: ["routes", "shell", "pwa", "features", "components/ui", "lib", "server"],
  shell: ["shell", "pwa", "features", "components/ui", "lib", "server"],
  // The service worker's rules and the install offer's: pure, bundled into /sw.js or the shell,
  // reading the site's paths from lib's pure modules (its languages, a member's own pages).
  pwa: ["pwa", "lib"],
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

const FEATURES = join(APP, "features");
const DYNAMIC_IMPORT = /import\(\s*["'](\.[^"']+)["']\s*\)/g;

function featureOf(file: string): string | null {
  const path = relative(FEATURES, file);
  return path.startsWith("..") ? null : path.split(/[\\/]/)[0];
}

/** Which feature imports which, with one file that shows each link. */
function featureLinks(files: readonly string[]): Map<string, Map<string, string>> {
  const links = new Map<string, Map<string, string>>();
  for (const file of files) {
    const from = featureOf(file);
    if (!from) continue;
    const text = readFileSync(file, "utf8");
    const specs = [...text.matchAll(IMPORT), ...text.matchAll(DYNAMIC_IMPORT)].map((m) => m[1]);
    for (const spec of specs) {
      const to = featureOf(resolve(dirname(file), spec));
      if (!to || to === from) continue;
      const targets = links.get(from) ?? new Map<string, string>();
      if (!targets.has(to)) targets.set(to, relative(APP, file));
      links.set(from, targets);
    }
  }
  return links;
}

/** A path of features leading back to its start, if there is one. */
function findCycle(links: Map<string, Map<string, string>>): string[] | null {
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (feature: string): string[] | null => {
    const open = path.indexOf(feature);
    if (open >= 0) return [...path.slice(open), feature];
    if (done.has(feature)) return null;
    path.push(feature);
    for (const next of links.get(feature)?.keys() ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    path.pop();
    done.add(feature);
    return null;
  };
  for (const feature of links.keys()) {
    const cycle = visit(feature);
    if (cycle) return cycle;
  }
  return null;
}

describe("features stand apart", () => {
  // Features form layers of their own: a feature may use a lower one, never one that uses it back,
  // directly or through others. Shared pieces go down (a lower feature, lib, components/ui) and
  // page assembly goes up (beside its route, or the shell).
  it("no feature imports a feature that imports it back, directly or through others", () => {
    const links = featureLinks(sourceFiles(APP));
    const cycle = findCycle(links);
    const shown = cycle?.slice(1).map((to, i) => `${cycle[i]} → ${to} (${links.get(cycle[i])?.get(to)})`);
    expect(shown ?? []).toEqual([]);
  });
});
