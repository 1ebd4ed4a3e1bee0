import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { createRentalListing, createSaleListing, createUser } from "../../app/features/demo/factories.server.ts";
import { addReview } from "../../app/features/reviews/reviews.server.ts";
import { loader } from "../../app/routes/profile-public.tsx";
import { db } from "../../app/server/db.server.ts";
import { profiles } from "../../app/server/schema.ts";
import { useTestDatabase } from "../support/database.ts";

useTestDatabase();

async function load(userId: string) {
  const request = new Request(`http://localhost:3000/profile/${encodeURIComponent(userId)}`, { headers: { "x-client-ip": "10.40.0.1" } });
  const result = await loader({ request, params: { userId }, context: new RouterContextProvider() } as never);
  return "init" in result && "data" in result ? { status: result.init?.status ?? 200, data: result.data } : { status: 200, data: result };
}

describe("the public seller page", () => {
  it("shows the seller, their listings shown to visitors and the reviews of all their listings, never their email or phone", async () => {
    const seller = await createUser({
      email: "moussa.vendeur@example.test",
      firstName: "Moussa",
      lastName: "Diop",
      userType: "dealer",
      phone: "+221775421836",
    });
    const buyer = await createUser({ email: "awa.acheteuse@example.test", createdAt: new Date(Date.now() - 2 * 86_400_000) });
    const sale = await createSaleListing(seller.id);
    const rental = await createRentalListing(seller.id);
    await createSaleListing(seller.id, { status: "sold" });
    await addReview(buyer.id, { kind: "sale", id: sale.id }, { rating: 5, comment: "Vendeur sérieux" });
    await addReview(buyer.id, { kind: "rental", id: rental.id }, { rating: 4 });

    const { status, data } = await load(seller.id);
    expect(status).toBe(200);
    if (data.status !== "found") throw new Error("not found");
    expect(data.profile).toMatchObject({ id: seller.id, firstName: "Moussa", lastName: "Diop", userType: "dealer", city: "Abidjan", country: "CI" });
    expect(data.listings.total).toBe(2);
    expect(data.listings.listings.map((l) => l.id).sort()).toEqual([sale.id, rental.id].sort());
    expect(data.reviews.summary).toMatchObject({ total: 2, average: 4.5 });
    expect(data.reviews.items.map((r) => r.comment)).toEqual([null, "Vendeur sérieux"]);
    const json = JSON.stringify(data);
    expect(json).not.toContain("moussa.vendeur@example.test");
    expect(json).not.toContain("775421836");
  });

  it("is 'Profil non trouvé' (404) for an unknown or deleted account", async () => {
    const gone = await createUser({ email: "parti@example.test" });
    await db().update(profiles).set({ deletedAt: new Date() }).where(eq(profiles.id, gone.id));
    for (const id of [gone.id, "inconnu", "' or 1=1 --"]) {
      const { status, data } = await load(id);
      expect({ id, status, page: data.status }).toEqual({ id, status: 404, page: "not-found" });
    }
  });
});
