import { isUuid } from "../../lib/uuid.ts";
import { LEAD_TYPES, type LeadType } from "./lead.ts";

/**
 * Where a page of leads stops: the last lead's instant (microseconds since 1970, as the database
 * keeps it: a millisecond would merge leads made in the same one), its type and id. Handed out as
 * base64url, opaque to the client; anything that does not read back exactly is refused.
 */
export interface LeadsCursor {
  micros: bigint;
  type: LeadType;
  id: string;
}

/** A cursor past 20 digits of microseconds is none the site made. */
const MICROS = /^\d{1,17}$/;
const MAX_ENCODED = 120;

export function encodeLeadsCursor(cursor: LeadsCursor): string {
  return Buffer.from(`${cursor.micros}|${cursor.type}|${cursor.id}`, "utf8").toString("base64url");
}

/** The cursor an earlier page handed out, or null for anything else (forged, cut, garbage). */
export function decodeLeadsCursor(raw: string): LeadsCursor | null {
  if (raw.length === 0 || raw.length > MAX_ENCODED || !/^[A-Za-z0-9_-]+$/.test(raw)) return null;
  const parts = Buffer.from(raw, "base64url").toString("utf8").split("|");
  if (parts.length !== 3) return null;
  const [micros, type, id] = parts;
  if (!MICROS.test(micros) || !(LEAD_TYPES as readonly string[]).includes(type) || !isUuid(id)) return null;
  // The same text encoded again: a cursor with padding bits or another spelling of the id is not ours.
  const cursor: LeadsCursor = { micros: BigInt(micros), type: type as LeadType, id };
  return encodeLeadsCursor(cursor) === raw ? cursor : null;
}
