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

/**
 * Routes make the responses, features return results (ADR 0060): nothing under app/features
 * imports React Router's response helpers, nor the toast module's, which make a redirect or the
 * headers of one. Components keep React Router's hooks and types.
 */
const RESPONSE_HELPERS: Readonly<Record<string, readonly string[]>> = {
  "react-router": ["redirect", "redirectDocument", "data", "replace"],
  "server/toast.server.ts": ["redirectWithToast", "toastHeaders"],
};
const NAMED_IMPORT = /^\s*(?:import|export)\s+(type\s+)?(?:[\w$]+\s*,\s*)?\{([^}]*)\}\s*from\s*["']([^"']+)["']/gm;
const NAMESPACE_IMPORT = /^\s*import\s+\*\s+as\s+[\w$]+\s+from\s*["']react-router["']/m;

/** The module a specifier names, as RESPONSE_HELPERS keys it: a package's name, or a file's path under app/. */
function moduleOf(file: string, spec: string): string {
  return spec.startsWith(".") ? relative(APP, resolve(dirname(file), spec)) : spec;
}

/** The response helpers a file imports, as "name from module". */
function responseHelpersIn(file: string, text: string): string[] {
  const found: string[] = [];
  for (const [, typeOnly, names, spec] of text.matchAll(NAMED_IMPORT)) {
    const helpers = RESPONSE_HELPERS[moduleOf(file, spec)];
    if (!helpers || typeOnly) continue;
    for (const specifier of names.split(",")) {
      const [name] = specifier.trim().split(/\s+as\s+/);
      if (name && !name.startsWith("type ") && helpers.includes(name)) found.push(`${name} from ${spec}`);
    }
  }
  if (NAMESPACE_IMPORT.test(text)) found.push("* from react-router");
  return found;
}

describe("routes make the responses", () => {
  const files = sourceFiles(FEATURES);

  it("no feature imports redirect, redirectDocument, data or replace from react-router, nor the toast's redirect helpers", () => {
    const broken = files.flatMap((file) => responseHelpersIn(file, readFileSync(file, "utf8")).map((helper) => `${relative(APP, file)} → ${helper}`));
    expect(broken).toEqual([]);
  });

  it("reads the imports it is about, on one line or several, renamed or not, and leaves types and hooks alone", () => {
    const file = join(FEATURES, "example", "example.server.ts");
    expect(responseHelpersIn(file, 'import { data, useFetcher } from "react-router";')).toEqual(["data from react-router"]);
    expect(responseHelpersIn(file, 'import {\n  redirect as go,\n  type MetaDescriptor,\n} from "react-router";')).toEqual(["redirect from react-router"]);
    expect(responseHelpersIn(file, 'import { redirectWithToast } from "../../server/toast.server.ts";')).toEqual([
      "redirectWithToast from ../../server/toast.server.ts",
    ]);
    expect(responseHelpersIn(file, 'import * as router from "react-router";')).toEqual(["* from react-router"]);
    expect(responseHelpersIn(file, 'import type { data } from "react-router";\nimport { useNavigate } from "react-router";')).toEqual([]);
  });
});
