import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { signIn } from "../../app/features/accounts/accounts.server.ts";
import { createRentalListing, createSaleListing, createUser } from "../../app/features/demo/factories.server.ts";
import { addFavorite } from "../../app/features/favorites/favorites.server.ts";
import { sitemapChunks } from "../../app/features/listings/detail/sitemap.server.ts";
import { action as saleAction, loader as saleLoader } from "../../app/routes/listing-detail.tsx";

// One route module serves both paths.
const rentalAction = saleAction;
const rentalLoader = saleLoader;
import { loader as sitemapLoader } from "../../app/routes/sitemap.ts";
import { db } from "../../app/server/db.server.ts";
import { listings, reviews } from "../../app/server/schema.ts";
import { readToast } from "../../app/server/toast.server.ts";
import { authPageMessage } from "../support/auth-page.ts";
import { useTestDatabase } from "../support/database.ts";

useTestDatabase();

const ORIGIN = "http://localhost:3000";
type SaleArgs = Parameters<typeof saleLoader>[0];
type RentalArgs = Parameters<typeof rentalLoader>[0];

function request(path: string, init: { cookie?: string; form?: Record<string, string> } = {}) {
  const headers = new Headers({ "x-client-ip": "10.20.0.1" });
  if (init.cookie) headers.set("cookie", init.cookie);
  if (!init.form) return new Request(`${ORIGIN}${path}`, { headers });
  return new Request(`${ORIGIN}${path}`, { method: "POST", headers, body: new URLSearchParams(init.form) });
}

const args = <A>(req: Request, id: string) => ({ request: req, params: { id }, context: new RouterContextProvider() }) as unknown as A;

/** A loader's value and HTTP status, whether it returned plain data or `data(…, { status })`. */
function unwrap<T extends object>(result: T) {
  if ("init" in result && "data" in result) {
    return { status: (result.init as ResponseInit | null)?.status ?? 200, data: result.data as Exclude<T, { init: unknown }> };
  }
  return { status: 200, data: result as Exclude<T, { init: unknown }> };
}

/** The contact buttons' answer: always a redirect. */
async function redirected(answer: Promise<unknown>): Promise<Response> {
  const response = await answer;
  if (!(response instanceof Response)) throw new Error("expected a redirect");
  return response;
}

async function cookieFor(email: string): Promise<string> {
  const result = await signIn(request("/auth"), email, "motdepasse123");
  if (!result.ok) throw new Error(result.error);
  return result.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

let seller: Awaited<ReturnType<typeof createUser>>;
let buyer: Awaited<ReturnType<typeof createUser>>;
let sale: Awaited<ReturnType<typeof createSaleListing>>;
let rental: Awaited<ReturnType<typeof createRentalListing>>;
let sellerCookie = "";
let buyerCookie = "";

beforeAll(async () => {
  seller = await createUser({ email: "vendeur@example.test", firstName: "Moussa", lastName: "Diop", userType: "dealer", phone: "+221775421836" });
  buyer = await createUser({ email: "acheteur@example.test", firstName: "Awa", lastName: "Koné" });
  sale = await createSaleListing(seller.id, {
    images: ["listings/photo-a", "listings/photo-b"],
    description: "Très bon état, entretien suivi.",
    documentsAvailable: ["Carte grise"],
    lastService: "2025-01-15",
  });
  rental = await createRentalListing(seller.id, { images: ["listings/photo-c"] });
  await db()
    .insert(reviews)
    .values([
      { listingId: sale.id, reviewerId: buyer.id, rating: 5, comment: "Vendeur sérieux" },
      { listingId: sale.id, reviewerId: seller.id, rating: 4 },
    ]);
  sellerCookie = await cookieFor("vendeur@example.test");
  buyerCookie = await cookieFor("acheteur@example.test");
});

describe("sale detail page", () => {
  it("returns the listing with its seller, reviews and favourite state", async () => {
    await addFavorite(buyer.id, { kind: "sale", id: sale.id });
    const { status, data } = unwrap(await saleLoader(args<SaleArgs>(request(`/listing/${sale.id}`, { cookie: buyerCookie }), sale.id)));
    expect(status).toBe(200);
    if (data.status !== "found") throw new Error("not found");
    expect(data.listing).toMatchObject({ id: sale.id, brand: "Toyota", model: "Corolla", price: 7_500_000, sale: { documentsAvailable: ["Carte grise"] } });
    expect(data.owner).toMatchObject({ id: seller.id, firstName: "Moussa", lastName: "Diop", userType: "dealer", phone: "+221775421836" });
    expect(data.reviews.summary).toMatchObject({ total: 2, average: 4.5 });
    expect(data.reviews.items.map((r) => r.author).sort()).toEqual(["Awa K.", "Moussa D."]);
    expect(data.isFavorite).toBe(true);
    expect(data.country).toBe("CI");
  });

  it("describes the listing for link previews with absolute URLs", async () => {
    const { data } = unwrap(await saleLoader(args<SaleArgs>(request(`/listing/${sale.id}`), sale.id)));
    if (data.status !== "found") throw new Error("not found");
    expect(data.isFavorite).toBe(false);
    expect(data.share).toEqual({
      title: "Toyota Corolla 2018 — 7,5 millions CFA",
      description: expect.stringContaining("À vendre à Abidjan, Côte d'Ivoire"),
      url: `${ORIGIN}/listing/${sale.id}`,
      image: `${ORIGIN}/uploads/listings/photo-a-800.webp`,
    });
  });

  it("is not found (404) when sold, deleted, unknown or malformed", async () => {
    const sold = await createSaleListing(seller.id, { status: "sold" });
    const deleted = await createSaleListing(seller.id, { deletedAt: new Date() });
    for (const id of [sold.id, deleted.id, "00000000-0000-4000-8000-000000000000", "pas-un-uuid", "1 or 1=1"]) {
      const { status, data } = unwrap(await saleLoader(args<SaleArgs>(request(`/listing/${encodeURIComponent(id)}`), id)));
      expect({ id, status, found: data.status }).toEqual({ id, status: 404, found: "not-found" });
    }
  });

  it("shows the owner their own listing, even sold, as theirs to edit; others only while it is shown", async () => {
    const own = unwrap(await saleLoader(args<SaleArgs>(request(`/listing/${sale.id}`, { cookie: sellerCookie }), sale.id)));
    if (own.data.status !== "found") throw new Error("not found");
    expect(own.data.isOwner).toBe(true);
    const other = unwrap(await saleLoader(args<SaleArgs>(request(`/listing/${sale.id}`, { cookie: buyerCookie }), sale.id)));
    if (other.data.status !== "found") throw new Error("not found");
    expect(other.data.isOwner).toBe(false);

    const sold = await createSaleListing(seller.id, { status: "sold" });
    const mine = unwrap(await saleLoader(args<SaleArgs>(request(`/listing/${sold.id}`, { cookie: sellerCookie }), sold.id)));
    expect(mine.status).toBe(200);
    if (mine.data.status !== "found") throw new Error("not found");
    expect(mine.data).toMatchObject({ isOwner: true, listing: { status: "sold" } });
    const theirs = unwrap(await saleLoader(args<SaleArgs>(request(`/listing/${sold.id}`, { cookie: buyerCookie }), sold.id)));
    expect(theirs.status).toBe(404);
    const deleted = await createSaleListing(seller.id, { deletedAt: new Date() });
    const gone = unwrap(await saleLoader(args<SaleArgs>(request(`/listing/${deleted.id}`, { cookie: sellerCookie }), deleted.id)));
    expect(gone.status).toBe(404);
  });

  it("does not show a rental id on the sale page", async () => {
    const { status } = unwrap(await saleLoader(args<SaleArgs>(request(`/listing/${rental.id}`), rental.id)));
    expect(status).toBe(404);
  });
});

describe("rental detail page", () => {
  it("returns the listing with its owner, and hides it once unavailable", async () => {
    const { data } = unwrap(await rentalLoader(args<RentalArgs>(request(`/rental/${rental.id}`), rental.id)));
    if (data.status !== "found") throw new Error("not found");
    expect(data.listing).toMatchObject({ id: rental.id, kind: "rental", price: 45_000, sale: null });
    expect(data.owner.id).toBe(seller.id);
    expect(data.share.title).toBe("Toyota Prado 2020 — 45K CFA/jour");

    const hidden = await createRentalListing(seller.id, { available: false });
    const { status } = unwrap(await rentalLoader(args<RentalArgs>(request(`/rental/${hidden.id}`), hidden.id)));
    expect(status).toBe(404);
  });
});

describe("contacting the seller", () => {
  it("sends a visitor to sign in, then back to the listing", async () => {
    const response = await redirected(saleAction(args(request(`/listing/${sale.id}`, { form: { intent: "contact" } }), sale.id)));
    const location = new URL(response.headers.get("Location") ?? "", ORIGIN);
    expect(response.status).toBe(302);
    expect(location.pathname).toBe("/auth");
    expect(location.searchParams.get("reason")).toBe("connexion");
    expect(await authPageMessage(location.href)).toBe("Vous devez être connecté");
    expect(location.searchParams.get("redirectTo")).toBe(`/listing/${sale.id}`);
  });

  it("refuses contacting oneself with a message on the listing", async () => {
    const response = await redirected(saleAction(args(request(`/listing/${sale.id}`, { cookie: sellerCookie, form: { intent: "contact" } }), sale.id)));
    expect(response.headers.get("Location")).toBe(`/listing/${sale.id}`);
    const cookie = response.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
    const { toast } = await readToast(request("/", { cookie }));
    expect(toast).toEqual({ type: "error", title: "Vous ne pouvez pas vous contacter vous-même" });
  });

  it("opens the conversation about the listing in the messages, as a test-drive request when asked", async () => {
    const contact = await redirected(saleAction(args(request(`/listing/${sale.id}`, { cookie: buyerCookie, form: { intent: "contact" } }), sale.id)));
    const location = contact.headers.get("Location") ?? "";
    expect(location).toMatch(/^\/messages\/[0-9a-f-]{36}$/);
    const testDrive = await redirected(saleAction(args(request(`/listing/${sale.id}`, { cookie: buyerCookie, form: { intent: "test-drive" } }), sale.id)));
    expect(testDrive.headers.get("Location")).toBe(`${location}?essai=1`);
    const owner = await redirected(rentalAction(args(request(`/rental/${rental.id}`, { cookie: buyerCookie, form: { intent: "contact" } }), rental.id)));
    expect(owner.headers.get("Location")).toMatch(/^\/messages\/[0-9a-f-]{36}$/);
    expect(owner.headers.get("Location")).not.toBe(location);
  });

  it("refuses a listing that is no longer shown", async () => {
    const gone = await createSaleListing(seller.id);
    await db().update(listings).set({ status: "sold" }).where(eq(listings.id, gone.id));
    const response = await redirected(saleAction(args(request(`/listing/${gone.id}`, { cookie: buyerCookie, form: { intent: "contact" } }), gone.id)));
    expect(response.headers.get("Location")).toBe(`/listing/${gone.id}`);
  });
});

describe("sitemap", () => {
  it("lists the home, the browse page and every visible listing with its last change", async () => {
    const hiddenSale = await createSaleListing(seller.id, { status: "archived" });
    const hiddenRental = await createRentalListing(seller.id, { available: false });
    const response = sitemapLoader();
    expect(response.headers.get("Content-Type")).toBe("application/xml; charset=utf-8");
    expect(response.headers.get("Cache-Control")).toMatch(/max-age=\d+/);
    const xml = await response.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    expect(xml).toContain(`<url><loc>${ORIGIN}/</loc></url>`);
    expect(xml).toContain(`<url><loc>${ORIGIN}/listings</loc></url>`);
    expect(xml).toMatch(new RegExp(`<loc>${ORIGIN}/listing/${sale.id}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}T[^<]+</lastmod>`));
    expect(xml).toContain(`<loc>${ORIGIN}/rental/${rental.id}</loc>`);
    expect(xml).not.toContain(hiddenSale.id);
    expect(xml).not.toContain(hiddenRental.id);
    expect(xml.trimEnd().endsWith("</urlset>")).toBe(true);
  });

  it("stops at the URL cap", async () => {
    let xml = "";
    for await (const chunk of sitemapChunks(3)) xml += chunk;
    expect(xml.match(/<url>/g)).toHaveLength(3);
  });
});
