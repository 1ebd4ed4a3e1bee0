import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { isUuid } from "../../lib/uuid.ts";
import { db } from "../../server/db.server.ts";
import { LISTING_VISIBLE, conversations, listings, messages, offers } from "../../server/schema.ts";
import { type OfferStatus, type OfferUserAction, effectiveStatus, isOpen, offerActions } from "./offer-lifecycle.ts";

export interface OfferCard {
  id: string;
  listingId: string;
  /** XOF: the proposal on the table, or the one accepted, refused, withdrawn or expired. */
  amount: number;
  status: OfferStatus;
  role: "buyer" | "seller";
  actions: OfferUserAction[];
  /** The newest message of this offer: the card that carries its status and buttons. */
  lastMessageId: string | null;
  expiresAt: string;
}

export interface OfferPanel {
  /** The offers of the conversation by id, for its cards. */
  cards: Record<string, OfferCard>;
  /** 'Faire une offre' in the conversation: the viewer is the buyer side of a sale on show, with no open offer on it. */
  canOffer: { listingId: string; price: number } | null;
}

/** The offers of a conversation as its participant `userId` sees them (nothing for anyone else). */
export async function offerPanel(userId: string, conversationId: string, now: Date = new Date()): Promise<OfferPanel> {
  if (!isUuid(conversationId)) return { cards: {}, canOffer: null };
  const [[head], rows] = await Promise.all([
    db()
      .select({ listingId: listings.id, ownerId: listings.ownerId, price: listings.price })
      .from(conversations)
      .innerJoin(listings, and(eq(listings.id, conversations.listingId), eq(listings.kind, "sale"), LISTING_VISIBLE))
      .where(and(eq(conversations.id, conversationId), sql`${userId} in (${conversations.participant1Id}, ${conversations.participant2Id})`)),
    db()
      .select()
      .from(offers)
      .where(and(eq(offers.conversationId, conversationId), sql`${userId} in (${offers.buyerId}, ${offers.sellerId})`))
      .orderBy(desc(offers.createdAt)),
  ]);
  const last = rows.length
    ? await db()
        .selectDistinctOn([messages.offerId], { offerId: messages.offerId, id: messages.id })
        .from(messages)
        .where(
          inArray(
            messages.offerId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(messages.offerId, desc(messages.createdAt), desc(messages.id))
    : [];
  const cards: Record<string, OfferCard> = {};
  for (const row of rows) {
    const role = row.buyerId === userId ? "buyer" : "seller";
    const status = effectiveStatus(row, now);
    cards[row.id] = {
      id: row.id,
      listingId: row.listingId,
      amount: row.amount,
      status,
      role,
      actions: offerActions(status, role),
      lastMessageId: last.find((m) => m.offerId === row.id)?.id ?? null,
      expiresAt: row.expiresAt.toISOString(),
    };
  }
  // An open or accepted offer of the viewer's leaves nothing to offer (makeOffer refuses it too).
  const openByMe = rows.some((r) => r.buyerId === userId && (isOpen(effectiveStatus(r, now)) || r.status === "accepted"));
  const canOffer = head && head.ownerId !== userId && !openByMe ? { listingId: head.listingId, price: head.price } : null;
  return { cards, canOffer };
}

/** The conversations of `userId` with an accepted offer, and its amount: the /messages list marks them. */
export async function acceptedOffers(userId: string): Promise<Record<string, number>> {
  const rows = await db()
    .select({ conversationId: offers.conversationId, amount: offers.amount })
    .from(offers)
    .where(and(eq(offers.status, "accepted"), sql`${userId} in (${offers.buyerId}, ${offers.sellerId})`));
  return Object.fromEntries(rows.map((r) => [r.conversationId, r.amount]));
}

/** The buyer's open or accepted offer on a sale, if any: the offer page sends them to its conversation instead. */
export async function standingOffer(buyerId: string, listingId: string, now: Date = new Date()): Promise<{ conversationId: string; accepted: boolean } | null> {
  if (!isUuid(listingId)) return null;
  const rows = await db()
    .select({ conversationId: offers.conversationId, status: offers.status, expiresAt: offers.expiresAt })
    .from(offers)
    .where(and(eq(offers.listingId, listingId), eq(offers.buyerId, buyerId), inArray(offers.status, ["pending", "countered", "accepted"])));
  const standing = rows.find((r) => r.status === "accepted" || isOpen(effectiveStatus(r, now)));
  return standing ? { conversationId: standing.conversationId, accepted: standing.status === "accepted" } : null;
}

/** A sale's accepted offers, for its owner's panel. */
export async function acceptedOffersOn(ownerId: string, listingId: string): Promise<{ amount: number; conversationId: string }[]> {
  if (!isUuid(listingId)) return [];
  return db()
    .select({ amount: offers.amount, conversationId: offers.conversationId })
    .from(offers)
    .where(and(eq(offers.listingId, listingId), eq(offers.sellerId, ownerId), eq(offers.status, "accepted")));
}
