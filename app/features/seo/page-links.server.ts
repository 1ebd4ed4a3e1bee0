import { type Language, pathWithoutLanguage } from "../../lib/language.ts";
import { requestLanguage } from "../../server/i18n.server.ts";
import { appUrl } from "../../server/secret.server.ts";
import { alternates } from "./alternates.ts";
import { canonicalUrl } from "./canonical.server.ts";

/** A `<link>` of a page's head that its loader writes: its canonical address, or its version in a language. */
// A type, not an interface: it must fit React Router's `MetaDescriptor`, an object with any keys.
export type PageLink = {
  tagName: "link";
  rel: "canonical" | "alternate";
  href: string;
  hrefLang?: string;
};

/**
 * A page's canonical link (its version in `language`: each language's page is its own canonical)
 * and its `hreflang` links to every version, itself included (ADR 0049). Built on the server and
 * sent with the page's data: `meta` lists them as they are, so the browser carries none of the code
 * that writes them. `path` is the page's one address, already cut to the state it shows
 * ("/listings?type=location"), in either language.
 */
export function pageLinks(path: string, language: Language): PageLink[] {
  const bare = pathWithoutLanguage(path);
  const versions = alternates(appUrl(), bare).map(({ hreflang, href }): PageLink => ({ tagName: "link", rel: "alternate", hrefLang: hreflang, href }));
  return [{ tagName: "link", rel: "canonical", href: canonicalUrl(bare, language) }, ...versions];
}

/** The links of a page whose one address is its path, whatever its query says: a legal page, a profile, the sign-in page. */
export function ownPathLinks(request: Request): PageLink[] {
  return pageLinks(new URL(request.url).pathname, requestLanguage(request));
}
