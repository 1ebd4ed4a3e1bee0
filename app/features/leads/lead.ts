/** Where a lead came from: a conversation started, an offer made, a booking asked for. */
export const LEAD_TYPES = ["conversation", "offer", "booking"] as const;
export type LeadType = (typeof LEAD_TYPES)[number];

/**
 * One contact a member's listing brought, as plain JSON (the CSV export and the public API's
 * `GET /api/v1/leads` hand it out as is).
 */
export interface Lead {
  type: LeadType;
  id: string;
  /** ISO 8601, UTC, to the millisecond. */
  createdAt: string;
  listing: { id: string; reference: string | null; title: string; kind: "sale" | "rental" };
  /** The other member, named as the chat shows them. */
  contact: { name: string; memberId: string };
  /** A conversation's first message. */
  message?: string;
  /** An offer's amount on the table, XOF. */
  amount?: number;
  /** A booking's days (YYYY-MM-DD). */
  startDate?: string;
  endDate?: string;
  /** An offer's or a booking's status, as stored ('pending', 'accepted'…). */
  status?: string;
}
