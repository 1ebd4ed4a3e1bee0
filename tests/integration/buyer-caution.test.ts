import { describe, expect, it } from "vitest";
import { createSaleListing, createUser, saleListingValues } from "../../app/features/demo/factories.server.ts";
import { refreshPriceModel } from "../../app/features/pricing/pricing.server.ts";
import { reportMisleadingPrice } from "../../app/features/reports/reports.server.ts";
import { db } from "../../app/server/db.server.ts";
import { listings } from "../../app/server/schema.ts";
import { useTestDatabase } from "../support/database.ts";
import { handle } from "../support/request-handler.ts";
import { shownMarkup } from "../support/page-markup.ts";
import { sessionCookie } from "../support/session.ts";

useTestDatabase();

const CAUTION = "Prix anormalement bas : méfiez-vous des demandes de paiement avant la visite";
/** What the page shows (its scripts carry every message of the page, shown or not). */
const page = async (path: string, cookie?: string) =>
  shownMarkup(
    await (await handle(new Request(`http://localhost:3000${path}`, { headers: { "x-client-ip": "10.31.5.1", ...(cookie ? { cookie } : {}) } }))).text(),
  );

describe("a too-good price's caution on a sale's page", () => {
  it("warns buyers, visitors and members alike, but not the seller on their own listing, who sees their panel instead", async () => {
    const market = await createUser({ email: "marche-prudence@example.test" });
    const rows = [];
    for (let i = 0; i < 30; i++) {
      const year = 2012 + (i % 10);
      const mileage = 40_000 + (i % 5) * 30_000;
      const price = Math.round(9_000_000 * 0.92 ** (2026 - year) * (1 - mileage / 600_000) * (1 + ((i % 7) - 3) / 100));
      rows.push(saleListingValues(market.id, { brand: "Toyota", model: "Corolla", year, mileage, price, bodyType: "Berline" }));
    }
    await db().insert(listings).values(rows);
    const sellerEmail = "appat-prudence@example.test";
    const seller = await createUser({ email: sellerEmail });
    await createUser({ email: "acheteur-prudence@example.test" });
    const bait = await createSaleListing(seller.id, { brand: "Toyota", model: "Corolla", year: 2019, mileage: 60_000, price: 1_500_000, bodyType: "Berline" });
    await refreshPriceModel(reportMisleadingPrice);

    const visitor = await page(`/listing/${bait.id}`);
    expect(visitor).toContain(CAUTION);
    expect(visitor).not.toContain("Votre annonce");
    const member = await page(`/listing/${bait.id}`, await sessionCookie("acheteur-prudence@example.test"));
    expect(member).toContain(CAUTION);

    const own = await page(`/listing/${bait.id}`, await sessionCookie(sellerEmail));
    expect(own).toContain("Votre annonce");
    expect(own).not.toContain(CAUTION);
  });
});
