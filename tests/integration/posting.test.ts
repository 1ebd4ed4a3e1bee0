import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterEach, describe, expect, it, vi } from "vitest";
import { signIn } from "../../app/features/accounts/accounts.server.ts";
import { createRentalListing, createSaleListing, createUser } from "../../app/features/demo/factories.server.ts";
import type { ListingFormState } from "../../app/features/listings/posting/listing-form-state.ts";
import {
  IMAGES_MAX,
  IMAGES_REQUIRED,
  LIMIT_REACHED,
  LISTING_CREATED,
  CREATE_FAILED,
  PHOTO_UNKNOWN,
  POSTS_PER_HOUR,
  TOO_MANY_POSTS,
  photoNotImage,
  photoTooLarge,
  photoTooManyPixels,
} from "../../app/features/listings/posting/posting-rules.ts";
import { HISTORY_ANSWER_INVALID } from "../../app/features/listings/posting/history-answers.ts";
import { loader as hubLoader } from "../../app/routes/sell.tsx";
import { action as sellAction } from "../../app/routes/sell-listing.tsx";
import { countryCookieHeader } from "../../app/server/country-cookie.server.ts";
import { db } from "../../app/server/db.server.ts";
import { setAppSetting } from "../../app/features/settings/app-settings.server.ts";
import { listings, plans, subscriptions, uploadDrafts } from "../../app/server/schema.ts";
import { DRAFT_LIFETIME_MS, sweepAbandonedPhotos } from "../../app/features/listings/posting/photos.server.ts";
import { localStorage } from "../../app/server/storage.server.ts";
import { readToast } from "../../app/server/toast.server.ts";
import { authPageMessage } from "../support/auth-page.ts";
import { useTestDatabase } from "../support/database.ts";
import { brokenPng, cpuMs, hugePng, truncatedJpeg } from "../support/images.ts";
import { VALUATION_PRO_ONLY } from "../../app/features/pricing/valuation-access.server.ts";
import { loader as valuationLoader } from "../../app/routes/sell-evaluer.tsx";

const ctx = useTestDatabase();

const jpeg = (color = "#c2410c") =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: color } })
    .jpeg()
    .toBuffer();
const photo = async (name = "voiture.jpg") => new File([new Uint8Array(await jpeg())], name, { type: "image/jpeg" });

let ipCounter = 0;

/** A signed-in browser: its cookies, optionally with a selected country. */
async function signedIn(email: string, options: { country?: string } = {}) {
  const user = await createUser({ email, password: "motdepasse123" });
  const ip = `10.20.${Math.floor(++ipCounter / 200)}.${ipCounter % 200}`;
  const session = await signIn(new Request("http://localhost:3000/auth", { headers: { "x-client-ip": ip } }), email, "motdepasse123");
  if (!session.ok) throw new Error(session.error);
  const cookies = session.headers.getSetCookie().map((c) => c.split(";")[0]);
  if (options.country) cookies.push((await countryCookieHeader(options.country)).split(";")[0] as string);
  return { user, cookie: cookies.join("; ") };
}

function saleForm(overrides: Record<string, string> = {}) {
  const form = new FormData();
  const fields: Record<string, string> = {
    brand: "Toyota",
    model: "Corolla",
    year: String(new Date().getFullYear() - 4),
    mileage: "85000",
    price: "7500000",
    transmission: "automatic",
    fuelType: "petrol",
    condition: "used",
    accidents: "0",
    previousOwners: "2",
    cleanTitle: "yes",
    exteriorColor: "Blanc",
    bodyType: "Berline",
    doors: "4",
    lastService: "2025-01-15",
    country: "CI",
    city: "Abidjan",
    latitude: "5.35995",
    longitude: "-4.00826",
    featuresExtra: "Jantes alliage",
    description: "Très bon état",
    ...overrides,
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append("features", "Climatisation");
  form.append("documentsAvailable", "Carte grise");
  form.append("customsCleared", "yes");
  return form;
}

function rentalForm() {
  const form = new FormData();
  const fields = {
    brand: "Toyota",
    model: "Land Cruiser Prado",
    year: String(new Date().getFullYear() - 2),
    mileage: "40000",
    pricePerDay: "45000",
    transmission: "automatic",
    fuelType: "diesel",
    exteriorColor: "Noir",
    country: "SN",
    city: "Dakar",
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append("features", "GPS");
  return form;
}

async function withPhotos(form: FormData, files: File[]) {
  for (const file of files) form.append("photos", file);
  return form;
}

type Outcome = { status: number; location?: string; state?: ListingFormState; response?: Response };

/** Runs a route action on a real multipart request, the way the server would. */
async function submit(kind: "sale" | "rental", form: FormData, cookie?: string, language: "fr" | "en" = "fr"): Promise<Outcome> {
  const path = `${language === "en" ? "/en" : ""}${kind === "sale" ? "/sell/vendre" : "/sell/louer"}`;
  const headers = new Headers(cookie ? { cookie } : {});
  const request = new Request(`http://localhost:3000${path}`, { method: "POST", body: form, headers });
  let result: unknown;
  try {
    result = await sellAction({ request } as Parameters<typeof sellAction>[0]);
  } catch (thrown) {
    result = thrown;
  }
  if (result instanceof Response) return { status: result.status, location: result.headers.get("location") ?? undefined, response: result };
  const { data, init } = result as { data: ListingFormState; init: { status: number } };
  return { status: init.status, state: data };
}

async function salesOf(userId: string) {
  return db()
    .select()
    .from(listings)
    .where(and(eq(listings.kind, "sale"), eq(listings.ownerId, userId)));
}

async function draftsOf(userId: string): Promise<string[]> {
  const rows = await db().select({ prefix: uploadDrafts.prefix }).from(uploadDrafts).where(eq(uploadDrafts.userId, userId));
  return rows.map((r) => r.prefix).sort();
}

/** The stored files of these photo prefixes, three widths each. */
function filesOf(prefixes: string[]): string[] {
  return prefixes.flatMap((p) => [400, 800, 1600].map((w) => `${p.split("/").at(-1)}-${w}.webp`)).sort();
}

function storedFiles(userId: string): string[] {
  const dir = join(ctx.dataDir(), "uploads", "listings", userId);
  return existsSync(dir) ? readdirSync(dir) : [];
}

describe("posting a sale listing", () => {
  it("saves every field with two re-encoded photos and goes home with the success toast", async () => {
    const { user, cookie } = await signedIn("vendeur1@example.test");
    const outcome = await submit("sale", await withPhotos(saleForm(), [await photo("a.jpg"), await photo("b.png")]), cookie);
    expect(outcome).toMatchObject({ status: 302, location: "/" });
    const flash = (outcome.response as Response).headers.get("set-cookie")?.split(";")[0] ?? "";
    expect((await readToast(new Request("http://localhost/", { headers: { cookie: flash } }))).toast).toEqual({ type: "success", title: LISTING_CREATED });

    const [row] = await salesOf(user.id);
    expect(row).toMatchObject({
      brand: "Toyota",
      model: "Corolla",
      mileage: 85_000,
      price: 7_500_000,
      fuelType: "petrol",
      country: "CI",
      city: "Abidjan",
      previousOwners: 2,
      cleanTitle: true,
      bodyType: "Berline",
      doors: 4,
      lastService: "2025-01-15",
      latitude: 5.35995,
      longitude: -4.00826,
      features: ["Climatisation", "Jantes alliage"],
      documentsAvailable: ["Carte grise"],
      customsCleared: true,
      searchKey: "toyota corolla abidjan",
      sellerPro: false,
      // Its owner's home page says it is online until they close the card (ADR 0054).
      postedCardOpen: true,
    });
    expect(row?.images).toHaveLength(2);
    for (const prefix of row?.images ?? []) expect(prefix).toMatch(new RegExp(`^listings/${user.id}/[0-9a-f-]{36}$`));
    expect(storedFiles(user.id)).toHaveLength(6);
    const cover = join(ctx.dataDir(), "uploads", `${row?.images[0]}-800.webp`);
    const meta = await sharp(cover).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 640 });
    expect(meta.exif).toBeUndefined();
  });

  it("converts a price typed in cedis to CFA", async () => {
    const { user, cookie } = await signedIn("accra@example.test", { country: "GH" });
    const outcome = await submit("sale", await withPhotos(saleForm({ price: "700" }), [await photo()]), cookie);
    expect(outcome.status).toBe(302);
    expect((await salesOf(user.id))[0]?.price).toBe(10_000);
  });

  it("states the title deed and customs answers only when the seller chose them: 'Non précisé' or nothing sent is null", async () => {
    const { user, cookie } = await signedIn("historique@example.test");
    const unsaid = saleForm({ cleanTitle: "", model: "Yaris" });
    unsaid.delete("customsCleared");
    expect((await submit("sale", await withPhotos(unsaid, [await photo()]), cookie)).status).toBe(302);
    expect((await submit("sale", await withPhotos(saleForm({ cleanTitle: "no", model: "RAV4" }), [await photo()]), cookie)).status).toBe(302);
    const rows = await salesOf(user.id);
    expect(rows.find((r) => r.model === "Yaris")).toMatchObject({ cleanTitle: null, customsCleared: null });
    expect(rows.find((r) => r.model === "RAV4")).toMatchObject({ cleanTitle: false, customsCleared: true });
  });

  it("refuses any other answer with the field's French message, keeping what was typed and storing nothing", async () => {
    const { user, cookie } = await signedIn("reponse@example.test");
    const form = saleForm({ cleanTitle: "on" });
    form.set("customsCleared", "peut-être");
    const outcome = await submit("sale", await withPhotos(form, [await photo()]), cookie);
    expect(outcome).toMatchObject({
      status: 400,
      state: { errors: { cleanTitle: HISTORY_ANSWER_INVALID, customsCleared: HISTORY_ANSWER_INVALID }, values: { cleanTitle: "on", brand: "Toyota" } },
    });
    expect(await salesOf(user.id)).toEqual([]);
  });

  it("refuses 11 photos and 0 photos, storing nothing", async () => {
    const { user, cookie } = await signedIn("trop@example.test");
    const eleven = await Promise.all(Array.from({ length: 11 }, (_, i) => photo(`p${i}.jpg`)));
    const many = await submit("sale", await withPhotos(saleForm(), eleven), cookie);
    expect(many).toMatchObject({ status: 400, state: { errors: { photos: IMAGES_MAX }, photos: [] } });
    const none = await submit("sale", saleForm(), cookie);
    expect(none).toMatchObject({ status: 400, state: { errors: { photos: IMAGES_REQUIRED } } });
    expect(await salesOf(user.id)).toHaveLength(0);
    expect(storedFiles(user.id)).toHaveLength(0);
  });

  it("judges photos by their bytes: a PDF named .jpg and a 6 MB file are refused, no listing saved", async () => {
    const { user, cookie } = await signedIn("faux@example.test");
    const pdf = new File([new TextEncoder().encode("%PDF-1.4 not an image")], "carte-grise.jpg", { type: "image/jpeg" });
    const refused = await submit("sale", await withPhotos(saleForm(), [await photo("bonne.jpg"), pdf]), cookie);
    expect(refused).toMatchObject({ status: 400, state: { errors: { photos: photoNotImage("carte-grise.jpg") } } });
    // The good photo is kept for the next try.
    expect(refused.state?.photos).toHaveLength(1);

    const big = new File([new Uint8Array(await jpeg()), new Uint8Array(6 * 1024 * 1024)], "enorme.jpg", { type: "image/jpeg" });
    const tooBig = await submit("sale", await withPhotos(saleForm(), [big]), cookie);
    expect(tooBig).toMatchObject({ status: 400, state: { errors: { photos: photoTooLarge("enorme.jpg") }, photos: [] } });
    expect(await salesOf(user.id)).toHaveLength(0);
  });

  it("keeps typed values and accepted photos after a refusal, then publishes with kept and new photos", async () => {
    const { user, cookie } = await signedIn("retry@example.test");
    const failed = await submit("sale", await withPhotos(saleForm({ mileage: "" }), [await photo(), await photo()]), cookie);
    expect(failed).toMatchObject({ status: 400, state: { errors: { mileage: "Veuillez renseigner le kilométrage" } } });
    expect(failed.state?.values).toMatchObject({ brand: "Toyota", model: "Corolla", price: "7500000", features: "Climatisation" });
    const kept = failed.state?.photos ?? [];
    expect(kept).toHaveLength(2);

    const again = saleForm();
    for (const prefix of kept) again.append("keptPhotos", prefix);
    const ok = await submit("sale", await withPhotos(again, [await photo("troisieme.jpg")]), cookie);
    expect(ok.status).toBe(302);
    const [row] = await salesOf(user.id);
    expect(row?.images.slice(0, 2)).toEqual(kept);
    expect(row?.images).toHaveLength(3);
  });

  it("refuses kept photos from another user's folder", async () => {
    const owner = await signedIn("proprio@example.test");
    const failed = await submit("sale", await withPhotos(saleForm({ city: "" }), [await photo()]), owner.cookie);
    const theirs = failed.state?.photos[0] as string;
    expect(theirs).toMatch(new RegExp(`^listings/${owner.user.id}/`));

    const thief = await signedIn("voleur@example.test");
    const form = saleForm();
    form.append("keptPhotos", theirs);
    const outcome = await submit("sale", form, thief.cookie);
    expect(outcome).toMatchObject({ status: 400, state: { errors: { photos: PHOTO_UNKNOWN }, photos: [] } });
    const forged = saleForm();
    forged.append("keptPhotos", `listings/${thief.user.id}/../${owner.user.id}/x`);
    expect((await submit("sale", forged, thief.cookie)).state?.errors.photos).toBe(PHOTO_UNKNOWN);
    expect(await salesOf(thief.user.id)).toHaveLength(0);
  });

  it("never lets one kept photo serve two listings", async () => {
    const { user, cookie } = await signedIn("double@example.test");
    const failed = await submit("sale", await withPhotos(saleForm({ city: "" }), [await photo()]), cookie);
    const kept = failed.state?.photos as string[];
    const resend = () => {
      const form = saleForm();
      for (const prefix of kept) form.append("keptPhotos", prefix);
      return submit("sale", form, cookie);
    };
    expect((await resend()).status).toBe(302);
    // The back button and the same form sent again: the photo now belongs to the first listing.
    expect((await resend()).state?.errors.photos).toBe(PHOTO_UNKNOWN);
    expect(await salesOf(user.id)).toHaveLength(1);
  });

  it("sweeps the photos of a form abandoned for a day, and only those", async () => {
    const { user, cookie } = await signedIn("abandon@example.test");
    const abandoned = (await submit("sale", await withPhotos(saleForm({ city: "" }), [await photo()]), cookie)).state?.photos as string[];
    const published = await submit("sale", await withPhotos(saleForm(), [await photo()]), cookie);
    expect(published.status).toBe(302);
    const fresh = (await submit("sale", await withPhotos(saleForm({ city: "" }), [await photo()]), cookie)).state?.photos as string[];
    await db()
      .update(uploadDrafts)
      .set({ createdAt: new Date(Date.now() - DRAFT_LIFETIME_MS - 60_000) })
      .where(eq(uploadDrafts.prefix, abandoned[0]));
    const filesBefore = storedFiles(user.id).length;

    expect(await sweepAbandonedPhotos()).toBe(1);
    const name = (prefix: string) => prefix.split("/").at(-1) as string;
    const files = storedFiles(user.id);
    expect(files.some((f) => f.startsWith(name(abandoned[0])))).toBe(false);
    expect(files.some((f) => f.startsWith(name(fresh[0])))).toBe(true);
    const [listing] = await salesOf(user.id);
    expect(files.some((f) => f.startsWith(name(listing.images[0])))).toBe(true);
    expect(files).toHaveLength(filesBefore - 3);
    expect(await sweepAbandonedPhotos()).toBe(0);
  });

  it("sends a signed-out visitor to /auth with the spec's message", async () => {
    const before = await db().$count(listings, eq(listings.kind, "sale"));
    const sale = await submit("sale", await withPhotos(saleForm(), [await photo()]));
    expect(sale.status).toBe(302);
    expect(new URL(sale.location as string, "http://x").searchParams.get("reason")).toBe("annonce");
    expect(await authPageMessage(sale.location as string)).toBe("Vous devez être connecté pour poster une annonce");
    const rental = await submit("rental", await withPhotos(rentalForm(), [await photo()]));
    expect(new URL(rental.location as string, "http://x").pathname).toBe("/auth");
    expect(new URL(rental.location as string, "http://x").searchParams.get("reason")).toBe("connexion");
    expect(await authPageMessage(rental.location as string)).toBe("Vous devez être connecté");
    expect(await db().$count(listings, eq(listings.kind, "sale"))).toBe(before);
  });
});

describe("posting a rental listing", () => {
  it("saves the listing with its photos", async () => {
    const { user, cookie } = await signedIn("loueur@example.test");
    const outcome = await submit("rental", await withPhotos(rentalForm(), [await photo(), await photo("2.webp")]), cookie);
    expect(outcome).toMatchObject({ status: 302, location: "/" });
    const [row] = await db()
      .select()
      .from(listings)
      .where(and(eq(listings.kind, "rental"), eq(listings.ownerId, user.id)));
    expect(row).toMatchObject({
      model: "Land Cruiser Prado",
      price: 45_000,
      fuelType: "diesel",
      country: "SN",
      exteriorColor: "Noir",
      features: ["GPS"],
      available: true,
      searchKey: "toyota land cruiser prado dakar",
    });
    expect(row?.images).toHaveLength(2);
  });
});

async function makePro(userId: string) {
  await db().insert(plans).values({ id: "pro", name: "Pro", price: 5000, productId: "prod_pro_test" }).onConflictDoNothing();
  await db().insert(subscriptions).values({ userId, provider: "sandbox", productId: "prod_pro_test", status: "active" });
}

describe("post hub", () => {
  it("marks the valuation 'Pro uniquement' for everyone but Pro users while the restriction is on", async () => {
    const hub = async (cookie?: string) => {
      const request = new Request("http://localhost:3000/sell", { headers: cookie ? { cookie } : {} });
      return (await hubLoader({ request } as Parameters<typeof hubLoader>[0])).evaluationProOnly;
    };
    const free = await signedIn("gratuit@example.test");
    const pro = await signedIn("abonne@example.test");
    await makePro(pro.user.id);
    expect([await hub(), await hub(free.cookie), await hub(pro.cookie)]).toEqual([false, false, false]);
    await setAppSetting("restrict_vehicle_evaluation_to_pro", true);
    expect([await hub(), await hub(free.cookie), await hub(pro.cookie)]).toEqual([true, true, false]);
    await setAppSetting("restrict_vehicle_evaluation_to_pro", false);
  });

  it("keeps /sell/evaluer itself for Pro users while the restriction is on: the others go back to /sell with the spec's message", async () => {
    const open = async (cookie: string) => {
      try {
        return await valuationLoader({ request: new Request("http://localhost:3000/sell/evaluer", { headers: { cookie } }) } as never);
      } catch (thrown) {
        return thrown as Response;
      }
    };
    const free = await signedIn("gratuit-evaluer@example.test");
    const pro = await signedIn("abonne-evaluer@example.test");
    await makePro(pro.user.id);
    expect(await open(free.cookie)).toMatchObject({ result: null, errors: {} });
    await setAppSetting("restrict_vehicle_evaluation_to_pro", true);
    try {
      const refused = (await open(free.cookie)) as Response;
      expect(refused.status).toBe(302);
      expect(refused.headers.get("Location")).toBe("/sell");
      const flashed = await readToast(new Request("http://localhost:3000/sell", { headers: { cookie: refused.headers.get("Set-Cookie") ?? "" } }));
      expect(flashed.toast).toEqual(VALUATION_PRO_ONLY);
      expect(VALUATION_PRO_ONLY).toMatchObject({
        title: "Cette fonctionnalité est réservée aux utilisateurs Pro",
        action: { label: "Voir les plans", to: "/subscription" },
      });
      expect(await open(pro.cookie)).toMatchObject({ result: null, errors: {} });
    } finally {
      await setAppSetting("restrict_vehicle_evaluation_to_pro", false);
    }
  });
});

describe("free listing limit", () => {
  async function withFiveListings(email: string) {
    const account = await signedIn(email);
    for (let i = 0; i < 3; i++) await createSaleListing(account.user.id);
    for (let i = 0; i < 2; i++) await createRentalListing(account.user.id);
    return account;
  }

  it("refuses a sixth listing when the setting is on, and allows it when off", async () => {
    const { user, cookie } = await withFiveListings("cinq@example.test");
    await setAppSetting("enable_free_listings_limit", true);
    const refused = await submit("rental", await withPhotos(rentalForm(), [await photo()]), cookie);
    expect(refused).toMatchObject({ status: 403, state: { formError: LIMIT_REACHED, limitReached: true } });
    expect(storedFiles(user.id)).toHaveLength(0);

    await setAppSetting("enable_free_listings_limit", false);
    const allowed = await submit("rental", await withPhotos(rentalForm(), [await photo()]), cookie);
    expect(allowed.status).toBe(302);
  });

  it("lets only one of two simultaneous posts take the fifth place", async () => {
    const { user, cookie } = await signedIn("course@example.test");
    for (let i = 0; i < 4; i++) await createSaleListing(user.id);
    await setAppSetting("enable_free_listings_limit", true);
    const outcomes = await Promise.all([
      submit("sale", await withPhotos(saleForm(), [await photo()]), cookie),
      submit("sale", await withPhotos(saleForm(), [await photo()]), cookie),
    ]);
    expect(outcomes.map((o) => o.status).sort()).toEqual([302, 403]);
    expect(await salesOf(user.id)).toHaveLength(5);
    await setAppSetting("enable_free_listings_limit", false);
  });

  it("removes the photos a refused simultaneous post stored, and keeps those from an earlier try", async () => {
    const { user, cookie } = await signedIn("course-photos@example.test");
    for (let i = 0; i < 4; i++) await createSaleListing(user.id);
    // An earlier try refused for a missing city: its photo waits, as a draft, to be sent again.
    const earlier = (await submit("sale", await withPhotos(saleForm({ city: "" }), [await photo()]), cookie)).state?.photos as string[];
    expect(earlier).toHaveLength(1);
    await setAppSetting("enable_free_listings_limit", true);
    const withKept = saleForm();
    withKept.append("keptPhotos", earlier[0] as string);
    const outcomes = await Promise.all([
      submit("sale", await withPhotos(saleForm(), [await photo("a1.jpg"), await photo("a2.jpg")]), cookie),
      submit("sale", await withPhotos(withKept, [await photo("b1.jpg")]), cookie),
    ]);
    await setAppSetting("enable_free_listings_limit", false);
    expect(outcomes.map((o) => o.status).sort()).toEqual([302, 403]);
    const refused = outcomes.find((o) => o.status === 403) as Outcome;
    const refusedHadKept = refused === outcomes[1];
    expect(refused.state).toMatchObject({ formError: LIMIT_REACHED, limitReached: true });
    // The refused post answers only the photo kept from before, which is still a draft; its new ones are gone.
    expect(refused.state?.photos).toEqual(refusedHadKept ? earlier : []);
    expect(await draftsOf(user.id)).toEqual(refusedHadKept ? earlier : []);
    const fifth = (await salesOf(user.id)).find((row) => row.images.length > 0);
    // Whichever won: two photos (a1 and a2, or the kept one and b1).
    expect(fifth?.images).toHaveLength(2);
    expect(storedFiles(user.id).sort()).toEqual(filesOf([...(fifth?.images ?? []), ...(refusedHadKept ? earlier : [])]));
  });

  it("does not count deleted listings", async () => {
    const { user, cookie } = await withFiveListings("supprime@example.test");
    await db()
      .update(listings)
      .set({ deletedAt: new Date() })
      .where(and(eq(listings.kind, "sale"), eq(listings.ownerId, user.id)));
    await setAppSetting("enable_free_listings_limit", true);
    expect((await submit("sale", await withPhotos(saleForm(), [await photo()]), cookie)).status).toBe(302);
    await setAppSetting("enable_free_listings_limit", false);
  });

  it("counts active listings only: a sold car frees its slot", async () => {
    const { user, cookie } = await withFiveListings("vendu@example.test");
    await setAppSetting("enable_free_listings_limit", true);
    expect((await submit("sale", await withPhotos(saleForm(), [await photo()]), cookie)).status).toBe(403);
    const [first] = await salesOf(user.id);
    await db().update(listings).set({ status: "sold" }).where(eq(listings.id, first.id));
    expect((await submit("sale", await withPhotos(saleForm(), [await photo()]), cookie)).status).toBe(302);
    await setAppSetting("enable_free_listings_limit", false);
  });

  it("lets a Pro subscriber publish without limit", async () => {
    const { user, cookie } = await withFiveListings("pro@example.test");
    await makePro(user.id);
    await setAppSetting("enable_free_listings_limit", true);
    const outcome = await submit("sale", await withPhotos(saleForm(), [await photo()]), cookie);
    expect(outcome.status).toBe(302);
    const rows = await salesOf(user.id);
    expect(rows).toHaveLength(4);
    expect(rows.find((r) => r.images.length > 0)?.sellerPro).toBe(true);
    await setAppSetting("enable_free_listings_limit", false);
  });
});

describe("hostile uploads", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const file = (bytes: Buffer, name: string, type: string) => new File([new Uint8Array(bytes)], name, { type });

  it("refuses a truncated JPEG and a PNG with a broken data chunk with the upload message, not a 500", async () => {
    const { user, cookie } = await signedIn("cassee@example.test");
    const truncated = file(await truncatedJpeg(), "coupee.jpg", "image/jpeg");
    const broken = file(await brokenPng(), "cassee.png", "image/png");
    const refused = await submit("sale", await withPhotos(saleForm(), [await photo("bonne.jpg"), truncated, broken]), cookie);
    expect(refused).toMatchObject({ status: 400, state: { errors: { photos: photoNotImage("coupee.jpg") }, formError: photoNotImage("coupee.jpg") } });
    expect(await salesOf(user.id)).toHaveLength(0);
    // Nothing of the damaged files was written; the good photo waits as a draft, like next to a PDF.
    const kept = refused.state?.photos as string[];
    expect(kept).toHaveLength(1);
    expect(await draftsOf(user.id)).toEqual(kept);
    expect(storedFiles(user.id).sort()).toEqual(filesOf(kept));

    const onlyBroken = await submit("sale", await withPhotos(saleForm(), [file(await brokenPng(), "cassee.png", "image/png")]), cookie);
    expect(onlyBroken).toMatchObject({ status: 400, state: { errors: { photos: photoNotImage("cassee.png") }, photos: [] } });

    const again = saleForm();
    again.append("keptPhotos", kept[0] as string);
    expect((await submit("sale", again, cookie)).status).toBe(302);
    expect(await draftsOf(user.id)).toEqual([]);
    expect(storedFiles(user.id).sort()).toEqual(filesOf(kept));
  });

  it("refuses ten 16 000 × 16 000 PNGs in one post from their headers, in a fraction of a second of CPU", async () => {
    const { user, cookie } = await signedIn("immense@example.test");
    const png = await hugePng();
    const ten = Array.from({ length: 10 }, (_, i) => file(png, `immense${i}.png`, "image/png"));
    const form = await withPhotos(saleForm(), ten);
    const { result: refused, ms } = await cpuMs(() => submit("sale", form, cookie));
    expect(refused).toMatchObject({ status: 400, state: { errors: { photos: photoTooManyPixels("immense0.png") }, photos: [] } });
    // Before the pixel cap, the ten were decoded and re-encoded: about 7 s of CPU here (11 s reported).
    expect(ms).toBeLessThan(1500);
    expect(storedFiles(user.id)).toEqual([]);
  });

  it("leaves no photo of a post behind when storing fails midway", async () => {
    const { user, cookie } = await signedIn("disque@example.test");
    const put = localStorage.put.bind(localStorage);
    let writes = 0;
    // The disk fails on the second width of the second photo.
    vi.spyOn(localStorage, "put").mockImplementation(async (key, data, type) => {
      if (++writes === 5) throw new Error("ENOSPC: no space left on device");
      return put(key, data, type);
    });
    const failed = await submit("sale", await withPhotos(saleForm(), [await photo("a.jpg"), await photo("b.jpg"), await photo("c.jpg")]), cookie);
    expect(failed).toMatchObject({ status: 500, state: { formError: CREATE_FAILED, photos: [] } });
    expect(failed.state?.values).toMatchObject({ brand: "Toyota", city: "Abidjan" });
    expect(await salesOf(user.id)).toHaveLength(0);
    expect(await draftsOf(user.id)).toEqual([]);
    expect(storedFiles(user.id)).toEqual([]);
  });

  it(`refuses more than ${POSTS_PER_HOUR.max} posts an hour per user, refused ones counted, keeping what was typed`, async () => {
    const { user, cookie } = await signedIn("rafale@example.test");
    for (let i = 0; i < POSTS_PER_HOUR.max; i++) {
      // Cheap refusals (no photo) still count: a form made to fail would otherwise cost nothing to repeat.
      expect((await submit("sale", saleForm(), cookie)).status).toBe(400);
    }
    const refused = await submit("sale", await withPhotos(saleForm(), [await photo()]), cookie);
    expect(refused).toMatchObject({ status: 429, state: { formError: TOO_MANY_POSTS, photos: [] } });
    expect(refused.state?.values).toMatchObject({ brand: "Toyota", model: "Corolla" });
    expect(storedFiles(user.id)).toEqual([]);
    expect(await salesOf(user.id)).toHaveLength(0);
    // Another user is not held back.
    const other = await signedIn("calme@example.test");
    expect((await submit("sale", await withPhotos(saleForm(), [await photo()]), other.cookie)).status).toBe(302);
  });
});

describe("posting from the English page (/en/sell/vendre)", () => {
  it("answers a bad form with its errors in English, the photo's named", async () => {
    const { user, cookie } = await signedIn("vendeur-anglais@example.test");
    const pdf = new File([new TextEncoder().encode("%PDF-1.4 not an image")], "logbook.jpg", { type: "image/jpeg" });
    const refused = await submit("sale", await withPhotos(saleForm({ brand: "", mileage: "beaucoup" }), [pdf]), cookie, "en");
    expect(refused).toMatchObject({
      status: 400,
      state: {
        errors: { brand: "Please choose a make", mileage: "Please enter a whole number", photos: "“logbook.jpg” is not a JPG, PNG or WEBP image" },
        formError: "Please correct the fields marked.",
      },
    });
    expect(await salesOf(user.id)).toHaveLength(0);
  });
});
