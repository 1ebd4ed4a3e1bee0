import { eq } from "drizzle-orm";
import sharp from "sharp";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { createUser } from "../../app/features/demo/factories.server.ts";
import { addFavorite } from "../../app/features/favorites/favorites.server.ts";
import { editFormValues } from "../../app/features/listings/posting/edit-values.ts";
import { storeListingPhotos } from "../../app/features/listings/posting/photos.server.ts";
import { listingMarket } from "../../app/features/listings/price-history.server.ts";
import { priceDropUnsubscribeUrl, runPriceDropAlerts, unsubscribePriceDrops } from "../../app/features/saved-searches/price-drops.server.ts";
import { createSaleListing } from "../../app/features/demo/factories.server.ts";
import { resolveCountry } from "../../app/lib/countries.ts";
import { action as editAction } from "../../app/routes/listing-edit.tsx";
import { db } from "../../app/server/db.server.ts";
import { listings, notifications } from "../../app/server/schema.ts";
import { useTestDatabase } from "../support/database.ts";
import { mailsTo } from "../support/mails.ts";
import { sessionCookie } from "../support/session.ts";

const { dataDir } = useTestDatabase();
const ORIGIN = "http://localhost:3000";
const jpeg = async () =>
  new Uint8Array(
    await sharp({ create: { width: 640, height: 480, channels: 3, background: "#0f766e" } })
      .jpeg()
      .toBuffer(),
  );

let seq = 0;
const member = (firstName = "Awa") => createUser({ email: `baisse${++seq}@example.test`, firstName });

/** The owner's edit form, sent as the page sends it, with a new price in CFA. */
async function editPrice(ownerEmail: string, id: string, price: number) {
  const [row] = await db().select().from(listings).where(eq(listings.id, id));
  const values = editFormValues(row, resolveCountry("CI"));
  const form = new FormData();
  for (const [k, v] of Object.entries({ ...values, price: String(price) })) {
    for (const value of Array.isArray(v) ? v : [v]) form.append(k, value);
  }
  for (const photo of row.images) form.append("keptPhotos", photo);
  const request = new Request(`${ORIGIN}/annonces/${id}/modifier`, {
    method: "POST",
    headers: { cookie: await sessionCookie(ownerEmail), "x-client-ip": "10.61.0.1" },
    body: form,
  });
  const response = (await editAction({ request, params: { id }, context: new RouterContextProvider() } as never)) as Response;
  expect(response.status).toBe(302);
}

const bellOf = (userId: string) =>
  db().select({ title: notifications.title, message: notifications.message }).from(notifications).where(eq(notifications.userId, userId));

describe("price drops on favourites", () => {
  it("records each change, tells each fan once per drop in the bell and by mail, never the owner; the page shows the history", async () => {
    const owner = await member();
    const fan = await member("Kofi");
    const other = await member();
    const stored = await storeListingPhotos(owner.id, [new File([await jpeg()], "a.jpg", { type: "image/jpeg" })]);
    const car = await createSaleListing(owner.id, { brand: "Toyota", model: "Hilux", year: 2018, price: 13_500_000, images: stored.photos as string[] });
    expect(await addFavorite(fan.id, { kind: "sale", id: car.id })).toBe(true);
    expect(await addFavorite(owner.id, { kind: "sale", id: car.id })).toBe(true);

    await editPrice(owner.email, car.id, 12_500_000);
    // Two jobs at once: the drop is claimed by one of them.
    await Promise.all([runPriceDropAlerts(), runPriceDropAlerts()]);
    await runPriceDropAlerts();
    expect(await bellOf(fan.id)).toEqual([{ title: "Baisse de prix", message: "Baisse de prix : Toyota Hilux 2018 — 12,5 millions CFA (−1 million)" }]);
    expect(await bellOf(owner.id)).toEqual([]);
    expect(await bellOf(other.id)).toEqual([]);
    const [mail, ...more] = mailsTo(dataDir(), fan.email);
    expect(more).toEqual([]);
    expect(mail).toContain("Baisse de prix : Toyota Hilux 2018");
    expect(mail).toContain(`/listing/${car.id}`);
    expect(mail).toContain("/emails/desabonnement?t=baisse");
    expect(mail).toMatch(/<img src="[^"]+-400\.webp"/);

    // A rise is history, not news; the next drop is news again.
    await editPrice(owner.email, car.id, 13_000_000);
    await editPrice(owner.email, car.id, 12_000_000);
    await runPriceDropAlerts();
    expect(await bellOf(fan.id)).toHaveLength(2);
    const market = await listingMarket(car.id);
    expect(market?.online).toBe("En ligne depuis aujourd'hui");
    expect(market?.priceChanges.map((c) => [c.oldPrice, c.newPrice])).toEqual([
      [13_500_000, 12_500_000],
      [12_500_000, 13_000_000],
      [13_000_000, 12_000_000],
    ]);

    // The mail's stop link: a forged one changes nothing, the real one stops the mails (the bell stays).
    const link = new URL(priceDropUnsubscribeUrl(fan.id));
    expect(await unsubscribePriceDrops(other.id, link.searchParams.get("s"))).toMatchObject({ ok: false });
    expect(await unsubscribePriceDrops(fan.id, link.searchParams.get("s"))).toMatchObject({ ok: true });
    await editPrice(owner.email, car.id, 11_000_000);
    await runPriceDropAlerts();
    expect(await bellOf(fan.id)).toHaveLength(3);
    expect(mailsTo(dataDir(), fan.email)).toHaveLength(2);
  });
});
