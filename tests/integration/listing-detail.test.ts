import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { signIn } from "../../app/features/accounts/accounts.server.ts";
import { createRentalListing, createSaleListing, createUser } from "../../app/features/demo/factories.server.ts";
import { addFavorite } from "../../app/features/favorites/favorites.server.ts";
import { BOOKING_INTENT, BOOKING_MESSAGES } from "../../app/features/bookings/booking-rules.ts";
import { setListingStatus, setRentalAvailability } from "../../app/features/listings/listing-status.server.ts";
import { action as saleAction, loader as saleLoader, meta as detailMeta } from "../../app/routes/listing-detail.tsx";
// Each path has its route, which tells the page its kind.
import { action as rentalAction, loader as rentalLoader } from "../../app/routes/rental-detail.tsx";
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
function unwrap<T extends { data: unknown; init: unknown }>(result: T) {
  return { status: (result.init as ResponseInit | null)?.status ?? 200, data: result.data as T["data"] };
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
    // Read for nobody in particular: the heart is the member's own to tell (ADR 0035).
    expect(data.isFavorite).toBeNull();
    expect(data.share).toEqual({
      title: "Toyota Corolla 2018 — 7,5 millions CFA",
      description: expect.stringContaining("À vendre à Abidjan, Côte d'Ivoire"),
      url: `${ORIGIN}/listing/${sale.id}`,
      image: `${ORIGIN}/uploads/listings/photo-a-800.webp`,
    });
  });

  it("is not found (404) when archived, hidden by moderation (sold or not), unknown or malformed; gone (410) when deleted", async () => {
    const archived = await createSaleListing(seller.id, { status: "archived" });
    const deleted = await createSaleListing(seller.id, { status: "sold", deletedAt: new Date() });
    const hidden = await createSaleListing(seller.id, { hiddenReason: "reported" });
    const soldHidden = await createSaleListing(seller.id, { status: "sold", hiddenReason: "banned" });
    for (const id of [archived.id, hidden.id, soldHidden.id, "00000000-0000-4000-8000-000000000000", "pas-un-uuid", "1 or 1=1"]) {
      const { status, data } = unwrap(await saleLoader(args<SaleArgs>(request(`/listing/${encodeURIComponent(id)}`), id)));
      expect({ id, status, found: data.status }).toEqual({ id, status: 404, found: "not-found" });
    }
    const { status, data } = unwrap(await saleLoader(args<SaleArgs>(request(`/listing/${deleted.id}`), deleted.id)));
    expect({ status, found: data.status }).toEqual({ status: 410, found: "gone" });
  });

  it("shows the owner their own listing, even put away, as theirs to edit; others only while it is shown or sold", async () => {
    const own = unwrap(await saleLoader(args<SaleArgs>(request(`/listing/${sale.id}`, { cookie: sellerCookie }), sale.id)));
    if (own.data.status !== "found") throw new Error("not found");
    expect(own.data.isOwner).toBe(true);
    const other = unwrap(await saleLoader(args<SaleArgs>(request(`/listing/${sale.id}`, { cookie: buyerCookie }), sale.id)));
    if (other.data.status !== "found") throw new Error("not found");
    expect(other.data.isOwner).toBe(false);

    const archived = await createSaleListing(seller.id, { status: "archived" });
    const mine = unwrap(await saleLoader(args<SaleArgs>(request(`/listing/${archived.id}`, { cookie: sellerCookie }), archived.id)));
    expect(mine.status).toBe(200);
    if (mine.data.status !== "found") throw new Error("not found");
    expect(mine.data).toMatchObject({ isOwner: true, availability: "withdrawn", listing: { status: "archived" } });
    const theirs = unwrap(await saleLoader(args<SaleArgs>(request(`/listing/${archived.id}`, { cookie: buyerCookie }), archived.id)));
    expect(theirs.status).toBe(404);
    const deleted = await createSaleListing(seller.id, { deletedAt: new Date() });
    const gone = unwrap(await saleLoader(args<SaleArgs>(request(`/listing/${deleted.id}`, { cookie: sellerCookie }), deleted.id)));
    expect(gone.status).toBe(410);
  });

  it("does not show a rental id on the sale page", async () => {
    const { status } = unwrap(await saleLoader(args<SaleArgs>(request(`/listing/${rental.id}`), rental.id)));
    expect(status).toBe(404);
  });
});

describe("rental detail page", () => {
  it("returns the listing with its owner, on offer", async () => {
    const { data } = unwrap(await rentalLoader(args<RentalArgs>(request(`/rental/${rental.id}`), rental.id)));
    if (data.status !== "found") throw new Error("not found");
    expect(data.listing).toMatchObject({ id: rental.id, kind: "rental", price: 45_000, sale: null });
    expect(data.availability).toBe("offered");
    expect(data.similar).toEqual([]);
    expect(data.owner.id).toBe(seller.id);
    expect(data.share.title).toBe("Toyota Prado 2020 — 45\u202f000 CFA/jour");
  });
});

/** A visitor's look at a detail page: its status, data and meta tags. */
async function visit(path: string, id: string, cookie?: string) {
  const loader = path.startsWith("/rental/") ? rentalLoader : saleLoader;
  const { status, data } = unwrap(await loader(args<SaleArgs & RentalArgs>(request(path, { cookie }), id)));
  if (data.status !== "found") return { status, found: false as const };
  const meta = detailMeta({ loaderData: data } as unknown as Parameters<typeof detailMeta>[0]) ?? [];
  const noindex = meta.some((m) => "name" in m && m.name === "robots" && m.content === "noindex");
  return { status, found: true as const, data, noindex };
}

describe("a listing sold or lent out", () => {
  it("keeps its page for visitors (200, noindex): sold, its photos and details, similar listings first by make and model, then body, then price; no price rating", async () => {
    // Bénin: a market of its own, away from the other tests' listings.
    const inBenin = { country: "BJ", city: "Cotonou" };
    const sold = await createSaleListing(seller.id, {
      ...inBenin,
      brand: "Toyota",
      model: "RAV4",
      bodyType: "SUV",
      price: 10_000_000,
      images: ["listings/rav4-a", "listings/rav4-b"],
      description: "Vendue à un client fidèle.",
    });
    const before = await visit(`/listing/${sold.id}`, sold.id);
    expect(before).toMatchObject({ status: 200, noindex: false, data: { availability: "offered", similar: [] } });

    const sameModel = await createSaleListing(seller.id, { ...inBenin, brand: "Toyota", model: "RAV4", bodyType: "SUV", price: 16_000_000 });
    const sameBody = await createSaleListing(seller.id, { ...inBenin, brand: "Kia", model: "Sportage", bodyType: "SUV", price: 30_000_000 });
    const nearPrice = await createSaleListing(seller.id, { ...inBenin, brand: "Peugeot", model: "508", bodyType: "Berline", price: 9_800_000 });
    const farPrice = await createSaleListing(seller.id, { ...inBenin, brand: "Peugeot", model: "208", bodyType: "Hatchback", price: 12_000_000 });
    const unlike = await createSaleListing(seller.id, { ...inBenin, brand: "Renault", model: "Clio", bodyType: "Hatchback", price: 3_000_000 });
    const elsewhere = await createSaleListing(seller.id, { brand: "Toyota", model: "RAV4", bodyType: "SUV", price: 10_000_000 });
    const alsoSold = await createSaleListing(seller.id, { ...inBenin, brand: "Toyota", model: "RAV4", bodyType: "SUV", price: 10_000_000, status: "sold" });
    const aRental = await createRentalListing(seller.id, { ...inBenin, brand: "Toyota", model: "RAV4", bodyType: "SUV", price: 40_000 });
    expect(await setListingStatus(seller.id, { kind: "sale", id: sold.id }, "sold")).toBe(true);

    for (const cookie of [undefined, buyerCookie]) {
      const after = await visit(`/listing/${sold.id}`, sold.id, cookie);
      if (!after.found) throw new Error("a sold listing's page must stay");
      expect(after.status).toBe(200);
      expect(after.noindex).toBe(true);
      expect(after.data).toMatchObject({
        availability: "sold",
        isOwner: false,
        evaluation: null,
        listing: { images: ["listings/rav4-a", "listings/rav4-b"], description: "Vendue à un client fidèle.", bodyType: "SUV" },
      });
      expect(after.data.similar.map((l) => l.id)).toEqual([sameModel.id, sameBody.id, nearPrice.id, farPrice.id]);
      for (const gone of [unlike.id, elsewhere.id, alsoSold.id, aRental.id]) expect(after.data.similar.map((l) => l.id)).not.toContain(gone);
    }
    // Its owner sees it sold too, with the panel to change it.
    const own = await visit(`/listing/${sold.id}`, sold.id, sellerCookie);
    expect(own).toMatchObject({ status: 200, noindex: true, data: { availability: "sold", isOwner: true } });

    // Back online, it is an ordinary page again.
    expect(await setListingStatus(seller.id, { kind: "sale", id: sold.id }, "active")).toBe(true);
    expect(await visit(`/listing/${sold.id}`, sold.id)).toMatchObject({ status: 200, noindex: false, data: { availability: "offered", similar: [] } });
  });

  it("offers no contact or booking: the server refuses them", async () => {
    const sold = await createSaleListing(seller.id, { status: "sold" });
    const contact = await redirected(saleAction(args(request(`/listing/${sold.id}`, { cookie: buyerCookie, form: { intent: "contact" } }), sold.id)));
    expect(contact.headers.get("Location")).toBe(`/listing/${sold.id}`);
    const lent = await createRentalListing(seller.id);
    expect(await setRentalAvailability(seller.id, lent.id, false)).toBe(true);
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const form = { intent: BOOKING_INTENT, startDate: day(30), endDate: day(32) };
    const booking = unwrap(
      (await rentalAction(args(request(`/rental/${lent.id}`, { cookie: buyerCookie, form }), lent.id))) as { data: unknown; init: unknown },
    );
    expect(booking.status).toBe(404);
    expect(booking.data).toMatchObject({ booking: { ok: false, message: BOOKING_MESSAGES.unavailable } });
  });

  it("keeps a rental lent out on its page, saying so, with the rentals like it", async () => {
    const inTogo = { country: "TG", city: "Lomé" };
    const lent = await createRentalListing(seller.id, { ...inTogo, bodyType: "SUV", price: 50_000 });
    const other = await createRentalListing(seller.id, { ...inTogo, bodyType: "SUV", brand: "Nissan", model: "Patrol", price: 60_000 });
    expect(await setRentalAvailability(seller.id, lent.id, false)).toBe(true);
    const { status, data } = unwrap(await rentalLoader(args<RentalArgs>(request(`/rental/${lent.id}`), lent.id)));
    expect(status).toBe(200);
    if (data.status !== "found") throw new Error("a lent rental's page must stay");
    expect(data.availability).toBe("lent");
    expect(data.similar.map((l) => l.id)).toEqual([other.id]);
  });
});

describe("contacting the seller", () => {
  it("sends a visitor to sign in, then to the chat with the seller (its contact page)", async () => {
    const response = await redirected(saleAction(args(request(`/listing/${sale.id}`, { form: { intent: "contact" } }), sale.id)));
    const location = new URL(response.headers.get("Location") ?? "", ORIGIN);
    expect(response.status).toBe(302);
    expect(location.pathname).toBe("/auth");
    expect(location.searchParams.get("reason")).toBe("connexion");
    expect(await authPageMessage(location.href)).toBe("Vous devez être connecté");
    expect(location.searchParams.get("redirectTo")).toBe(`/listing/${sale.id}/contacter`);
  });

  it("refuses contacting oneself with a message on the listing", async () => {
    const response = await redirected(saleAction(args(request(`/listing/${sale.id}`, { cookie: sellerCookie, form: { intent: "contact" } }), sale.id)));
    expect(response.headers.get("Location")).toBe(`/listing/${sale.id}`);
    const cookie = response.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
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
