import { existsSync } from "node:fs";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { signIn } from "../../app/features/accounts/accounts.server.ts";
import { DELETE_ACCOUNT_MESSAGES } from "../../app/features/account-deletion/account-deletion.server.ts";
import { sendPhoneCode } from "../../app/features/accounts/phone-verification.server.ts";
import { changeBookingStatus } from "../../app/features/bookings/booking-status.server.ts";
import { createBooking } from "../../app/features/bookings/bookings.server.ts";
import { myBookings } from "../../app/features/bookings/my-bookings.server.ts";
import { listConversations } from "../../app/features/chat/inbox.server.ts";
import { loadChat } from "../../app/features/chat/chat-view.server.ts";
import { openConversation, sendMessage } from "../../app/features/chat/conversations.server.ts";
import { makeOffer } from "../../app/features/chat/offers.server.ts";
import { createRentalListing, createSaleListing, createUser } from "../../app/features/demo/factories.server.ts";
import { addFavorite } from "../../app/features/favorites/favorites.server.ts";
import { storeListingPhotos } from "../../app/features/listings/posting/photos.server.ts";
import { addReview } from "../../app/features/reviews/reviews.server.ts";
import { saveSearch } from "../../app/features/saved-searches/saved-searches.server.ts";
import { publicProfile } from "../../app/features/accounts/public-profile.server.ts";
import { addDays, dayOf } from "../../app/lib/calendar-day.ts";
import { DEFAULT_COUNTRY } from "../../app/lib/countries.ts";
import { LISTING_IMAGE_WIDTHS, variantKey } from "../../app/lib/images.ts";
import { action as deleteAction } from "../../app/routes/profile-delete.tsx";
import { loader as dataLoader } from "../../app/routes/profile-data.ts";
import { db } from "../../app/server/db.server.ts";
import { favorites, listings, messages, phoneCodeQueue, phoneVerifications, profiles, rentalBookings, reviews, sessions } from "../../app/server/schema.ts";
import { useTestDatabase } from "../support/database.ts";
import { sessionCookie } from "../support/session.ts";

const { dataDir } = useTestDatabase();
const ORIGIN = "http://localhost:3000";
const day = (n: number) => addDays(dayOf(new Date()), n);
const jpeg = async () =>
  new Uint8Array(
    await sharp({ create: { width: 640, height: 480, channels: 3, background: "#7c3aed" } })
      .jpeg()
      .toBuffer(),
  );

let seq = 0;
async function member(firstName: string) {
  const email = `suppr${++seq}@example.test`;
  // Two days old: old enough to write a review.
  const user = await createUser({ email, firstName, lastName: "Sow", phone: "+221770000001", createdAt: new Date(Date.now() - 2 * 86_400_000) });
  return { user, email, cookie: await sessionCookie(email) };
}
const post = (cookie: string, password: string) =>
  deleteAction({
    request: new Request(`${ORIGIN}/profile/supprimer`, {
      method: "POST",
      headers: { cookie, "x-client-ip": "10.80.0.1" },
      body: new URLSearchParams({ password }),
    }),
    params: {},
    context: new RouterContextProvider(),
  } as never);

describe("deleting an account", () => {
  it("refuses a wrong password and changes nothing", async () => {
    const { user, cookie } = await member("Awa");
    const answer = (await post(cookie, "mauvais-mot-de-passe")) as { data: { error: string }; init: { status: number } };
    expect(answer.init.status).toBe(400);
    expect(answer.data.error).toBe(DELETE_ACCOUNT_MESSAGES.wrongPassword);
    expect((await db().select().from(profiles).where(eq(profiles.id, user.id)))[0]).toMatchObject({ deletedAt: null, firstName: "Awa" });
    expect(await db().select().from(sessions).where(eq(sessions.userId, user.id))).not.toHaveLength(0);
  });

  it("removes what it must and keeps, anonymised, what the others need", async () => {
    const leaving = await member("Moussa");
    const other = await member("Fatou");
    const stored = await storeListingPhotos(leaving.user.id, [new File([await jpeg()], "a.jpg", { type: "image/jpeg" })]);
    const sale = await createSaleListing(leaving.user.id, { images: stored.photos });
    const rental = await createRentalListing(leaving.user.id);
    const othersRental = await createRentalListing(other.user.id);
    const othersSale = await createSaleListing(other.user.id);
    await addFavorite(leaving.user.id, { kind: "sale", id: othersSale.id });
    await addReview(leaving.user.id, { kind: "sale", id: othersSale.id }, { rating: 4, comment: "Bien" });
    // A conversation both wrote in.
    const chat = await openConversation(other.user.id, { kind: "sale", id: sale.id });
    if (!chat.ok) throw new Error(chat.error);
    await sendMessage(other.user.id, chat.id, "Bonjour, est-elle disponible ?");
    await sendMessage(leaving.user.id, chat.id, "Oui, passez demain.");
    // A past stay on the other's car (kept), and a request waiting on the leaving user's rental (refused).
    const then = new Date(Date.now() - 10 * 86_400_000);
    const past = await createBooking(leaving.user.id, { listingId: othersRental.id, startDate: day(-8), endDate: day(-6) }, { now: then });
    if (!past.ok) throw new Error(past.error);
    await changeBookingStatus(other.user.id, past.id, "accept", { now: then });
    const waiting = await createBooking(other.user.id, { listingId: rental.id, startDate: day(5), endDate: day(6) });
    if (!waiting.ok) throw new Error(waiting.error);
    // A code sent, and one waiting for a day under the SMS ceiling: both hold the number.
    expect(await sendPhoneCode(leaving.user.id)).toMatchObject({ ok: true });
    await db().insert(phoneCodeQueue).values({ userId: leaving.user.id, phone: leaving.user.phone, requestedAt: new Date() });

    const response = (await post(leaving.cookie, "motdepasse123")) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/");
    expect(response.headers.getSetCookie().some((c) => /aa[.-]session_token=;/.test(c) || /session_token=;/.test(c))).toBe(true);

    const [profile] = await db().select().from(profiles).where(eq(profiles.id, leaving.user.id));
    expect(profile).toMatchObject({ firstName: "Utilisateur", lastName: "supprimé", phone: "", avatarUrl: null });
    expect(profile?.deletedAt).toBeInstanceOf(Date);
    expect(profile?.email).not.toBe(leaving.email);
    expect(await db().select().from(sessions).where(eq(sessions.userId, leaving.user.id))).toEqual([]);
    const signInAgain = await signIn(new Request(`${ORIGIN}/auth`, { headers: { "x-client-ip": "10.80.0.2" } }), leaving.email, "motdepasse123");
    expect(signInAgain).toMatchObject({ ok: false, error: "Email ou mot de passe incorrect" });
    expect(await publicProfile(leaving.user.id)).toBeNull();

    // Listings off the site, rows kept, photos gone.
    const own = await db().select().from(listings).where(eq(listings.ownerId, leaving.user.id));
    expect(own).toHaveLength(2);
    expect(own.every((l) => l.deletedAt instanceof Date)).toBe(true);
    expect(existsSync(join(dataDir(), "uploads", variantKey(stored.photos[0] as string, LISTING_IMAGE_WIDTHS[0]!)))).toBe(false);
    expect(await db().select().from(favorites).where(eq(favorites.userId, leaving.user.id))).toEqual([]);
    expect(await db().select().from(phoneVerifications).where(eq(phoneVerifications.userId, leaving.user.id))).toEqual([]);
    expect(await db().select().from(phoneCodeQueue).where(eq(phoneCodeQueue.userId, leaving.user.id))).toEqual([]);
    expect(await db().select().from(reviews).where(eq(reviews.reviewerId, leaving.user.id))).toEqual([]);

    // The other keeps their message in the conversation, which names 'Utilisateur supprimé'.
    const left = await db().select().from(messages).where(eq(messages.conversationId, chat.id));
    expect(left.map((m) => m.content)).toEqual(["Bonjour, est-elle disponible ?"]);
    const [entry] = await listConversations(other.user.id);
    expect(entry?.other).toMatchObject({ firstName: "Utilisateur", lastName: "supprimé", avatarUrl: null });
    expect((await loadChat(other.user.id, chat.id, null))?.messages).toHaveLength(1);

    // Bookings: the request is refused, the past stay kept for the other without a phone.
    expect((await db().select().from(rentalBookings).where(eq(rentalBookings.id, waiting.id)))[0]?.status).toBe("rejected");
    const othersView = await myBookings(other.user.id);
    expect(othersView.asOwner.find((b) => b.id === past.id)?.counterpart).toEqual({ id: leaving.user.id, name: "Utilisateur supprimé", phone: null });

    // The address can make a new account.
    const again = await createUser({ email: leaving.email });
    expect(again.id).not.toBe(leaving.user.id);
  });

  it("is refused while a confirmed stay is to come", async () => {
    const [leaving, other] = [await member("Ibrahim"), await member("Aïcha")];
    const rental = await createRentalListing(other.user.id);
    const stay = await createBooking(leaving.user.id, { listingId: rental.id, startDate: day(3), endDate: day(4) });
    if (!stay.ok) throw new Error(stay.error);
    await changeBookingStatus(other.user.id, stay.id, "accept");
    const answer = (await post(leaving.cookie, "motdepasse123")) as { data: { error: string } };
    expect(answer.data.error).toBe(DELETE_ACCOUNT_MESSAGES.upcomingStays);
    expect((await db().select().from(profiles).where(eq(profiles.id, leaving.user.id)))[0]?.deletedAt).toBeNull();
  });
});

describe("'Télécharger mes données'", () => {
  it("gives the signed-in member their own data as a JSON file, nobody else's messages, and sends a visitor to sign in", async () => {
    const [me, other] = [await member("Kadi"), await member("Omar")];
    const sale = await createSaleListing(me.user.id, { model: "Corolla" });
    const chat = await openConversation(other.user.id, { kind: "sale", id: sale.id });
    if (!chat.ok) throw new Error(chat.error);
    await sendMessage(other.user.id, chat.id, "Message de l'autre");
    await sendMessage(me.user.id, chat.id, "Mon message");
    const offered = await makeOffer(other.user.id, sale.id, String(Math.round(sale.price * 0.9)), DEFAULT_COUNTRY);
    expect(offered).toMatchObject({ ok: true });
    expect(await saveSearch(me.user.id, { query: "q=corolla", countryCode: "SN", name: "Mes Corolla" })).toMatchObject({ ok: true });
    const response = (await dataLoader({
      request: new Request(`${ORIGIN}/profile/donnees`, { headers: { cookie: me.cookie } }),
      params: {},
      context: new RouterContextProvider(),
    } as never)) as Response;
    expect(response.headers.get("Content-Type")).toBe("application/json; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toMatch(/^attachment; filename="autoafrique-mes-donnees-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const data = await response.json();
    expect(data.profile).toMatchObject({ id: me.user.id, email: me.email, firstName: "Kadi" });
    expect(data.listings.map((l: { model: string }) => l.model)).toEqual(["Corolla"]);
    expect(data.messagesWritten.map((m: { content: string }) => m.content)).toEqual(["Mon message"]);
    // The other's message appears only as the member's own notification of it, never as theirs.
    expect(JSON.stringify(data.messagesWritten)).not.toContain("Message de l'autre");
    expect(data.savedSearches).toMatchObject([{ name: "Mes Corolla", countryCode: "SN", frequency: "immediate" }]);
    // An offer received is the member's too; the buyer is not named.
    expect(data.offers).toMatchObject([{ listingId: sale.id, amount: Math.round(sale.price * 0.9), role: "vendeur" }]);
    expect(JSON.stringify(data)).not.toContain(other.email);
    expect(JSON.stringify(data)).not.toContain("password");

    const visitor = await dataLoader({ request: new Request(`${ORIGIN}/profile/donnees`), params: {}, context: new RouterContextProvider() } as never).catch(
      (e: unknown) => e,
    );
    expect((visitor as Response).headers.get("Location")).toMatch(/^\/auth\?/);
  });
});
