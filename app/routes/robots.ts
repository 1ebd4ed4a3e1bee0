import { robotsText } from "../features/seo/sitemap.server.ts";

/** robots.txt: every page may be crawled; where the sitemap index is (an absolute URL, from APP_URL). */
export function loader() {
  return new Response(robotsText(), { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
