import { RouterContextProvider } from "react-router";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createSaleListing, createUser } from "../../app/features/demo/factories.server.ts";
import { addReview } from "../../app/features/reviews/reviews.server.ts";
import { editFormValues } from "../../app/features/listings/posting/edit-values.ts";
import { storeListingPhotos } from "../../app/features/listings/posting/photos.server.ts";
import { resolveCountry } from "../../app/lib/countries.ts";
import { action as editAction } from "../../app/routes/listing-edit.tsx";
import { db } from "../../app/server/db.server.ts";
import { EVERY_SHARED_PAGE, onSharedPageChanged } from "../../app/server/shared-pages.server.ts";
import { setSiteLimit } from "../../app/features/settings/site-limits.server.ts";
import { createPackage } from "../../app/features/promotion/packages.server.ts";
import { grantPromotion } from "../../app/features/promotion/promotion.server.ts";
import { useTestDatabase } from "../support/database.ts";
import { sessionCookie } from "../support/session.ts";

useTestDatabase();

/**
 * An owner's edit changes the page every visitor shares (a price and its history, the words, the
 * photos), and so does a review: every instance forgets its copies once the change is saved, so a
 * buyer who follows the price-drop mail finds the new price, and a reviewer sent back to the page
 * finds their review, not a copy kept from before.
 */
const heard = new Set<string>();
let stop: (() => Promise<void>) | null = null;
beforeEach(async () => {
  heard.clear();
  stop = await onSharedPageChanged((path) => heard.add(path));
});
afterEach(async () => {
  await stop?.();
});

describe("an owner's edit of a listing", () => {
  it("makes every instance forget the listing's shared page", async () => {
    await createUser({ email: "modif@example.test" });
    const owner = await db().query.profiles.findFirst({ where: (p, { eq }) => eq(p.email, "modif@example.test") });
    const jpeg = new Uint8Array(
      await sharp({ create: { width: 640, height: 480, channels: 3, background: "#0f766e" } })
        .jpeg()
        .toBuffer(),
    );
    const { photos } = await storeListingPhotos(owner!.id, [new File([jpeg], "a.jpg", { type: "image/jpeg" })]);
    const sale = await createSaleListing(owner!.id, { model: "Corolla", price: 9_000_000, country: "CI", images: photos as string[] });
    const values = editFormValues(sale as never, resolveCountry("CI"));
    const form = new FormData();
    for (const [name, value] of Object.entries({ ...values, price: "8500000" })) {
      for (const one of Array.isArray(value) ? value : [value]) form.append(name, one);
    }
    for (const photo of sale.images) form.append("keptPhotos", photo);
    const request = new Request(`http://localhost:3000/annonces/${sale.id}/modifier`, {
      method: "POST",
      headers: { cookie: await sessionCookie("modif@example.test"), "x-client-ip": "10.61.0.1" },
      body: form,
    });
    const response = (await editAction({ request, params: { id: sale.id }, context: new RouterContextProvider() } as never)) as Response;
    expect(response.status).toBe(302);
    expect(heard).toEqual(new Set([`/listing/${sale.id}`]));
  });

  it("and a review of it make every instance forget the listing's shared page", async () => {
    const owner = await createUser({ email: "note-vendeur@example.test" });
    const reviewer = await createUser({ email: "note-client@example.test", createdAt: new Date(Date.now() - 3 * 86_400_000) });
    const sale = await createSaleListing(owner!.id, { country: "CI" });
    expect((await addReview(reviewer!.id, { kind: "sale", id: sale.id }, { rating: 4, comment: "Très bon vendeur" })).ok).toBe(true);
    expect(heard).toEqual(new Set([`/listing/${sale.id}`]));
  });
});

describe("a site limit saved by an admin", () => {
  it("makes every instance forget every shared page: a rental's page states its longest stay, which the browser checks", async () => {
    await setSiteLimit("max_booking_days", 45);
    expect(heard).toEqual(new Set([EVERY_SHARED_PAGE]));
    await setSiteLimit("max_booking_days", 90);
  });
});

describe("a listing put in the Premium places", () => {
  it("makes every instance forget every shared page: the home page's Premium places and browse's order change for everyone", async () => {
    const admin = await createUser({ email: "chef-premium@example.test", role: "admin" });
    const owner = await createUser({ email: "vendeur-premium@example.test" });
    const pack = await createPackage(admin.id, { name: "Pack vitrine", durationDays: 7, price: 5_000, features: ["En tête des résultats"] });
    if (!pack.ok) throw new Error(pack.error);
    const sale = await createSaleListing(owner.id, { country: "CI" });
    heard.clear();
    expect((await grantPromotion(admin.id, { listingId: sale.id, packageId: pack.id })).ok).toBe(true);
    expect(heard).toEqual(new Set([EVERY_SHARED_PAGE]));
  });
});
