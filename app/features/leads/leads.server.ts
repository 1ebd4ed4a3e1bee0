import { type Column, type SQL, sql } from "drizzle-orm";
import type { Result } from "../../lib/result.ts";
import { db } from "../../server/db.server.ts";
import { conversations, listings, messages, offers, profiles, rentalBookings } from "../../server/schema.ts";
import { LEAD_TYPES, type Lead, type LeadType } from "./lead.ts";
import { type LeadsCursor, decodeLeadsCursor, encodeLeadsCursor } from "./leads-cursor.ts";

export const LEADS_MESSAGES = {
  invalidCursor: /*i18n*/ "Curseur de pagination invalide : reprenez depuis la première page.",
} as const;

/** The most leads one page holds, whatever is asked. */
export const MAX_LEADS_PAGE = 500;

export type LeadsPage = Result<{ leads: Lead[]; nextCursor: string | null }>;

interface LeadRow {
  type: LeadType;
  id: string;
  micros: string;
  listingId: string;
  reference: string | null;
  brand: string;
  model: string;
  year: number;
  kind: "sale" | "rental";
  memberId: string;
  firstName: string;
  lastName: string;
  message: string | null;
  amount: number | null;
  startDate: string | null;
  endDate: string | null;
  status: string | null;
}

/** The order of the stream: newest first, then by type (its rank in LEAD_TYPES), then by id, all descending. */
const rankOf = (type: LeadType) => LEAD_TYPES.indexOf(type);

/**
 * The rows of one type after the cursor, in the stream's order: with the type fixed, the condition on
 * (instant, rank, id) becomes one on (instant, id), which the branch's own order walks.
 */
function after(type: LeadType, createdAt: Column, id: Column, cursor: LeadsCursor | null): SQL {
  if (!cursor) return sql`true`;
  const at = sql`(timestamptz 'epoch' + ${cursor.micros.toString()}::bigint * interval '1 microsecond')`;
  const [rank, cursorRank] = [rankOf(type), rankOf(cursor.type)];
  if (rank < cursorRank) return sql`${createdAt} <= ${at}`;
  if (rank > cursorRank) return sql`${createdAt} < ${at}`;
  return sql`(${createdAt} < ${at} or (${createdAt} = ${at} and ${id} < ${cursor.id}::uuid))`;
}

const listingColumns = sql`${listings.id} as "listingId", ${listings.dealerReference} as reference, ${listings.brand} as brand,
  ${listings.model} as model, ${listings.year} as year, ${listings.kind} as kind,
  ${profiles.id} as "memberId", ${profiles.firstName} as "firstName", ${profiles.lastName} as "lastName"`;

/**
 * Every conversation, offer and booking request about `ownerId`'s listings, newest first, one page
 * of `limit` at a time. One statement: each type's rows after the cursor, newest first and cut at
 * the page's size (the owner's listings by `listings_owner_idx`, then each type by its listing or
 * owner index), merged in the stream's order. Leads of a listing its owner deleted stay: the
 * conversations and bookings outlive it, and the people who asked are still the dealer's contacts.
 * A cursor this function did not hand out is refused (a typed refusal, never a fresh start: a
 * client re-reading from the top would count leads twice).
 */
export async function dealerLeads(ownerId: string, { cursor, limit }: { cursor?: string | null; limit: number }): Promise<LeadsPage> {
  const from = cursor ? decodeLeadsCursor(cursor) : null;
  if (cursor && !from) return { ok: false, error: LEADS_MESSAGES.invalidCursor };
  const size = Number.isFinite(limit) ? Math.min(MAX_LEADS_PAGE, Math.max(1, Math.floor(limit))) : MAX_LEADS_PAGE;
  const take = size + 1;
  const micros = (column: Column) => sql`(extract(epoch from ${column}) * 1000000)::bigint`;
  const firstMessage = sql`(select ${messages.content} from ${messages} where ${messages.conversationId} = ${conversations.id}
    order by ${messages.createdAt}, ${messages.id} limit 1)`;
  const result = (await db().execute(sql`
    select type, id::text as id, micros::text as micros, "listingId"::text as "listingId", reference, brand, model, year, kind,
           "memberId", "firstName", "lastName", message, amount, "startDate", "endDate", status
      from (
        (select 'conversation' as type, ${rankOf("conversation")} as rank, ${conversations.id} as id, ${conversations.createdAt} as at,
                ${micros(conversations.createdAt)} as micros, ${listingColumns}, ${firstMessage} as message,
                null::int as amount, null::text as "startDate", null::text as "endDate", null::text as status
           from ${listings}
           join ${conversations} on ${conversations.listingId} = ${listings.id}
           join ${profiles} on ${profiles.id} = case when ${conversations.participant1Id} = ${ownerId}
                                                     then ${conversations.participant2Id} else ${conversations.participant1Id} end
          where ${listings.ownerId} = ${ownerId} and ${ownerId} in (${conversations.participant1Id}, ${conversations.participant2Id})
            and ${after("conversation", conversations.createdAt, conversations.id, from)}
          order by ${conversations.createdAt} desc, ${conversations.id} desc limit ${take})
        union all
        (select 'offer', ${rankOf("offer")}, ${offers.id}, ${offers.createdAt}, ${micros(offers.createdAt)}, ${listingColumns},
                null::text, ${offers.amount}, null::text, null::text, ${offers.status}
           from ${listings}
           join ${offers} on ${offers.listingId} = ${listings.id}
           join ${profiles} on ${profiles.id} = ${offers.buyerId}
          where ${listings.ownerId} = ${ownerId} and ${offers.sellerId} = ${ownerId}
            and ${after("offer", offers.createdAt, offers.id, from)}
          order by ${offers.createdAt} desc, ${offers.id} desc limit ${take})
        union all
        (select 'booking', ${rankOf("booking")}, ${rentalBookings.id}, ${rentalBookings.createdAt}, ${micros(rentalBookings.createdAt)}, ${listingColumns},
                null::text, null::int, ${rentalBookings.startDate}::text, ${rentalBookings.endDate}::text, ${rentalBookings.status}
           from ${rentalBookings}
           join ${listings} on ${listings.id} = ${rentalBookings.listingId}
           join ${profiles} on ${profiles.id} = ${rentalBookings.renterId}
          where ${rentalBookings.ownerId} = ${ownerId} and ${listings.ownerId} = ${ownerId}
            and ${after("booking", rentalBookings.createdAt, rentalBookings.id, from)}
          order by ${rentalBookings.createdAt} desc, ${rentalBookings.id} desc limit ${take})
      ) as leads
     order by at desc, rank desc, leads.id desc
     limit ${take}`)) as unknown as { rows: LeadRow[] };
  const rows = result.rows;
  const page = rows.slice(0, size);
  const last = page.at(-1);
  const nextCursor = rows.length > size && last ? encodeLeadsCursor({ micros: BigInt(last.micros), type: last.type, id: last.id }) : null;
  return { ok: true, leads: page.map(leadOf), nextCursor };
}

function leadOf(row: LeadRow): Lead {
  const lead: Lead = {
    type: row.type,
    id: row.id,
    createdAt: new Date(Number(BigInt(row.micros) / 1000n)).toISOString(),
    listing: { id: row.listingId, reference: row.reference, title: `${row.brand} ${row.model} ${row.year}`, kind: row.kind },
    contact: { name: `${row.firstName} ${row.lastName}`, memberId: row.memberId },
  };
  if (row.message !== null) lead.message = row.message;
  if (row.amount !== null) lead.amount = Number(row.amount);
  if (row.startDate !== null) lead.startDate = row.startDate;
  if (row.endDate !== null) lead.endDate = row.endDate;
  if (row.status !== null) lead.status = row.status;
  return lead;
}
