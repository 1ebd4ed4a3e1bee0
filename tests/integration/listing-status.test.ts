import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createRentalListing, createSaleListing, createUser } from "../../app/features/demo/factories.server.ts";
import { setListingStatus, setRentalAvailability } from "../../app/features/listings/listing-status.server.ts";
import { db } from "../../app/server/db.server.ts";
import { listings } from "../../app/server/schema.ts";
import { onSharedPageChanged } from "../../app/server/shared-pages.server.ts";
import { useTestDatabase } from "../support/database.ts";

useTestDatabase();

const row = async (id: string) => (await db().select().from(listings).where(eq(listings.id, id)))[0];

describe("the owner's listing status", () => {
  it("lets the owner sell, archive and put back a sale; nobody else", async () => {
    const [owner, other] = [await createUser({ email: "owner@example.test" }), await createUser({ email: "other@example.test" })];
    const sale = await createSaleListing(owner.id);
    const ref = { kind: "sale" as const, id: sale.id };
    expect(await setListingStatus(other.id, ref, "sold")).toBe(false);
    expect((await row(sale.id))?.status).toBe("active");
    expect(await setListingStatus(owner.id, ref, "sold")).toBe(true);
    expect((await row(sale.id))?.status).toBe("sold");
    expect(await setListingStatus(owner.id, ref, "active")).toBe(true);
    expect(await setListingStatus(owner.id, { kind: "rental", id: sale.id }, "archived")).toBe(false);
    expect(await setListingStatus(owner.id, { kind: "sale", id: "x" }, "sold")).toBe(false);
    const deleted = await createSaleListing(owner.id, { deletedAt: new Date() });
    expect(await setListingStatus(owner.id, { kind: "sale", id: deleted.id }, "active")).toBe(false);
  });

  it("moves a listing along its lifecycle only, once when requests race (ADR 0059)", async () => {
    const owner = await createUser({ email: "course@example.test" });
    const sale = await createSaleListing(owner.id);
    const ref = { kind: "sale" as const, id: sale.id };
    const raced = await Promise.all([
      setListingStatus(owner.id, ref, "sold"),
      setListingStatus(owner.id, ref, "sold"),
      setListingStatus(owner.id, ref, "archived"),
    ]);
    expect(raced.filter(Boolean)).toHaveLength(1);
    // Sold is not archived, nor sold again; it goes back online first.
    const after = (await row(sale.id))?.status;
    expect(await setListingStatus(owner.id, ref, after === "sold" ? "sold" : "archived")).toBe(false);
    // An expired listing, even one whose period a clock says is not over, is renewed, not put back.
    const expired = await createSaleListing(owner.id, { status: "expired", expiresAt: new Date(Date.now() + 86_400_000) });
    expect(await setListingStatus(owner.id, { kind: "sale", id: expired.id }, "active")).toBe(false);
    expect(await setListingStatus(owner.id, { kind: "sale", id: expired.id }, "sold")).toBe(false);
    expect((await row(expired.id))?.status).toBe("expired");
  });

  it("never sells a rental, and offers or withdraws only the owner's rentals", async () => {
    const [owner, other] = [await createUser({ email: "loueur@example.test" }), await createUser({ email: "autre@example.test" })];
    const rental = await createRentalListing(owner.id);
    expect(await setListingStatus(owner.id, { kind: "rental", id: rental.id }, "sold")).toBe(false);
    expect(await setListingStatus(owner.id, { kind: "rental", id: rental.id }, "archived")).toBe(true);
    expect(await setRentalAvailability(other.id, rental.id, false)).toBe(false);
    expect(await setRentalAvailability(owner.id, rental.id, false)).toBe(true);
    expect((await row(rental.id))?.available).toBe(false);
    const sale = await createSaleListing(owner.id);
    expect(await setRentalAvailability(owner.id, sale.id, false)).toBe(false);
    expect((await row(sale.id))?.available).toBe(true);
  });

  it("tells the pages visitors share that a listing's page changed, and only when it did", async () => {
    const owner = await createUser({ email: "annonceur@example.test" });
    const [sale, rental] = [await createSaleListing(owner.id), await createRentalListing(owner.id)];
    const heard = new Set<string>();
    const stop = await onSharedPageChanged((path) => heard.add(path));
    try {
      expect(await setListingStatus(owner.id, { kind: "rental", id: sale.id }, "archived")).toBe(false);
      expect(heard.size).toBe(0);
      expect(await setListingStatus(owner.id, { kind: "sale", id: sale.id }, "sold")).toBe(true);
      expect(heard).toEqual(new Set([`/listing/${sale.id}`]));
      expect(await setRentalAvailability(owner.id, rental.id, false)).toBe(true);
      expect(heard).toContain(`/rental/${rental.id}`);
    } finally {
      await stop();
    }
  });
});
