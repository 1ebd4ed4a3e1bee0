import type { RouteConfigEntry } from "@react-router/dev/routes";
import type { Language } from "./lib/language.ts";

/** React Router's id for a route without one: its module's path under app/, without extension. */
function defaultId(file: string): string {
  return file.replace(/\.[jt]sx?$/, "");
}

/**
 * The same routes again for another language's URL prefix (ADR 0049): the same modules, each
 * entry with its own id ("en/routes/listings", "en/sale-detail"), since ids must be unique.
 */
export function inLanguage(language: Language, entries: RouteConfigEntry[]): RouteConfigEntry[] {
  return entries.map((entry) => ({
    ...entry,
    id: `${language}/${entry.id ?? defaultId(entry.file)}`,
    ...(entry.children ? { children: inLanguage(language, entry.children) } : {}),
  }));
}
