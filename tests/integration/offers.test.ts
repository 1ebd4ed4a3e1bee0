import { and, eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { openConversation } from "../../app/features/chat/conversations.server.ts";
import { OFFER_MESSAGES } from "../../app/features/chat/offer-lifecycle.ts";
import { acceptedOffers, offerPanel } from "../../app/features/chat/offer-view.server.ts";
import { expireOffers, makeOffer, moveOffer } from "../../app/features/chat/offers.server.ts";
import { createRentalListing, createSaleListing, createUser } from "../../app/features/demo/factories.server.ts";
import { banMember } from "../../app/features/moderation/members.server.ts";
import { DEFAULT_COUNTRY } from "../../app/lib/countries.ts";
import { db } from "../../app/server/db.server.ts";
import { type AppEvent, startEventRelay, stopEventRelay, subscribe } from "../../app/server/events.server.ts";
import { listings, messages, notifications, offers, profiles } from "../../app/server/schema.ts";
import { action as conversationAction } from "../../app/routes/conversation.tsx";
import { action as makeOfferAction, loader as makeOfferLoader } from "../../app/routes/make-offer.tsx";
import { useTestDatabase } from "../support/database.ts";
import { sessionCookie } from "../support/session.ts";
import { mailsTo } from "../support/mails.ts";
import { sendUnreadMessageMails } from "../../app/features/chat/unread-mail.server.ts";

const { dataDir } = useTestDatabase();

let seq = 0;
const user = (spec: { role?: "admin" } = {}) => createUser({ email: `offers${++seq}@example.test`, ...spec });
const CI = DEFAULT_COUNTRY;

/** A sale at 10 million CFA and two members: its seller and a buyer. */
async function sale(overrides: Parameters<typeof createSaleListing>[1] = {}) {
  const [buyer, seller] = [await user(), await user()];
  const listing = await createSaleListing(seller.id, { price: 10_000_000, ...overrides });
  return { buyer, seller, listing };
}

async function offered(amount = "8 500 000") {
  const setup = await sale();
  const made = await makeOffer(setup.buyer.id, setup.listing.id, amount, CI);
  if (!made.ok) throw new Error(made.error);
  return { ...setup, ...made };
}

const statusOf = async (id: string) => (await db().select({ s: offers.status, a: offers.amount }).from(offers).where(eq(offers.id, id)))[0];

describe("makeOffer", () => {
  it("opens the conversation with the seller, stores the amount in XOF and posts it as a card", async () => {
    const { buyer, seller, offerId, conversationId } = await offered();
    expect(await statusOf(offerId)).toEqual({ s: "pending", a: 8_500_000 });
    const posted = await db().select().from(messages).where(eq(messages.conversationId, conversationId));
    expect(posted.map((m) => [m.content, m.offerId, m.senderId])).toEqual([["Offre : 8,5 millions CFA", offerId, buyer.id]]);
    const [bell] = await db().select().from(notifications).where(eq(notifications.userId, seller.id));
    // The buyer is the factory's Awa Koné: French elides 'de' before her name.
    expect(bell?.title).toBe("Nouvelle offre d'Awa Koné");
    const panel = await offerPanel(seller.id, conversationId);
    expect(panel.cards[offerId]).toMatchObject({ status: "pending", role: "seller", actions: ["accept", "refuse", "counter"] });
    expect(panel.canOffer).toBeNull();
    expect((await offerPanel(buyer.id, conversationId)).canOffer).toBeNull();
  });

  it("refuses an amount out of 30 %..100 % of the price, and a missing or malformed one", async () => {
    const { buyer, listing } = await sale();
    for (const typed of ["2 999 999", "10 000 001", "", "abc", "1".repeat(40), "5\u0000000"]) {
      const made = await makeOffer(buyer.id, listing.id, typed, CI);
      expect(made.ok).toBe(false);
    }
    const low = await makeOffer(buyer.id, listing.id, "1 000 000", CI);
    expect(!low.ok && low.error).toContain("30 % à 100 % du prix");
    expect(await db().select().from(offers).where(eq(offers.listingId, listing.id))).toHaveLength(0);
  });

  it("refuses an offer on one's own listing, on a rental, and on a sold, hidden or deleted sale", async () => {
    const { seller, buyer, listing } = await sale();
    expect(await makeOffer(seller.id, listing.id, "8000000", CI)).toEqual({ ok: false, error: OFFER_MESSAGES.self });
    const rental = await createRentalListing(seller.id);
    const sold = await createSaleListing(seller.id, { status: "sold" });
    const hidden = await createSaleListing(seller.id, { hiddenReason: "reported" });
    const deleted = await createSaleListing(seller.id, { deletedAt: new Date() });
    for (const id of [rental.id, sold.id, hidden.id, deleted.id, "pas-un-id", "00000000-0000-0000-0000-000000000000"]) {
      expect(await makeOffer(buyer.id, id, "8000000", CI)).toEqual({ ok: false, error: OFFER_MESSAGES.unavailable });
    }
  });

  it("keeps one open offer per buyer and listing, even when several are posted at once", async () => {
    const { buyer, listing } = await sale();
    const results = await Promise.all(Array.from({ length: 6 }, (_, i) => makeOffer(buyer.id, listing.id, String(5_000_000 + i), CI)));
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok).every((r) => !r.ok && r.error === OFFER_MESSAGES.alreadyOpen)).toBe(true);
    expect(await db().select().from(offers).where(eq(offers.listingId, listing.id))).toHaveLength(1);
    expect(await db().select().from(messages).where(eq(messages.senderId, buyer.id))).toHaveLength(1);
  });

  it("lets the buyer offer again once the first offer is settled", async () => {
    const { buyer, listing, offerId } = await offered();
    expect((await moveOffer(buyer.id, offerId, "withdraw", { country: CI })).ok).toBe(true);
    expect((await makeOffer(buyer.id, listing.id, "9000000", CI)).ok).toBe(true);
  });

  it("refuses a banned member", async () => {
    const admin = await user({ role: "admin" });
    const { buyer, listing } = await sale();
    expect((await banMember(admin.id, buyer.id, "Arnaque")).ok).toBe(true);
    expect((await makeOffer(buyer.id, listing.id, "8000000", CI)).ok).toBe(false);
  });
});

describe("moveOffer", () => {
  it("runs a negotiation: the seller counters, the buyer accepts, both lists show it", async () => {
    const { buyer, seller, offerId, conversationId } = await offered();
    expect(await moveOffer(seller.id, offerId, "counter", { amount: "9 200 000", country: CI })).toEqual({ ok: true, conversationId });
    expect(await statusOf(offerId)).toEqual({ s: "countered", a: 9_200_000 });
    expect((await offerPanel(buyer.id, conversationId)).cards[offerId]?.actions).toEqual(["accept", "refuse", "counter", "withdraw"]);
    expect((await moveOffer(buyer.id, offerId, "accept", { country: CI })).ok).toBe(true);
    expect(await statusOf(offerId)).toEqual({ s: "accepted", a: 9_200_000 });
    const texts = (await db().select().from(messages).where(eq(messages.conversationId, conversationId)).orderBy(messages.createdAt)).map((m) => m.content);
    expect(texts).toEqual(["Offre : 8,5 millions CFA", "Contre-offre : 9,2 millions CFA", "Offre acceptée : 9,2 millions CFA"]);
    expect(await acceptedOffers(buyer.id)).toEqual({ [conversationId]: 9_200_000 });
    expect(await acceptedOffers(seller.id)).toEqual({ [conversationId]: 9_200_000 });
    // Agreed: nothing more to offer on this sale.
    expect((await offerPanel(buyer.id, conversationId)).canOffer).toBeNull();
    const [{ listingId }] = await db().select({ listingId: offers.listingId }).from(offers).where(eq(offers.id, offerId));
    expect(await makeOffer(buyer.id, listingId, "9000000", CI)).toEqual({ ok: false, error: OFFER_MESSAGES.alreadyAccepted });
  });

  it("refuses another member, a party answering their own proposal, and any move once settled", async () => {
    const { buyer, seller, offerId } = await offered();
    const stranger = await user();
    for (const action of ["accept", "refuse", "counter", "withdraw"] as const) {
      expect(await moveOffer(stranger.id, offerId, action, { amount: "9000000", country: CI })).toEqual({
        ok: false,
        error: OFFER_MESSAGES.notFound,
        code: "not-found",
      });
    }
    expect(await moveOffer(buyer.id, offerId, "accept", { country: CI })).toEqual({ ok: false, error: OFFER_MESSAGES.notAllowed });
    expect(await moveOffer(seller.id, offerId, "withdraw", { country: CI })).toEqual({ ok: false, error: OFFER_MESSAGES.notAllowed });
    expect((await moveOffer(seller.id, offerId, "refuse", { country: CI })).ok).toBe(true);
    expect(await moveOffer(seller.id, offerId, "accept", { country: CI })).toEqual({ ok: false, error: OFFER_MESSAGES.notAllowed });
    expect(await moveOffer(buyer.id, "pas-un-id", "withdraw", { country: CI })).toEqual({ ok: false, error: OFFER_MESSAGES.notFound, code: "not-found" });
  });

  it("refuses a counter out of range and keeps the offer as it was", async () => {
    const { seller, offerId } = await offered();
    const refused = await moveOffer(seller.id, offerId, "counter", { amount: "12 000 000", country: CI });
    expect(!refused.ok && refused.field).toBe("amount");
    expect(await statusOf(offerId)).toEqual({ s: "pending", a: 8_500_000 });
  });

  it("refuses accepting once the sale is sold", async () => {
    const { seller, offerId, listing } = await offered();
    await db().update(listings).set({ status: "sold" }).where(eq(listings.id, listing.id));
    expect(await moveOffer(seller.id, offerId, "accept", { country: CI })).toEqual({ ok: false, error: OFFER_MESSAGES.unavailable });
  });

  it("takes two answers at once one after the other", async () => {
    const { seller, offerId } = await offered();
    const [a, b] = await Promise.all([moveOffer(seller.id, offerId, "accept", { country: CI }), moveOffer(seller.id, offerId, "refuse", { country: CI })]);
    expect([a.ok, b.ok].filter(Boolean)).toHaveLength(1);
  });

  it("tells both parties' pages live", async () => {
    const { buyer, seller, offerId, conversationId } = await offered();
    await startEventRelay();
    const heard: AppEvent[] = [];
    const stops = [subscribe(buyer.id, (e) => heard.push(e)), subscribe(seller.id, (e) => heard.push(e))];
    try {
      await moveOffer(seller.id, offerId, "accept", { country: CI });
      await expect.poll(() => heard.filter((e) => e.type === "messages-changed" && e.conversationId === conversationId).length).toBe(2);
      await expect.poll(() => heard.some((e) => e.type === "notification" && e.notification.title.startsWith("Offre acceptée"))).toBe(true);
    } finally {
      for (const stop of stops) stop();
      await stopEventRelay();
    }
  });
});

describe("mail", () => {
  it("mails a move to the other side once away, through the unread-message mail and its unsubscribe link", async () => {
    const { buyer, seller, listing } = await sale();
    const at = new Date("2026-03-10T08:00:00Z");
    await db()
      .update(profiles)
      .set({ lastSeenAt: new Date(at.getTime() - 60_000) })
      .where(eq(profiles.id, seller.id));
    const made = await makeOffer(buyer.id, listing.id, "8 500 000", CI, { now: at });
    expect(made.ok).toBe(true);
    expect(await sendUnreadMessageMails(new Date(at.getTime() + 11 * 60_000))).toBeGreaterThanOrEqual(1);
    const [mail] = mailsTo(dataDir(), seller.email);
    expect(mail).toContain("« Offre : 8,5 millions CFA »");
    expect(mail).toMatch(/List-Unsubscribe:/);
  });
});

describe("expiry", () => {
  it("expires open offers 72 h after their last move, refuses moves on them, and lets the buyer offer again", async () => {
    const { buyer, seller, listing } = await sale();
    const at = new Date(Date.now() - 73 * 3_600_000);
    const made = await makeOffer(buyer.id, listing.id, "8000000", CI, { now: at });
    if (!made.ok) throw new Error(made.error);
    expect((await offerPanel(seller.id, made.conversationId)).cards[made.offerId]).toMatchObject({ status: "expired", actions: [] });
    expect(await moveOffer(seller.id, made.offerId, "accept", { country: CI })).toEqual({ ok: false, error: OFFER_MESSAGES.expired });
    // Earlier tests may leave offers of their own past their time: this one is among those swept.
    expect(await expireOffers()).toBeGreaterThanOrEqual(1);
    expect(await expireOffers()).toBe(0);
    expect((await statusOf(made.offerId))?.s).toBe("expired");
    const bells = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, buyer.id), eq(notifications.title, "Offre expirée")));
    expect(bells).toHaveLength(1);
    expect((await makeOffer(buyer.id, listing.id, "8000000", CI)).ok).toBe(true);
  });

  it("gives a counter-offer its own 72 hours", async () => {
    const { buyer, seller, listing } = await sale();
    const made = await makeOffer(buyer.id, listing.id, "8000000", CI, { now: new Date(Date.now() - 71 * 3_600_000) });
    if (!made.ok) throw new Error(made.error);
    expect((await moveOffer(seller.id, made.offerId, "counter", { amount: "9000000", country: CI })).ok).toBe(true);
    expect(await expireOffers(new Date(Date.now() + 2 * 3_600_000))).toBe(0);
  });
});

const ORIGIN = "http://localhost:3000";
const post = (path: string, cookie: string, form: Record<string, string>) =>
  new Request(`${ORIGIN}${path}`, { method: "POST", headers: { "x-client-ip": "10.31.0.9", cookie }, body: new URLSearchParams(form) });
const args = (request: Request, id: string) => ({ request, params: { id }, context: new RouterContextProvider() }) as never;

async function outcome(result: unknown): Promise<{ status: number; data: Record<string, unknown> }> {
  if (result instanceof Response) return { status: result.status, data: { location: result.headers.get("Location") } };
  const r = result as { init?: ResponseInit | null; data?: unknown };
  return { status: r.init?.status ?? 200, data: r.data as Record<string, unknown> };
}

describe("routes", () => {
  it("sends a visitor to sign in and back to the offer page", async () => {
    const { listing } = await sale();
    const request = new Request(`${ORIGIN}/listing/${listing.id}/offre`, { headers: { "x-client-ip": "10.31.0.9" } });
    const thrown = await makeOfferLoader(args(request, listing.id)).catch((e: unknown) => e);
    expect(thrown instanceof Response && thrown.headers.get("Location")).toBe(
      `/auth?${new URLSearchParams({ redirectTo: `/listing/${listing.id}/offre`, reason: "connexion" })}`,
    );
  });

  it("makes an offer from the sale's page and keeps a refused amount in the form", async () => {
    const { buyer, listing } = await sale();
    const cookie = await sessionCookie(buyer.email);
    const refused = await outcome(await makeOfferAction(args(post(`/listing/${listing.id}/offre`, cookie, { amount: "100" }), listing.id)));
    expect(refused.status).toBe(400);
    expect(refused.data).toMatchObject({ amount: "100" });
    const made = await outcome(await makeOfferAction(args(post(`/listing/${listing.id}/offre`, cookie, { amount: "8 000 000" }), listing.id)));
    expect(made.status).toBe(303);
    expect(String(made.data.location)).toMatch(/^\/messages\/[0-9a-f-]{36}$/);
    // Back on the page, the open offer is named with the way to its conversation.
    const getPage = new Request(`${ORIGIN}/listing/${listing.id}/offre`, { headers: { "x-client-ip": "10.31.0.9", cookie } });
    const again = await outcome(await makeOfferLoader(args(getPage, listing.id)));
    expect(again.data).toMatchObject({ refusal: OFFER_MESSAGES.alreadyOpen, conversation: made.data.location });
  });

  it("moves an offer from the conversation's cards, for its parties only", async () => {
    const { seller, offerId, conversationId } = await offered();
    const stranger = await user();
    const strangerCookie = await sessionCookie(stranger.email);
    const denied = await outcome(
      await conversationAction(args(post(`/messages/${conversationId}`, strangerCookie, { intent: "offer-accept", offerId }), conversationId)),
    );
    expect(denied.status).toBe(404);
    const cookie = await sessionCookie(seller.email);
    const bad = await outcome(
      await conversationAction(args(post(`/messages/${conversationId}`, cookie, { intent: "offer-counter", offerId, amount: "1" }), conversationId)),
    );
    expect(bad).toMatchObject({ status: 400, data: { offerId, amount: "1" } });
    const forged = await outcome(
      await conversationAction(args(post(`/messages/${conversationId}`, cookie, { intent: "offer-expire", offerId }), conversationId)),
    );
    expect(forged.status).toBe(400);
    const done = await outcome(
      await conversationAction(args(post(`/messages/${conversationId}`, cookie, { intent: "offer-counter", offerId, amount: "9000000" }), conversationId)),
    );
    expect(done).toEqual({ status: 303, data: { location: `/messages/${conversationId}` } });
    expect((await statusOf(offerId))?.s).toBe("countered");
  });

  it("makes an offer from the conversation about the sale, for its buyer side only", async () => {
    const { buyer, seller, listing } = await sale();
    const opened = await openConversation(buyer.id, { kind: "sale", id: listing.id });
    if (!opened.ok) throw new Error(opened.error);
    const sellerCookie = await sessionCookie(seller.email);
    const self = await outcome(await conversationAction(args(post(`/messages/${opened.id}`, sellerCookie, { intent: "offer", amount: "8000000" }), opened.id)));
    expect(self.status).toBe(400);
    const cookie = await sessionCookie(buyer.email);
    const made = await outcome(await conversationAction(args(post(`/messages/${opened.id}`, cookie, { intent: "offer", amount: "8000000" }), opened.id)));
    expect(made).toEqual({ status: 303, data: { location: `/messages/${opened.id}` } });
    expect(await db().select().from(offers).where(eq(offers.buyerId, buyer.id))).toHaveLength(1);
  });
});
