import type { MetaDescriptor } from "react-router";
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { Language } from "../../../lib/language.ts";

/** A listing as link previews show it; every URL absolute. */
export interface ShareInfo {
  title: string;
  description: string;
  url: string;
  image: string | null;
}

const SITE = "AutoAfrique";
/** Open Graph's locale of each language's pages. */
const OG_LOCALES: Readonly<Record<Language, string>> = { fr: "fr_FR", en: "en_GB", pt: "pt_PT", ar: "ar_AR" };
const NOINDEX: MetaDescriptor = { name: "robots", content: "noindex" };

/**
 * Page title, description, Open Graph and Twitter card of a detail page (its canonical and
 * `hreflang` links come with its data: page-links.server.ts). A listing
 * off the market (sold, lent out) keeps its preview for the links already shared, but search
 * engines are asked to drop it.
 */
export function shareMeta(share: ShareInfo, { indexable = true, language = "fr" }: { indexable?: boolean; language?: Language } = {}): MetaDescriptor[] {
  const image = share.image
    ? [
        { property: "og:image", content: share.image },
        { property: "og:image:width", content: "800" },
        { property: "og:image:alt", content: share.title },
        { name: "twitter:image", content: share.image },
      ]
    : [];
  return [
    { title: `${share.title} — ${SITE}` },
    { name: "description", content: share.description },
    { property: "og:site_name", content: SITE },
    { property: "og:type", content: "website" },
    { property: "og:locale", content: OG_LOCALES[language] },
    { property: "og:title", content: share.title },
    { property: "og:description", content: share.description },
    { property: "og:url", content: share.url },
    ...image,
    { name: "twitter:card", content: share.image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: share.title },
    { name: "twitter:description", content: share.description },
    ...(indexable ? [] : [NOINDEX]),
  ];
}

export function notFoundMeta(i18n?: I18n): MetaDescriptor[] {
  const title = i18n ? i18n._(msg`Annonce non trouvée`) : "Annonce non trouvée";
  return [{ title: `${title} — ${SITE}` }, NOINDEX];
}
