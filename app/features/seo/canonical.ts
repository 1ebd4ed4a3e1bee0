import type { MetaDescriptor } from "react-router";
import { alternatesMeta } from "./alternates.ts";

/**
 * The `<link rel="canonical">` of a page, from the absolute URL its loader built in the page's
 * language (each language's version is its own canonical), and the `hreflang` links to its
 * versions in every language. None without a URL.
 */
export function canonicalMeta(url: string | null | undefined): MetaDescriptor[] {
  return url ? [{ tagName: "link", rel: "canonical", href: url }, ...alternatesMeta(url)] : [];
}
