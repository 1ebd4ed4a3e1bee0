import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createSaleListing, createUser } from "../../app/features/demo/factories.server.ts";
import { db } from "../../app/server/db.server.ts";
import { listings } from "../../app/server/schema.ts";
import { useTestDatabase } from "../support/database.ts";
import { handle } from "../support/request-handler.ts";
import { sessionCookie } from "../support/session.ts";

useTestDatabase();

// Intl's fr-FR output groups with U+202F; read the page as plain spaces.
async function page(path: string, cookie: string): Promise<string> {
  const response = await handle(new Request(`http://localhost:3000${path}`, { headers: { cookie, "x-client-ip": "10.24.0.1" } }));
  expect(response.status, path).toBe(200);
  return (await response.text()).replace(/[\u202f\u00a0]/g, " ");
}

describe("a price edit shows wherever the price is", () => {
  it("2 000 000 → 1 950 000 CFA: the card and Mes Annonces read '1,95 million', the listing's page the exact amount", async () => {
    const email = "vendeur-prix@example.test";
    const seller = await createUser({ email, country: "CI" });
    const cookie = await sessionCookie(email);
    const sale = await createSaleListing(seller.id, { brand: "Peugeot", model: "Partner", price: 2_000_000 });

    expect(await page(`/listing/${sale.id}`, cookie)).toContain("2 000 000 CFA");
    // The seller lowers the price, as the edit form saves it.
    await db().update(listings).set({ price: 1_950_000 }).where(eq(listings.id, sale.id));

    const detail = await page(`/listing/${sale.id}`, cookie);
    expect(detail).toMatch(/data-testid="price"[^>]*>1 950 000 CFA/);
    expect(detail).not.toContain("2 000 000 CFA");

    const browse = await page("/listings?search=peugeot+partner", cookie);
    expect(browse).toMatch(/data-testid="price"[^>]*>1,95 million CFA/);

    const mine = await page("/profile?tab=annonces", cookie);
    expect(mine).toContain("1,95 million CFA");
    expect(mine).not.toContain("2 millions CFA");
  });
});
