import { eq } from "drizzle-orm";
import sharp from "sharp";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { BOOKING_MESSAGES, addDays, dayOf } from "../../app/features/bookings/booking-rules.ts";
import { createBooking } from "../../app/features/bookings/bookings.server.ts";
import { myBookings } from "../../app/features/bookings/my-bookings.server.ts";
import { createRentalListing, createSaleListing, createUser } from "../../app/features/demo/factories.server.ts";
import { DEPOSIT_RANGE, NOT_A_WHOLE_NUMBER } from "../../app/features/listings/posting/listing-form-schema.ts";
import type { ListingFormState } from "../../app/features/listings/posting/listing-form-state.ts";
import { action as editAction, loader as editLoader } from "../../app/routes/listing-edit.tsx";
import { loader as calendarLoader } from "../../app/routes/rental-calendar.ts";
import { action as rentalDetailAction, loader as rentalDetailLoader } from "../../app/routes/rental-detail.tsx";
import { action as sellAction } from "../../app/routes/sell-listing.tsx";
import { db } from "../../app/server/db.server.ts";
import { drivingLicences, listings, profiles, rentalBookings } from "../../app/server/schema.ts";
import { useTestDatabase } from "../support/database.ts";
import { sessionCookie } from "../support/session.ts";

/**
 * A rental's terms, from the posting form to the booking request: 'Permis vérifié exigé' (only a
 * renter whose licence an admin checked, valid through the stay's last day, may book) and the
 * deposit ('Caution'), shown before the request and kept with the booking as it was then.
 */
useTestDatabase();

const ORIGIN = "http://localhost:3000";
const today = dayOf(new Date());
const day = (n: number) => addDays(today, n);
let seq = 0;

async function member(firstName = "Awa") {
  const email = `conditions${++seq}@example.test`;
  const user = await createUser({ email, firstName });
  return { user, cookie: await sessionCookie(email) };
}

const jpeg = async () =>
  new File(
    [
      new Uint8Array(
        await sharp({ create: { width: 640, height: 480, channels: 3, background: "#0f766e" } })
          .jpeg()
          .toBuffer(),
      ),
    ],
    "auto.jpg",
    {
      type: "image/jpeg",
    },
  );

function rentalFields(extra: Record<string, string> = {}): Record<string, string> {
  return {
    brand: "Toyota",
    model: "Land Cruiser Prado",
    year: String(new Date().getFullYear() - 2),
    mileage: "40000",
    pricePerDay: "45000",
    transmission: "automatic",
    fuelType: "diesel",
    country: "SN",
    city: "Dakar",
    ...extra,
  };
}

function formOf(fields: Record<string, string | string[]>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) for (const v of Array.isArray(value) ? value : [value]) form.append(key, v);
  return form;
}

const request = (path: string, cookie: string, body?: FormData) =>
  new Request(`${ORIGIN}${path}`, { method: body ? "POST" : "GET", headers: { cookie, "x-client-ip": `10.77.0.${seq % 250}` }, body });

type Answer = { status: number; location?: string; state?: ListingFormState };
function answerOf(result: unknown): Answer {
  if (result instanceof Response) return { status: result.status, location: result.headers.get("location") ?? undefined };
  const { data, init } = result as { data: ListingFormState; init: { status: number } };
  return { status: init.status, state: data };
}

async function post(path: string, cookie: string, form: FormData): Promise<Answer> {
  try {
    return answerOf(await sellAction({ request: request(path, cookie, form), params: {}, context: new RouterContextProvider() } as never));
  } catch (thrown) {
    return answerOf(thrown);
  }
}

async function edit(id: string, cookie: string, form: FormData): Promise<Answer> {
  try {
    return answerOf(
      await editAction({ request: request(`/annonces/${id}/modifier`, cookie, form), params: { id }, context: new RouterContextProvider() } as never),
    );
  } catch (thrown) {
    return answerOf(thrown);
  }
}

const listingsOf = (ownerId: string) => db().select().from(listings).where(eq(listings.ownerId, ownerId));
const bookingsOf = (listingId: string) => db().select().from(rentalBookings).where(eq(rentalBookings.listingId, listingId));

async function giveLicence(userId: string, status: "pending" | "verified" | "refused", expiresOn: string) {
  await db()
    .insert(drivingLicences)
    .values({
      userId,
      number: "SN-123456",
      country: "SN",
      expiresOn,
      frontKey: `licences/${userId}/front`,
      backKey: `licences/${userId}/back`,
      status,
      refusalReason: status === "refused" ? "Photo illisible" : null,
    });
}

describe("posting and editing a rental's terms", () => {
  it("saves 'Permis vérifié exigé' and the deposit, shows them in the edit form and changes them there", async () => {
    const owner = await member();
    const form = formOf(rentalFields({ licenceRequired: "on", depositAmount: "150 000" }));
    form.append("photos", await jpeg());
    expect(await post("/sell/louer", owner.cookie, form)).toMatchObject({ status: 302 });
    const [row] = await listingsOf(owner.user.id);
    expect(row).toMatchObject({ kind: "rental", licenceRequired: true, depositAmount: 150_000 });
    if (!row) throw new Error("no listing");

    const page = (await editLoader({
      request: request(`/annonces/${row.id}/modifier`, owner.cookie),
      params: { id: row.id },
      context: new RouterContextProvider(),
    } as never)) as {
      values: Record<string, string | string[]>;
      photos: string[];
    };
    expect(page.values).toMatchObject({ licenceRequired: "on", depositAmount: "150000" });

    // Unticked and emptied: no licence asked, no deposit.
    const { licenceRequired: _ticked, ...unticked } = page.values;
    const cleared = formOf({ ...unticked, depositAmount: "", keptPhotos: page.photos });
    expect(await edit(row.id, owner.cookie, cleared)).toMatchObject({ status: 302 });
    expect((await listingsOf(owner.user.id))[0]).toMatchObject({ licenceRequired: false, depositAmount: null });

    const again = formOf({ ...page.values, depositAmount: "75000", keptPhotos: page.photos });
    expect(await edit(row.id, owner.cookie, again)).toMatchObject({ status: 302 });
    expect((await listingsOf(owner.user.id))[0]).toMatchObject({ licenceRequired: true, depositAmount: 75_000 });
  });

  it("refuses a deposit that is not a whole amount from 1 to 100 000 000 FCFA, keeping what was typed and saving nothing", async () => {
    const owner = await member();
    const cases: [string, string][] = [
      ["0", DEPOSIT_RANGE],
      ["-5", DEPOSIT_RANGE],
      ["1e12", DEPOSIT_RANGE],
      ["100000001", DEPOSIT_RANGE],
      ["abc", NOT_A_WHOLE_NUMBER],
      ["12,5", NOT_A_WHOLE_NUMBER],
      // Control characters are taken out of every form as it is read (read-form.server.ts): what is left is judged.
      ["\u0000-5", DEPOSIT_RANGE],
      ["12\u0000abc", NOT_A_WHOLE_NUMBER],
    ];
    for (const [sent, message] of cases) {
      const typed = sent.replaceAll("\u0000", "");
      const form = formOf(rentalFields({ licenceRequired: "on", depositAmount: sent, description: "Climatisée" }));
      form.append("photos", await jpeg());
      const answer = await post("/sell/louer", owner.cookie, form);
      expect({ typed, status: answer.status, error: answer.state?.errors.depositAmount }).toEqual({ typed, status: 400, error: message });
      // The form comes back as it was typed, its photo kept for the next try.
      expect(answer.state?.values).toMatchObject({ depositAmount: typed, licenceRequired: "on", description: "Climatisée", model: "Land Cruiser Prado" });
      expect(answer.state?.photos).toHaveLength(1);
    }
    expect(DEPOSIT_RANGE).toBe("La caution doit être comprise entre 1 et 100 000 000 FCFA");
    expect(await listingsOf(owner.user.id)).toEqual([]);
    // A NUL inside a good amount is dropped with the rest of the form's control characters.
    const mended = formOf(rentalFields({ depositAmount: "150\u0000000" }));
    mended.append("photos", await jpeg());
    expect(await post("/sell/louer", owner.cookie, mended)).toMatchObject({ status: 302 });
    expect(await listingsOf(owner.user.id)).toEqual([expect.objectContaining({ depositAmount: 150_000, licenceRequired: false })]);
    await db().delete(listings).where(eq(listings.ownerId, owner.user.id));

    // An edit is held to the same rule, and the listing keeps its terms.
    const rental = await createRentalListing(owner.user.id, { depositAmount: 50_000, images: [`listings/${owner.user.id}/photo`] });
    if (!rental) throw new Error("no rental");
    const refused = await edit(rental.id, owner.cookie, formOf({ ...rentalFields({ depositAmount: "-5" }), keptPhotos: rental.images }));
    expect(refused).toMatchObject({ status: 400, state: { errors: { depositAmount: DEPOSIT_RANGE }, values: { depositAmount: "-5" } } });
    expect((await listingsOf(owner.user.id))[0]).toMatchObject({ depositAmount: 50_000, licenceRequired: false });
  });

  it("never gives a sale a licence rule or a deposit, posted or edited", async () => {
    const seller = await member();
    const form = formOf({
      brand: "Toyota",
      model: "Corolla",
      year: String(new Date().getFullYear() - 4),
      mileage: "85000",
      price: "7500000",
      transmission: "automatic",
      fuelType: "petrol",
      condition: "used",
      accidents: "0",
      previousOwners: "1",
      country: "CI",
      city: "Abidjan",
      licenceRequired: "on",
      depositAmount: "150000",
    });
    form.append("photos", await jpeg());
    expect(await post("/sell/vendre", seller.cookie, form)).toMatchObject({ status: 302 });
    expect(await listingsOf(seller.user.id)).toEqual([expect.objectContaining({ kind: "sale", licenceRequired: false, depositAmount: null })]);

    const sale = await createSaleListing(seller.user.id, { images: [`listings/${seller.user.id}/photo`] });
    if (!sale) throw new Error("no sale");
    const page = (await editLoader({
      request: request(`/annonces/${sale.id}/modifier`, seller.cookie),
      params: { id: sale.id },
      context: new RouterContextProvider(),
    } as never)) as {
      values: Record<string, string | string[]>;
    };
    expect(page.values).not.toHaveProperty("depositAmount");
    const edited = await edit(sale.id, seller.cookie, formOf({ ...page.values, licenceRequired: "on", depositAmount: "150000", keptPhotos: sale.images }));
    expect(edited).toMatchObject({ status: 302 });
    const [row] = await db().select().from(listings).where(eq(listings.id, sale.id));
    expect(row).toMatchObject({ kind: "sale", licenceRequired: false, depositAmount: null });
    // And the database says the same of any write that would try.
    await expect(db().update(listings).set({ depositAmount: 1000 }).where(eq(listings.id, sale.id))).rejects.toThrow();
  });
});

describe("asking for a rental that requires a checked licence", () => {
  async function rentalWithTerms() {
    const owner = await member("Moussa");
    const rental = await createRentalListing(owner.user.id, { price: 25_000, licenceRequired: true, depositAmount: 150_000 });
    if (!rental) throw new Error("no rental");
    return { owner, rental };
  }
  const ask = (renterId: string, listingId: string, endDate = day(12)) => createBooking(renterId, { listingId, startDate: day(10), endDate });

  it("refuses a renter without a licence, with one waiting, refused or ending before the last day, writing nothing", async () => {
    const { rental } = await rentalWithTerms();
    const none = await member();
    expect(await ask(none.user.id, rental.id)).toEqual({ ok: false, error: BOOKING_MESSAGES.licenceMissing, code: "forbidden" });
    expect(BOOKING_MESSAGES.licenceMissing).toBe(
      "Le propriétaire exige un permis de conduire vérifié. Ajoutez le vôtre dans votre profil (Permis de conduire) : une fois vérifié par notre équipe, vous pourrez réserver.",
    );

    const waiting = await member();
    await giveLicence(waiting.user.id, "pending", day(400));
    expect(await ask(waiting.user.id, rental.id)).toEqual({ ok: false, error: BOOKING_MESSAGES.licencePending, code: "forbidden" });
    expect(BOOKING_MESSAGES.licencePending).toBe(
      "Votre permis de conduire est en cours de vérification : vous pourrez réserver ce véhicule dès qu'il sera vérifié.",
    );

    const refused = await member();
    await giveLicence(refused.user.id, "refused", day(400));
    expect(await ask(refused.user.id, rental.id)).toEqual({ ok: false, error: BOOKING_MESSAGES.licenceMissing, code: "forbidden" });

    // Verified, but it ends on the stay's second day.
    const expiring = await member();
    await giveLicence(expiring.user.id, "verified", day(11));
    expect(await ask(expiring.user.id, rental.id)).toEqual({ ok: false, error: BOOKING_MESSAGES.licenceExpired, code: "forbidden" });
    expect(BOOKING_MESSAGES.licenceExpired).toBe("Votre permis de conduire expire avant la fin de la location : le propriétaire exige un permis valide.");

    expect(await bookingsOf(rental.id)).toEqual([]);
  });

  it("books a renter whose verified licence lasts through the last day, keeping the deposit as it was then", async () => {
    const { owner, rental } = await rentalWithTerms();
    const renter = await member();
    // Valid on the last day itself is enough.
    await giveLicence(renter.user.id, "verified", day(12));
    const made = await ask(renter.user.id, rental.id);
    expect(made).toMatchObject({ ok: true, totalDays: 3, depositAmount: 150_000 });
    if (!made.ok) throw new Error(made.error);
    expect(await bookingsOf(rental.id)).toEqual([expect.objectContaining({ id: made.id, depositAmount: 150_000, status: "pending" })]);

    // The owner raises the deposit, then removes it: the request keeps what the renter agreed to.
    await db().update(listings).set({ depositAmount: 300_000 }).where(eq(listings.id, rental.id));
    await db().update(listings).set({ depositAmount: null }).where(eq(listings.id, rental.id));
    expect((await bookingsOf(rental.id))[0]?.depositAmount).toBe(150_000);
    // Both sides' lists give it.
    expect((await myBookings(renter.user.id)).asRenter[0]).toMatchObject({ id: made.id, depositAmount: 150_000 });
    expect((await myBookings(owner.user.id)).asOwner[0]).toMatchObject({ id: made.id, depositAmount: 150_000 });

    // A rental without a deposit nor a licence rule books anyone, with a deposit of 0.
    const plain = await createRentalListing(owner.user.id, { price: 25_000 });
    if (!plain) throw new Error("no rental");
    const stranger = await member();
    const plainBooking = await ask(stranger.user.id, plain.id);
    expect(plainBooking).toMatchObject({ ok: true, depositAmount: 0 });
    expect((await bookingsOf(plain.id))[0]?.depositAmount).toBe(0);
  });

  it("says the refusal on the rental's page, in French, with the route's 403 and the dates kept", async () => {
    const { rental } = await rentalWithTerms();
    const renter = await member();
    const body = formOf({ intent: "book", startDate: day(10), endDate: day(12), notes: "Arrivée à 9 h" });
    const result = (await rentalDetailAction({
      request: request(`/rental/${rental.id}`, renter.cookie, body),
      params: { id: rental.id },
      context: new RouterContextProvider(),
    } as never)) as { data: { booking: unknown }; init: { status: number } };
    expect(result.init.status).toBe(403);
    expect(result.data.booking).toEqual({
      ok: false,
      title: "Erreur",
      message: BOOKING_MESSAGES.licenceMissing,
      values: { startDate: day(10), endDate: day(12), notes: "Arrivée à 9 h" },
    });
    expect(await bookingsOf(rental.id)).toEqual([]);
  });

  it("shows the terms on the page everyone shares, and a member's licence only in their own calendar answer", async () => {
    const { rental } = await rentalWithTerms();
    const renter = await member();
    await giveLicence(renter.user.id, "pending", day(400));
    // The page's data, for a visitor and for the member themselves: the listing's terms, nothing of their licence.
    for (const cookie of [undefined, renter.cookie]) {
      const headers = new Headers({ "x-client-ip": "10.77.1.2" });
      headers.set("cookie", cookie ? `${cookie}; country=SN` : "country=SN");
      const page = (await rentalDetailLoader({
        request: new Request(`${ORIGIN}/rental/${rental.id}`, { headers }),
        params: { id: rental.id },
        context: new RouterContextProvider(),
      } as never)) as unknown as { data: { listing: Record<string, unknown> } };
      expect(page.data.listing).toMatchObject({ licenceRequired: true, depositAmount: 150_000 });
      const shown = JSON.stringify(page.data);
      expect(shown).not.toContain("SN-123456");
      expect(shown).not.toContain(day(400));
    }
    const calendar = async (cookie?: string) => {
      const headers = new Headers({ "x-client-ip": "10.77.1.1" });
      if (cookie) headers.set("cookie", cookie);
      const response = (await calendarLoader({
        request: new Request(`${ORIGIN}/rental/${rental.id}/calendar`, { headers }),
        params: { id: rental.id },
        context: new RouterContextProvider(),
      } as never)) as Response;
      return { cacheControl: response.headers.get("Cache-Control"), body: (await response.json()) as Record<string, unknown> };
    };
    expect(await calendar(renter.cookie)).toEqual({
      cacheControl: "private, no-store",
      body: { taken: [], mine: [], licence: { status: "pending", expiresOn: day(400) } },
    });
    const other = await member();
    expect((await calendar(other.cookie)).body).toEqual({ taken: [], mine: [] });
    expect((await calendar()).body).toEqual({ taken: [], mine: [] });
  });

  it("does not let a banned member's session book, whatever their licence", async () => {
    const { rental } = await rentalWithTerms();
    const renter = await member();
    await giveLicence(renter.user.id, "verified", day(400));
    await db().update(profiles).set({ banned: true, bannedAt: new Date() }).where(eq(profiles.id, renter.user.id));
    const body = formOf({ intent: "book", startDate: day(10), endDate: day(12), notes: "" });
    const result = (await rentalDetailAction({
      request: request(`/rental/${rental.id}`, renter.cookie, body),
      params: { id: rental.id },
      context: new RouterContextProvider(),
    } as never)) as { data: { booking: { ok: boolean } }; init: { status: number } };
    expect(result.data.booking.ok).toBe(false);
    expect(await bookingsOf(rental.id)).toEqual([]);
  });
});
