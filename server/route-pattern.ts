import { type RouteObject, matchRoutes } from "react-router";
import { PREFIXED_LANGUAGES } from "../app/lib/language.ts";

/** What a route of the server build says of itself (ServerBuild["routes"]'s entries). */
export interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
}

/** A request no route answers (React Router's not-found splat included). */
export const UNMATCHED = "unmatched";

/** The routes server/app.ts answers itself, before React Router: GET only, except the files. */
const EXPRESS_ROUTES: readonly { pattern: string; test: RegExp; anyMethod?: boolean }[] = [
  { pattern: "/events", test: /^\/events\/?$/i },
  { pattern: "/events/rental/:id", test: /^\/events\/rental\/[^/]+\/?$/i },
  { pattern: "/healthz", test: /^\/healthz\/?$/i },
  { pattern: "/readyz", test: /^\/readyz\/?$/i },
  { pattern: "/metrics", test: /^\/metrics\/?$/i },
  { pattern: "/uploads/*", test: /^\/uploads(\/|$)/i, anyMethod: true },
  { pattern: "/assets/*", test: /^\/assets(\/|$)/i, anyMethod: true },
];

/** Every label routePattern can give besides the build's own patterns. */
export const FIXED_PATTERNS: readonly string[] = [...EXPRESS_ROUTES.map((route) => route.pattern), "/__manifest", UNMATCHED];

const LANGUAGE_PREFIX = new RegExp(`^/(?:${PREFIXED_LANGUAGES.join("|")})(?=/|$)`);
/** Shapes remembered at most: far above the app's routes, well below what a flood of made-up paths would hold. */
const MAX_SHAPES = 5_000;

function routeTree(manifest: Readonly<Record<string, ManifestRoute | undefined>>): RouteObject[] {
  const children = new Map<string | undefined, ManifestRoute[]>();
  for (const route of Object.values(manifest)) {
    if (!route) continue;
    const siblings = children.get(route.parentId) ?? [];
    siblings.push(route);
    children.set(route.parentId, siblings);
  }
  const build = (parentId: string | undefined): RouteObject[] =>
    (children.get(parentId) ?? []).map(
      (route) =>
        ({
          id: route.id,
          path: route.path,
          caseSensitive: route.caseSensitive,
          ...(route.index ? { index: true } : { children: build(route.id) }),
        }) as RouteObject,
    );
  return build(undefined);
}

function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * The label of a request in the metrics: the pattern of the route that answers it, never its
 * path, so that ids, queries and made-up addresses do not make a series each. A page of another
 * language is its French route's pattern under `/:lang` (`/en/listing/abc` → `/:lang/listing/:id`);
 * a `.data` request is its page's; React Router's not-found route and anything else is `unmatched`.
 *
 * A path is matched by its shape: each segment that is no route's literal is a placeholder, which
 * any parameter matches as it would match the segment. Shapes are few and remembered; paths are not.
 */
export function routePatterns(manifest: Readonly<Record<string, ManifestRoute | undefined>>): (method: string, path: string) => string {
  const routes = routeTree(manifest);
  // Matching ignores case, as React Router's does: a literal is known in lower case too.
  const literals = new Set(
    Object.values(manifest)
      .flatMap((route) => (route?.path ?? "").split("/"))
      .filter((segment) => segment && !/^[:*]|\?$/.test(segment))
      .flatMap((segment) => [segment, segment.toLowerCase()]),
  );
  const shapes = new Map<string, string>();

  function patternOfShape(shape: string): string {
    const matches = matchRoutes(routes, shape);
    const leaf = matches?.at(-1)?.route;
    if (!matches || !leaf || leaf.path === "*") return UNMATCHED;
    const pattern = `/${matches
      .map((match) => match.route.path)
      .filter(Boolean)
      .join("/")}`;
    return pattern.replace(LANGUAGE_PREFIX, "/:lang");
  }

  return (method, path) => {
    const get = method === "GET" || method === "HEAD";
    const express = EXPRESS_ROUTES.find((route) => (get || route.anyMethod) && route.test.test(path));
    if (express) return express.pattern;
    if (path === "/__manifest") return "/__manifest";
    // Single fetch asks a page's data at `<page>.data`, the home page's at `/_root.data`.
    const page = path === "/_root.data" ? "/" : path.replace(/\.data$/, "");
    const segments: string[] = [];
    for (const segment of page.split("/")) {
      const text = decoded(segment);
      if (text === null) return UNMATCHED;
      segments.push(literals.has(text) ? text : literals.has(text.toLowerCase()) ? text.toLowerCase() : text === "" ? "" : "_");
    }
    const shape = segments.join("/");
    let pattern = shapes.get(shape);
    if (pattern === undefined) {
      pattern = patternOfShape(shape);
      if (shapes.size < MAX_SHAPES) shapes.set(shape, pattern);
    }
    return pattern;
  };
}
