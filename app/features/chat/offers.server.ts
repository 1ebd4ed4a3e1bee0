import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { and, eq, lte, sql } from "drizzle-orm";
import { type Country, DEFAULT_COUNTRY } from "../../lib/countries.ts";
import { elidedDe } from "../../lib/french-elision.ts";
import type { Language } from "../../lib/language.ts";
import { formatPrice } from "../../lib/money.ts";
import { type Result } from "../../lib/result.ts";
import { isUuid } from "../../lib/uuid.ts";
import { type Db, db } from "../../server/db.server.ts";
import { translate } from "../../server/i18n.server.ts";
import { publishAll } from "../../server/events.server.ts";
import { LISTING_VISIBLE, OPEN_OFFER, conversations, listings, messages, offers, profiles } from "../../server/schema.ts";
import { notifyMember, wakeChannels } from "../notifications/channels.server.ts";
import { notificationEvent } from "../notifications/notifications.server.ts";
import { conversationHref, openConversation } from "./conversations.server.ts";
import { serverI18n } from "../../server/i18n.server.ts";
import { offerMoveText, readOfferAmount } from "./offer-amount.ts";
import { OFFER_MESSAGES, type OfferUserAction, isOpen, nextOfferStatus, offerDeadline } from "./offer-lifecycle.ts";

type Move = "offer" | OfferUserAction;
type Told = Awaited<ReturnType<typeof notifyMember>>;

/** A sale a visitor may see, its owner and price; null for a rental, a sold, hidden or deleted listing. */
async function offerableSale(executor: Db, listingId: string) {
  if (!isUuid(listingId)) return null;
  const [row] = await executor
    .select({ id: listings.id, ownerId: listings.ownerId, price: listings.price })
    .from(listings)
    .where(and(eq(listings.id, listingId), eq(listings.kind, "sale"), LISTING_VISIBLE))
    .limit(1);
  return row ?? null;
}

/** The sale an offer page is about, for its heading; null when it takes no offer. */
export async function saleForOffer(listingId: string): Promise<{ id: string; title: string; price: number; ownerId: string } | null> {
  if (!isUuid(listingId)) return null;
  const [row] = await db()
    .select({ id: listings.id, brand: listings.brand, model: listings.model, year: listings.year, price: listings.price, ownerId: listings.ownerId })
    .from(listings)
    .where(and(eq(listings.id, listingId), eq(listings.kind, "sale"), LISTING_VISIBLE))
    .limit(1);
  return row ? { id: row.id, title: `${row.brand} ${row.model} ${row.year ?? ""}`.trim(), price: row.price, ownerId: row.ownerId } : null;
}

/** The member's name, or null when the account is banned or deleted (a cached session may outlive a ban by seconds). */
async function activeMember(executor: Db, userId: string) {
  const [row] = await executor
    .select({ firstName: profiles.firstName, lastName: profiles.lastName })
    .from(profiles)
    .where(and(eq(profiles.id, userId), eq(profiles.banned, false), sql`${profiles.deletedAt} is null`))
    .limit(1);
  return row ?? null;
}

/**
 * A move in the conversation: its message (shown as the offer's card), the conversation to the top of
 * both lists, and the other party's notification (bell, WhatsApp, or the unread-message mail).
 */
async function recordMove(
  tx: Db,
  move: { conversationId: string; offerId: string; actorId: string; actorName: string; recipientId: string; move: Move; amount: number; now: Date },
): Promise<Told> {
  await tx.update(conversations).set({ updatedAt: move.now }).where(eq(conversations.id, move.conversationId));
  await tx.insert(messages).values({
    conversationId: move.conversationId,
    senderId: move.actorId,
    content: offerMoveText(move.move, move.amount),
    offerId: move.offerId,
    createdAt: move.now,
  });
  return notifyMember(
    tx,
    move.recipientId,
    "offers",
    {
      title: BELL_TITLES[move.move](move.actorName, elidedDe(move.actorName)),
      // The conversation keeps the French sentence (offerMoveText); the bell says it in the recipient's language.
      message: (language) => translate(language, BELL_TEXTS[move.move](amountIn(language, move.amount))),
      type: "message",
      link: conversationHref(move.conversationId),
    },
    { now: move.now },
  );
}

/** Both parties' open pages re-read the conversation; the other one's bell rings. */
async function announce(conversationId: string, actorId: string, recipientId: string, told: Told): Promise<void> {
  const event = { type: "messages-changed", conversationId } as const;
  await publishAll([{ userId: actorId, event }, { userId: recipientId, event }, notificationEvent(recipientId, told)]);
  wakeChannels();
}

/**
 * A move in the bell: its title, naming who made it ("d'Aminata", "de Moussa": `de` is French's
 * elided or not, which the English text leaves out), and its sentence with the amount.
 */
const BELL_TITLES: Readonly<Record<Move, (name: string, de: string) => MessageDescriptor>> = {
  offer: (name, de) => msg`Nouvelle offre ${de}${name}`,
  counter: (name, de) => msg`Contre-offre ${de}${name}`,
  accept: (name, de) => msg`Offre acceptée ${de}${name}`,
  refuse: (name, de) => msg`Offre refusée ${de}${name}`,
  withdraw: (name, de) => msg`Offre retirée ${de}${name}`,
};
const BELL_TEXTS: Readonly<Record<Move, (amount: string) => MessageDescriptor>> = {
  offer: (amount) => msg`Offre : ${amount}`,
  counter: (amount) => msg`Contre-offre : ${amount}`,
  accept: (amount) => msg`Offre acceptée : ${amount}`,
  refuse: (amount) => msg`Offre refusée : ${amount}`,
  withdraw: (amount) => msg`Offre retirée : ${amount}`,
};

/** An offer's amount as the chat says it (offerAmountText), in a language. */
const amountIn = (language: Language, amountXof: number) => formatPrice(amountXof, DEFAULT_COUNTRY, undefined, language);

/**
 * 'Faire une offre': a member other than the seller offers an amount typed in their currency for a
 * sale on show, between 30 % and 100 % of its price, with no other open offer on it. The offer opens
 * (or reuses) the conversation with the seller and appears in it as a card.
 */
export async function makeOffer(
  buyerId: string,
  listingId: string,
  typed: string,
  country: Country,
  options: { now?: Date; language?: Language } = {},
): Promise<Result<{ offerId: string; conversationId: string }>> {
  const now = options.now ?? new Date();
  const sale = await offerableSale(db(), listingId);
  if (!sale) return { ok: false, error: OFFER_MESSAGES.unavailable };
  if (sale.ownerId === buyerId) return { ok: false, error: OFFER_MESSAGES.self };
  const buyer = await activeMember(db(), buyerId);
  if (!buyer) return { ok: false, error: OFFER_MESSAGES.failed };
  const [accepted] = await db()
    .select({ id: offers.id })
    .from(offers)
    .where(and(eq(offers.listingId, sale.id), eq(offers.buyerId, buyerId), eq(offers.status, "accepted")))
    .limit(1);
  if (accepted) return { ok: false, error: OFFER_MESSAGES.alreadyAccepted };
  const amount = readOfferAmount(typed, sale.price, country, serverI18n(options.language));
  if (!amount.ok) return amount;
  const conversation = await openConversation(buyerId, { kind: "sale", id: sale.id });
  if (!conversation.ok) return conversation;
  const made = await db().transaction(async (tx) => {
    // The partial unique index keeps one open offer per buyer and listing, whoever posts at once.
    const [offer] = await tx
      .insert(offers)
      .values({
        conversationId: conversation.id,
        listingId: sale.id,
        buyerId,
        sellerId: sale.ownerId,
        amount: amount.amount,
        expiresAt: offerDeadline(now),
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: offers.id });
    if (!offer) return null;
    const told = await recordMove(tx, {
      conversationId: conversation.id,
      offerId: offer.id,
      actorId: buyerId,
      actorName: `${buyer.firstName} ${buyer.lastName}`,
      recipientId: sale.ownerId,
      move: "offer",
      amount: amount.amount,
      now,
    });
    return { offerId: offer.id, told };
  });
  if (!made) return { ok: false, error: OFFER_MESSAGES.alreadyOpen };
  await announce(conversation.id, buyerId, sale.ownerId, made.told);
  return { ok: true, offerId: made.offerId, conversationId: conversation.id };
}

/**
 * A party's move on an offer ('Accepter', 'Refuser', 'Contre-offre' with an amount, 'Retirer'), as
 * the lifecycle allows it to this party in this status, before the proposal expires. Accepting and
 * countering need the sale still on show. The offer row is locked for the move: two moves at once
 * are taken one after the other, and the second finds the status changed.
 */
export async function moveOffer(
  userId: string,
  offerId: string,
  action: OfferUserAction,
  input: { amount?: string; country: Country; language?: Language },
  options: { now?: Date } = {},
): Promise<Result<{ conversationId: string }>> {
  if (!isUuid(offerId)) return { ok: false, error: OFFER_MESSAGES.notFound, code: "not-found" };
  const now = options.now ?? new Date();
  const actor = await activeMember(db(), userId);
  if (!actor) return { ok: false, error: OFFER_MESSAGES.notFound, code: "not-found" };
  const moved = await db().transaction(async (tx): Promise<Result<{ conversationId: string; recipientId: string; told: Told }>> => {
    const [offer] = await tx
      .select()
      .from(offers)
      .where(and(eq(offers.id, offerId), sql`${userId} in (${offers.buyerId}, ${offers.sellerId})`))
      .for("update");
    if (!offer) return { ok: false, error: OFFER_MESSAGES.notFound, code: "not-found" };
    const role = offer.buyerId === userId ? "buyer" : "seller";
    if (isOpen(offer.status) && offer.expiresAt.getTime() <= now.getTime()) return { ok: false, error: OFFER_MESSAGES.expired };
    const next = nextOfferStatus(offer.status, action, role);
    if (!next) return { ok: false, error: OFFER_MESSAGES.notAllowed };
    let amount = offer.amount;
    if (action === "accept" || action === "counter") {
      const sale = await offerableSale(tx, offer.listingId);
      if (!sale) return { ok: false, error: OFFER_MESSAGES.unavailable };
      if (action === "counter") {
        const read = readOfferAmount(input.amount ?? "", sale.price, input.country, serverI18n(input.language));
        if (!read.ok) return read;
        amount = read.amount;
      }
    }
    await tx
      .update(offers)
      .set({ status: next, amount, updatedAt: now, ...(action === "counter" ? { expiresAt: offerDeadline(now) } : {}) })
      .where(eq(offers.id, offer.id));
    const recipientId = role === "buyer" ? offer.sellerId : offer.buyerId;
    const told = await recordMove(tx, {
      conversationId: offer.conversationId,
      offerId: offer.id,
      actorId: userId,
      actorName: `${actor.firstName} ${actor.lastName}`,
      recipientId,
      move: action,
      amount,
      now,
    });
    return { ok: true, conversationId: offer.conversationId, recipientId, told };
  });
  if (!moved.ok) return moved;
  await announce(moved.conversationId, userId, moved.recipientId, moved.told);
  return { ok: true, conversationId: moved.conversationId };
}

/**
 * The scheduler's sweep: open offers whose proposal has stood 72 h expire; both parties' pages hear
 * of it and the buyer's bell says so. Returns how many expired.
 */
export async function expireOffers(now: Date = new Date()): Promise<number> {
  const expired = await db().transaction(async (tx) => {
    const rows = await tx
      .update(offers)
      .set({ status: "expired", updatedAt: now })
      .where(and(OPEN_OFFER, lte(offers.expiresAt, now)))
      .returning({ conversationId: offers.conversationId, buyerId: offers.buyerId, sellerId: offers.sellerId, amount: offers.amount });
    const told = [];
    for (const row of rows) {
      const item = await notifyMember(
        tx,
        row.buyerId,
        "offers",
        {
          title: msg`Offre expirée`,
          message: (language) => {
            const amount = amountIn(language, row.amount);
            return translate(language, msg`Votre offre de ${amount} a expiré sans réponse.`);
          },
          type: "message",
          link: conversationHref(row.conversationId),
        },
        { now },
      );
      told.push({ row, item });
    }
    return told;
  });
  if (expired.length === 0) return 0;
  await publishAll(
    expired.flatMap(({ row, item }) => {
      const event = { type: "messages-changed", conversationId: row.conversationId } as const;
      return [{ userId: row.buyerId, event }, { userId: row.sellerId, event }, notificationEvent(row.buyerId, item)];
    }),
  );
  wakeChannels();
  return expired.length;
}
