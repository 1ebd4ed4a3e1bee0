import { leadCsvLine, leadsCsvHeader } from "./leads-csv.ts";
import { dealerLeads } from "./leads.server.ts";

/** Leads read per statement while the file streams out: a dealer with 50 000 is never held at once. */
const EXPORT_PAGE = 500;

/**
 * 'Exporter mes contacts' as chunks of CSV: the header, then each page of the owner's leads, each
 * read when the client is ready for more. The cursors are this loop's own, so a refusal cannot happen.
 */
export async function* leadsCsvChunks(ownerId: string, pageSize = EXPORT_PAGE): AsyncGenerator<string> {
  yield leadsCsvHeader();
  let cursor: string | null = null;
  do {
    const page = await dealerLeads(ownerId, { cursor, limit: pageSize });
    if (!page.ok) throw new Error(page.error);
    if (page.leads.length > 0) yield page.leads.map(leadCsvLine).join("");
    cursor = page.nextCursor;
  } while (cursor);
}
