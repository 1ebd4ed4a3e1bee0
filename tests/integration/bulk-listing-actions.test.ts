import { asc, eq, inArray } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { createRentalListing, createSaleListing, createUser } from "../../app/features/demo/factories.server.ts";
import { BULK_MESSAGES } from "../../app/features/listings/manage/bulk-listing-actions.ts";
import { changeListingPrice } from "../../app/features/listings/manage/change-price.server.ts";
import { priceHistory } from "../../app/features/listings/price-history.server.ts";
import { action as profileAction } from "../../app/routes/profile.tsx";
import { db } from "../../app/server/db.server.ts";
import { listingPriceChanges, listings } from "../../app/server/schema.ts";
import { readToast } from "../../app/server/toast.server.ts";
import { useTestDatabase } from "../support/database.ts";
import { sessionCookie } from "../support/session.ts";

useTestDatabase();

const ORIGIN = "http://localhost:3000";
let seq = 0;
async function member() {
  const email = `groupe${++seq}@example.test`;
  const user = await createUser({ email });
  return { user, cookie: await sessionCookie(email) };
}

/** The action bar posted: `ids` once per box ticked. */
function bulk(cookie: string, bulkAction: string, ids: readonly string[], percent?: string) {
  const body = new URLSearchParams({ intent: "listings-bulk", bulkAction });
  for (const id of ids) body.append("ids", id);
  if (percent !== undefined) body.set("percent", percent);
  const request = new Request(`${ORIGIN}/profile`, { method: "POST", headers: { cookie, "x-client-ip": "10.62.0.1" }, body });
  return profileAction({ request, params: {}, context: new RouterContextProvider() } as never) as Promise<Response>;
}

async function toastOf(response: Response) {
  expect(response.status).toBe(302);
  expect(response.headers.get("Location")).toBe("/profile?tab=annonces");
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  return (await readToast(new Request(ORIGIN, { headers: { cookie } }))).toast;
}

const rows = async (ids: string[]) => Object.fromEntries((await db().select().from(listings).where(inArray(listings.id, ids))).map((row) => [row.id, row]));

describe("the action bar of 'Mes Annonces'", () => {
  it("changes the price of the owner's listings by a percentage, in the price history, and never touches another member's", async () => {
    const [owner, other] = [await member(), await member()];
    const a = await createSaleListing(owner.user.id, { price: 4_500_000 });
    const b = await createRentalListing(owner.user.id, { price: 45_555 });
    const theirs = await createSaleListing(other.user.id, { price: 9_000_000 });
    const toast = await toastOf(await bulk(owner.cookie, "price", [a.id, b.id, theirs.id], "-10"));
    expect(toast).toEqual({ type: "warning", title: "Prix modifié sur 2 annonces", description: "1 annonce refusée" });
    const after = await rows([a.id, b.id, theirs.id]);
    expect(after[a.id].price).toBe(4_050_000);
    expect(after[b.id].price).toBe(41_000); // 40 999.5, rounded to a whole XOF
    expect(after[theirs.id]).toMatchObject({ price: 9_000_000, updatedAt: theirs.updatedAt });
    expect(await priceHistory(a.id)).toEqual([{ oldPrice: 4_500_000, newPrice: 4_050_000, changedAt: expect.any(String) }]);
    expect(await priceHistory(b.id)).toEqual([{ oldPrice: 45_555, newPrice: 41_000, changedAt: expect.any(String) }]);
    expect(await priceHistory(theirs.id)).toEqual([]);

    // Up again by 5 %: a second line, from the price really replaced.
    expect(await toastOf(await bulk(owner.cookie, "price", [a.id], "+5"))).toEqual({ type: "success", title: "Prix modifié sur 1 annonce" });
    expect((await priceHistory(a.id)).map((c) => [c.oldPrice, c.newPrice])).toEqual([
      [4_500_000, 4_050_000],
      [4_050_000, 4_252_500],
    ]);
  });

  it("chains the price history when two changes of one listing arrive at once: each from the price the other left", async () => {
    const owner = await member();
    const sale = await createSaleListing(owner.user.id, { price: 4_500_000 });
    await Promise.all([bulk(owner.cookie, "price", [sale.id], "-10"), bulk(owner.cookie, "price", [sale.id], "-10")]);
    expect((await rows([sale.id]))[sale.id].price).toBe(3_645_000);
    const [first, second] = await priceHistory(sale.id);
    expect([first?.oldPrice, first?.newPrice, second?.oldPrice, second?.newPrice]).toEqual([4_500_000, 4_050_000, 4_050_000, 3_645_000]);
  });

  it("refuses a percentage out of bounds or not a whole number, saying so in French, and changes nothing", async () => {
    const owner = await member();
    const sale = await createSaleListing(owner.user.id, { price: 1_000_000 });
    for (const percent of ["-91", "101", "150", "-100", "2.5", "abc", "1e2", "99999999999999999999", "-1 0", "--10", ""]) {
      expect(await toastOf(await bulk(owner.cookie, "price", [sale.id], percent))).toEqual({ type: "error", title: BULK_MESSAGES.invalidPercent });
    }
    expect(await toastOf(await bulk(owner.cookie, "price", [sale.id]))).toEqual({ type: "error", title: BULK_MESSAGES.invalidPercent });
    expect(await toastOf(await bulk(owner.cookie, "price", [sale.id], "0"))).toEqual({ type: "error", title: BULK_MESSAGES.zeroPercent });
    expect(BULK_MESSAGES.invalidPercent).toBe("Le pourcentage doit être un nombre entier entre −90 et +100 (par exemple −10 ou 5).");
    expect((await rows([sale.id]))[sale.id].price).toBe(1_000_000);
    expect(await db().select().from(listingPriceChanges).where(eq(listingPriceChanges.listingId, sale.id))).toEqual([]);
  });

  it("keeps a price at 1 XOF at least, and refuses one past what a price holds", async () => {
    const owner = await member();
    const cheap = await createSaleListing(owner.user.id, { price: 3 });
    const dear = await createSaleListing(owner.user.id, { price: 2_000_000_000 });
    expect(await toastOf(await bulk(owner.cookie, "price", [dear.id], "100"))).toEqual({
      type: "error",
      title: "Aucune annonce modifiée",
      description: "1 annonce refusée",
    });
    expect((await rows([dear.id]))[dear.id].price).toBe(2_000_000_000);
    expect(await toastOf(await bulk(owner.cookie, "price", [cheap.id, dear.id], "-90"))).toMatchObject({ title: "Prix modifié sur 2 annonces" });
    const after = await rows([cheap.id, dear.id]);
    expect([after[cheap.id].price, after[dear.id].price]).toEqual([1, 200_000_000]);
    // The function itself, on another member's listing: not found, nothing written.
    const other = await member();
    expect(await changeListingPrice(other.user.id, { kind: "sale", id: cheap.id }, 50)).toMatchObject({ ok: false, code: "not-found" });
    expect((await rows([cheap.id]))[cheap.id].price).toBe(1);
  });

  it("renews, marks sold (sales only) and archives each listing by its own rules, counting the refused", async () => {
    const [owner, other] = [await member(), await member()];
    const expired = await createSaleListing(owner.user.id, { status: "expired", expiresAt: new Date(Date.now() - 86_400_000) });
    const online = await createSaleListing(owner.user.id);
    const rental = await createRentalListing(owner.user.id);
    const deleted = await createSaleListing(owner.user.id, { deletedAt: new Date() });
    const theirs = await createSaleListing(other.user.id, { status: "expired", expiresAt: new Date(Date.now() - 86_400_000) });

    expect(await toastOf(await bulk(owner.cookie, "renew", [expired.id, theirs.id, deleted.id]))).toEqual({
      type: "warning",
      title: "1 annonce renouvelée",
      description: "2 annonces refusées",
    });
    expect(await toastOf(await bulk(owner.cookie, "sold", [online.id, rental.id, theirs.id]))).toEqual({
      type: "warning",
      title: "1 annonce marquée comme vendue",
      description: "2 annonces refusées",
    });
    expect(await toastOf(await bulk(owner.cookie, "archive", [expired.id, rental.id]))).toEqual({ type: "success", title: "2 annonces archivées" });
    const after = await rows([expired.id, online.id, rental.id, deleted.id, theirs.id]);
    expect(after[expired.id].status).toBe("archived");
    expect(after[online.id].status).toBe("sold");
    expect(after[rental.id].status).toBe("archived");
    expect(after[deleted.id]).toMatchObject({ status: "active", updatedAt: deleted.updatedAt });
    expect(after[theirs.id]).toMatchObject({ status: "expired", expiresAt: theirs.expiresAt, updatedAt: theirs.updatedAt });

    // Another member's ids only: nothing changes, all refused.
    expect(await toastOf(await bulk(other.cookie, "archive", [online.id, rental.id]))).toEqual({
      type: "error",
      title: "Aucune annonce modifiée",
      description: "2 annonces refusées",
    });
  });

  it("refuses the whole request for no selection, more than 200 ids, a malformed one or an unknown action", async () => {
    const owner = await member();
    const sale = await createSaleListing(owner.user.id);
    const ids = (n: number) => Array.from({ length: n }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`);
    expect(await toastOf(await bulk(owner.cookie, "archive", [sale.id, ...ids(200)]))).toEqual({ type: "error", title: BULK_MESSAGES.tooMany });
    expect(await toastOf(await bulk(owner.cookie, "archive", []))).toEqual({ type: "error", title: BULK_MESSAGES.noSelection });
    for (const bad of ["not-an-id", "' or 1=1 --", `${sale.id}x`, "9".repeat(5000)]) {
      expect(await toastOf(await bulk(owner.cookie, "archive", [sale.id, bad]))).toEqual({ type: "error", title: BULK_MESSAGES.invalidSelection });
    }
    for (const action of ["delete", "online", "", "renew; drop"]) {
      expect(await toastOf(await bulk(owner.cookie, action, [sale.id]))).toEqual({ type: "error", title: BULK_MESSAGES.failed });
    }
    expect((await rows([sale.id]))[sale.id].status).toBe("active");
    // 200 is allowed: the owner's listing among 199 unknown ids changes, the others count as refused.
    expect(await toastOf(await bulk(owner.cookie, "archive", [sale.id, ...ids(199)]))).toEqual({
      type: "warning",
      title: "1 annonce archivée",
      description: "199 annonces refusées",
    });
  });

  it("sends a visitor to sign in, changing nothing", async () => {
    const owner = await member();
    const sale = await createSaleListing(owner.user.id);
    const answer = await bulk("", "archive", [sale.id]).catch((thrown: unknown) => thrown as Response);
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toMatch(/^\/auth/);
    expect((await db().select({ status: listings.status }).from(listings).where(eq(listings.id, sale.id)).orderBy(asc(listings.id)))[0].status).toBe("active");
  });
});
