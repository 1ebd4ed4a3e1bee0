import type { Route } from "./+types/sitemap-file";
import { parseSitemapFileName } from "../features/seo/sitemap-files.ts";
import { XML_HEADERS, sitemapFileChunks, xmlStream } from "../features/seo/sitemap.server.ts";

const NOT_FOUND = () => new Response("Plan du site introuvable", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });

/** One file the sitemap index names, /sitemaps/sn-fr-1.xml; any other name, or a page past the last, is 404. */
export async function loader({ params }: Route.LoaderArgs) {
  const file = parseSitemapFileName(params.file);
  const chunks = file ? await sitemapFileChunks(file) : null;
  if (!chunks) return NOT_FOUND();
  return new Response(xmlStream(chunks), { headers: XML_HEADERS });
}
