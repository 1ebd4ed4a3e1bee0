import type { MetaDescriptor } from "react-router";

/** The `<link rel="canonical">` of a page, from the absolute URL its loader built (none without one). */
export function canonicalMeta(url: string | null | undefined): MetaDescriptor[] {
  return url ? [{ tagName: "link", rel: "canonical", href: url }] : [];
}
