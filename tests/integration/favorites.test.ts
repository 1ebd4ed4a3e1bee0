import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createRentalListing, createSaleListing, createUser } from "../../app/features/demo/factories.server.ts";
import { addFavorite, favoriteIds, listFavorites, removeFavorite } from "../../app/features/favorites/favorites.server.ts";
import { action } from "../../app/routes/favorites.tsx";
import { db } from "../../app/server/db.server.ts";
import { listings } from "../../app/server/schema.ts";
import { authPageMessage } from "../support/auth-page.ts";
import { useTestDatabase } from "../support/database.ts";
import { sessionCookie } from "../support/session.ts";

useTestDatabase();

function post(body: Record<string, string>, cookie?: string) {
  const request = new Request("http://localhost:3000/favorites", {
    method: "POST",
    body: new URLSearchParams(body),
    headers: cookie ? { cookie } : {},
  });
  return action({ request, params: {}, context: {} as never, unstable_pattern: "/favorites" } as never) as Promise<Response>;
}

describe("favourites", () => {
  it("adds, lists and removes, per user", async () => {
    const awa = await createUser({ email: "awa@example.test" });
    const kofi = await createUser({ email: "kofi@example.test" });
    const seller = await createUser({ email: "seller@example.test", userType: "seller" });
    const sale = await createSaleListing(seller.id);
    const rental = await createRentalListing(seller.id);

    expect(await addFavorite(awa.id, { kind: "sale", id: sale.id })).toBe(true);
    expect(await addFavorite(awa.id, { kind: "sale", id: sale.id })).toBe(true); // twice is harmless
    expect(await addFavorite(awa.id, { kind: "rental", id: rental.id })).toBe(true);
    expect((await listFavorites(awa.id)).map((l) => [l.kind, l.id])).toEqual([
      ["rental", rental.id],
      ["sale", sale.id],
    ]);
    expect(await listFavorites(kofi.id)).toEqual([]);
    expect([...(await favoriteIds(kofi.id, [sale.id]))]).toEqual([]);
    expect([...(await favoriteIds(awa.id, [sale.id]))]).toEqual([sale.id]);

    // Kofi removing "his" copy of Awa's favourite changes nothing for Awa.
    await removeFavorite(kofi.id, { kind: "sale", id: sale.id });
    expect(await listFavorites(awa.id)).toHaveLength(2);
    await removeFavorite(awa.id, { kind: "sale", id: sale.id });
    expect((await listFavorites(awa.id)).map((l) => l.id)).toEqual([rental.id]);
  });

  it("refuses listings that are not shown, and hides those that stop being shown", async () => {
    const awa = await createUser({ email: "awa2@example.test" });
    const seller = await createUser({ email: "seller2@example.test", userType: "seller" });
    const sold = await createSaleListing(seller.id, { status: "sold" });
    const unavailable = await createRentalListing(seller.id, { available: false });
    expect(await addFavorite(awa.id, { kind: "sale", id: sold.id })).toBe(false);
    expect(await addFavorite(awa.id, { kind: "rental", id: unavailable.id })).toBe(false);
    // A sale id is not a rental.
    const sale = await createSaleListing(seller.id);
    expect(await addFavorite(awa.id, { kind: "rental", id: sale.id })).toBe(false);
    expect(await addFavorite(awa.id, { kind: "sale", id: sale.id })).toBe(true);
    await db().update(listings).set({ deletedAt: new Date() }).where(eq(listings.id, sale.id));
    expect(await listFavorites(awa.id)).toEqual([]);
  });

  it("sends a visitor to sign in with the spec's message, and never fails on a bad id", async () => {
    const response = await post({ kind: "sale", listingId: "00000000-0000-4000-8000-000000000000", favorite: "1", redirectTo: "/listings" });
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get("location")!, "http://localhost");
    expect(location.pathname).toBe("/auth");
    expect(location.searchParams.get("reason")).toBe("favoris");
    expect(await authPageMessage(location.href)).toBe("Vous devez être connecté pour ajouter aux favoris");
    expect(location.searchParams.get("redirectTo")).toBe("/listings");
  });

  it("answers a signed-in user's bad or unknown id with the spec's error, not a failure", async () => {
    const ama = await createUser({ email: "ama@example.test" });
    const cookie = await sessionCookie("ama@example.test");
    for (const listingId of ["not-an-id", "00000000-0000-4000-8000-000000000000"]) {
      const response = await post({ kind: "sale", listingId, favorite: "1", redirectTo: "/listings" }, cookie);
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe("/listings");
      expect(response.headers.get("set-cookie")).toContain("aa_flash");
    }
    const seller = await createUser({ email: "seller3@example.test", userType: "seller" });
    const sale = await createSaleListing(seller.id);
    const added = await post({ kind: "sale", listingId: sale.id, favorite: "1", redirectTo: "https://evil.example/" }, cookie);
    expect(added.headers.get("location")).toBe("/favorites");
    expect((await listFavorites(ama.id)).map((l) => l.id)).toEqual([sale.id]);
  });
});
