import { sitemapStream } from "../features/listings/detail/sitemap.server.ts";

export function loader() {
  return new Response(sitemapStream(), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}
