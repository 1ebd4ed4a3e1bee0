import type { Route } from "./+types/leads-export";
import { leadsCsvFileName } from "../features/leads/leads-csv.ts";
import { leadsCsvChunks } from "../features/leads/leads-export.server.ts";
import { xmlStream as textStream } from "../features/seo/sitemap.server.ts";
import { requireUser } from "./guards.server.ts";

/**
 * 'Exporter mes contacts' (/dashboard/contacts.csv): the signed-in member's leads as a CSV file,
 * streamed page by page; a visitor is sent to sign in. Nobody else's leads, and never kept by a cache.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  return new Response(textStream(leadsCsvChunks(user.id)), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${leadsCsvFileName(new Date())}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
