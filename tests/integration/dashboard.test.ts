import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { createBooking } from "../../app/features/bookings/bookings.server.ts";
import { addDays, dayOf } from "../../app/lib/calendar-day.ts";
import { openConversation, sendMessage } from "../../app/features/chat/conversations.server.ts";
import { dashboard } from "../../app/features/dashboard/dashboard.server.ts";
import { createRentalListing, createSaleListing, createUser } from "../../app/features/demo/factories.server.ts";
import { recordListingView } from "../../app/features/listings/views/listing-views.server.ts";
import { addFavorite } from "../../app/features/favorites/favorites.server.ts";
import { installDefaultPlans, proProductId } from "../../app/features/subscription/plans.server.ts";
import { recordSubscription } from "../../app/features/subscription/subscriptions.server.ts";
import { loader as dashboardLoader } from "../../app/routes/dashboard.tsx";
import { db } from "../../app/server/db.server.ts";
import { listingViews, premiumListings } from "../../app/server/schema.ts";
import { useTestDatabase } from "../support/database.ts";
import { sessionCookie } from "../support/session.ts";
import { beacon, visitorCookie } from "../support/view-beacon.ts";

useTestDatabase();

/** A view by a browser without an account: its own visitor cookie, or the one it sent before. */
const visit = async (cookie?: string) => beacon({ cookie: cookie ?? (await visitorCookie()) });
const day = (n: number) => addDays(dayOf(new Date()), n);

let seq = 0;
const member = async () => {
  const email = `tableau${++seq}@example.test`;
  return { user: await createUser({ email }), cookie: await sessionCookie(email) };
};

describe("the dashboard", () => {
  it("counts only the user's own listings, promotions, views, conversations, unread messages and requests", async () => {
    const [owner, other, buyer] = [await member(), await member(), await member()];
    const sale = await createSaleListing(owner.user.id);
    await createSaleListing(owner.user.id, { status: "sold" });
    const rental = await createRentalListing(owner.user.id);
    await createRentalListing(owner.user.id, { deletedAt: new Date() });
    await createSaleListing(other.user.id);
    await createRentalListing(other.user.id);
    await db()
      .insert(premiumListings)
      .values({ listingId: sale.id, endDate: new Date(Date.now() + 86_400_000) });
    await db()
      .insert(premiumListings)
      .values({ listingId: rental.id, endDate: new Date(Date.now() - 1000), startDate: new Date(Date.now() - 86_400_000) });
    await recordListingView(await visit(), sale.id);
    await recordListingView(await visit(), sale.id);
    await recordListingView(await visit(), rental.id);
    const opened = await openConversation(buyer.user.id, { kind: "sale", id: sale.id });
    if (!opened.ok) throw new Error(opened.error);
    await sendMessage(buyer.user.id, opened.id, "Bonjour, toujours disponible ?");
    await sendMessage(buyer.user.id, opened.id, "Je peux passer demain.");
    await createBooking(buyer.user.id, { listingId: rental.id, startDate: day(3), endDate: day(4) });

    const mine = await dashboard(owner.user.id);
    expect(mine.counters).toEqual({ activeSales: 1, activeRentals: 1, premium: 1, views: 3, conversations: 1, unreadMessages: 2, pendingBookings: 1 });
    expect(mine.recent).toHaveLength(3);
    expect(mine.recent.find((l) => l.id === sale.id)?.views).toBe(2);
    const theirs = await dashboard(other.user.id);
    expect(theirs.counters).toEqual({ activeSales: 1, activeRentals: 1, premium: 0, views: 0, conversations: 0, unreadMessages: 0, pendingBookings: 0 });
    expect((await dashboard(buyer.user.id)).counters).toMatchObject({ conversations: 1, unreadMessages: 0, activeSales: 0 });
  });

  it("shows the 5 most recent listings, newest first", async () => {
    const owner = await member();
    for (let i = 0; i < 7; i++) await createSaleListing(owner.user.id, { model: `Modèle ${i}`, createdAt: new Date(Date.UTC(2026, 0, i + 1)) });
    const { recent } = await dashboard(owner.user.id);
    expect(recent.map((l) => l.model)).toEqual(["Modèle 6", "Modèle 5", "Modèle 4", "Modèle 3", "Modèle 2"]);
  });
});

describe("advanced statistics (the Pro plan's)", () => {
  const loaderArgs = (cookie: string) =>
    ({ request: new Request("http://localhost:3000/dashboard", { headers: { cookie } }), params: {}, context: new RouterContextProvider() }) as never;

  it("are not read for a member without Pro, and for a Pro member count views a day, favourites and contacts of their own listings only", async () => {
    const owner = await member();
    const sale = await createSaleListing(owner.user.id, { model: "Vue" });
    const quiet = await createSaleListing(owner.user.id, { model: "Calme" });
    const stranger = await member();
    const theirs = await createSaleListing(stranger.user.id);
    const now = new Date();
    const yesterday = new Date(now.getTime() - 86_400_000);
    const regular = await visitorCookie();
    await recordListingView(await visit(regular), sale.id, now);
    await recordListingView(await visit(), sale.id, now);
    await recordListingView(await visit(regular), sale.id, yesterday);
    await recordListingView(await visit(), theirs.id, now);
    // Seen 40 days ago: outside the window.
    await db()
      .insert(listingViews)
      .values({ listingId: sale.id, day: day(-40), visitor: "ancien" });
    const fan = await member();
    await addFavorite(fan.user.id, { kind: "sale", id: sale.id });
    expect((await openConversation(fan.user.id, { kind: "sale", id: sale.id })).ok).toBe(true);

    expect((await dashboardLoader(loaderArgs(owner.cookie))).statistics).toBeNull();

    await installDefaultPlans();
    await recordSubscription(owner.user.id, {
      provider: "sandbox",
      providerSubscriptionId: `sub_stats_${seq}`,
      productId: (await proProductId()) as string,
      status: "active",
      currentPeriodEnd: new Date(now.getTime() + 30 * 86_400_000),
    });
    const statistics = (await dashboardLoader(loaderArgs(owner.cookie))).statistics;
    expect(statistics?.daily).toHaveLength(30);
    expect(statistics?.daily.at(-1)).toEqual({ day: day(0), views: 2 });
    expect(statistics?.daily.at(-2)).toEqual({ day: day(-1), views: 1 });
    expect(statistics?.daily.reduce((n, d) => n + d.views, 0)).toBe(3);
    expect(statistics?.listings.map((l) => [l.model, l.views, l.favorites, l.contacts, l.contactRate])).toEqual([
      ["Vue", 3, 1, 1, 33.3],
      ["Calme", 0, 0, 0, null],
    ]);
    expect(quiet.id).toBe(statistics?.listings[1]?.id);
  });
});
