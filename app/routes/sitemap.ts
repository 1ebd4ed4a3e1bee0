import { XML_HEADERS, sitemapIndexChunks, xmlStream } from "../features/seo/sitemap.server.ts";

/** The sitemap index: the site pages' file and each country's listing files (ADR 0045). */
export function loader() {
  return new Response(xmlStream(sitemapIndexChunks()), { headers: XML_HEADERS });
}
