import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addDays, dayOf } from "../../app/features/bookings/booking-rules.ts";
import { createRentalListing, createUser } from "../../app/features/demo/factories.server.ts";
import { listNotifications } from "../../app/features/notifications/notifications.server.ts";
import { bookingRecords } from "../../app/features/rental-inspections/booking-records.server.ts";
import { INSPECTION_MESSAGES, type InspectionPhase, REQUIRED_VIEWS, fuelChangeLabel } from "../../app/features/rental-inspections/inspection-rules.ts";
import {
  addInspectionPhoto,
  confirmRecord,
  contestRecord,
  removeInspectionPhoto,
  saveDraft,
  submitRecord,
} from "../../app/features/rental-inspections/inspections.server.ts";
import { confirmLapsedRecords } from "../../app/features/rental-inspections/lapsed-records.server.ts";
import { db } from "../../app/server/db.server.ts";
import { bookingDisputes, bookingInspections, bookingPhotos, profiles, rentalBookings } from "../../app/server/schema.ts";
import { useTestDatabase } from "../support/database.ts";
import { goodJpeg } from "../support/images.ts";
import { handle, post } from "../support/request-handler.ts";
import { routeOutcome } from "../support/route-responses.ts";
import { sessionCookie } from "../support/session.ts";

useTestDatabase();

let seq = 0;
const now = new Date();
const today = dayOf(now);
const HOUR = 3_600_000;
const later = (hours: number) => new Date(now.getTime() + hours * HOUR);

async function member(firstName: string) {
  const email = `edl${++seq}@example.test`;
  const user = await createUser({ email, firstName, lastName: "Diallo" });
  return { ...user, email };
}

/** A confirmed booking from today to in three days, between a fresh owner and renter. */
async function booking(options: { depositAmount?: number; startIn?: number; status?: "confirmed" | "in_progress" } = {}) {
  const [owner, renter] = [await member("Moussa"), await member("Aminata")];
  const rental = await createRentalListing(owner.id, { brand: "Toyota", model: "Corolla" });
  const start = addDays(today, options.startIn ?? 0);
  const [row] = await db()
    .insert(rentalBookings)
    .values({
      listingId: rental.id,
      renterId: renter.id,
      ownerId: owner.id,
      startDate: start,
      endDate: addDays(start, 3),
      totalDays: 4,
      dailyRate: 20_000,
      totalPrice: 80_000,
      depositAmount: options.depositAmount ?? 0,
      status: options.status ?? "confirmed",
    })
    .returning({ id: rentalBookings.id });
  return { id: row.id, owner, renter };
}

let shot = 0;
/** A small JPEG of its own width: every call another file (the same file sent twice is one photo). */
const photo = () => goodJpeg(64 + ++shot, 48);

/** Six photos, one per required view. */
async function sixPhotos(userId: string, bookingId: string, phase: InspectionPhase, at = now) {
  for (const view of REQUIRED_VIEWS) expect(await addInspectionPhoto(userId, bookingId, phase, view, await photo(), at)).toMatchObject({ ok: true });
}

const fields = (mileage: number, fuelEighths: number, extra: Partial<{ depositMethod: "cash" | "mobile_money"; depositNote: string }> = {}) => ({
  mileage,
  fuelEighths,
  notes: "Rayure sur la portière avant droite",
  depositMethod: extra.depositMethod ?? null,
  depositNote: extra.depositNote ?? null,
});

async function sentRecord(userId: string, bookingId: string, phase: InspectionPhase, mileage = 10_000, fuel = 6, at = now) {
  expect(await saveDraft(userId, bookingId, phase, fields(mileage, fuel), at)).toEqual({ ok: true });
  await sixPhotos(userId, bookingId, phase, at);
  expect(await submitRecord(userId, bookingId, phase, at)).toEqual({ ok: true });
}

const statusOf = async (bookingId: string) =>
  (await db().select({ status: rentalBookings.status }).from(rentalBookings).where(eq(rentalBookings.id, bookingId)))[0]?.status;
const recordOf = async (bookingId: string, phase: InspectionPhase) =>
  (
    await db()
      .select()
      .from(bookingInspections)
      .where(and(eq(bookingInspections.bookingId, bookingId), eq(bookingInspections.phase, phase)))
  )[0];

describe("the full pick-up and return", () => {
  it("records, confirms, moves the booking and shows the difference", async () => {
    const b = await booking();
    await sentRecord(b.owner.id, b.id, "pickup", 10_000, 6);
    const told = await listNotifications(b.renter.id);
    expect(told.items[0]).toMatchObject({ title: "État des lieux à confirmer", link: `/bookings/${b.id}` });
    // The recorder cannot confirm their own record.
    expect(await confirmRecord(b.owner.id, b.id, "pickup", later(1))).toMatchObject({ ok: false, error: INSPECTION_MESSAGES.notYours });
    expect(await confirmRecord(b.renter.id, b.id, "pickup", later(1))).toEqual({ ok: true });
    expect(await statusOf(b.id)).toBe("in_progress");
    // The return, by the renter this time, confirmed by the owner; no deposit: the booking is completed.
    await sentRecord(b.renter.id, b.id, "return", 10_412, 4, later(2));
    expect(await confirmRecord(b.owner.id, b.id, "return", later(3))).toEqual({ ok: true });
    expect(await statusOf(b.id)).toBe("completed");
    const records = await bookingRecords(b.id);
    expect(records.pickup).toMatchObject({ status: "confirmed", mileage: 10_000, fuelEighths: 6, answeredBy: { id: b.renter.id } });
    expect(records.pickup?.photos).toHaveLength(6);
    expect(records.pickup?.photos[0]?.url).toMatch(new RegExp(`^/bookings/${b.id}/photos/[0-9a-f-]{36}$`));
    expect(records.return?.difference).toEqual({ km: 412, fuelChange: -2 });
    expect(fuelChangeLabel(-2)).toBe("−2/8");
  });

  it("asks the deposit's handover on the pick-up record, and stops a return at its booking's 'returned' while a deposit is held", async () => {
    const b = await booking({ depositAmount: 100_000 });
    await saveDraft(b.owner.id, b.id, "pickup", fields(5_000, 8));
    await sixPhotos(b.owner.id, b.id, "pickup");
    const refused = await submitRecord(b.owner.id, b.id, "pickup");
    expect(refused).toMatchObject({
      ok: false,
      problems: { depositMethod: INSPECTION_MESSAGES.depositMethodMissing, depositNote: INSPECTION_MESSAGES.depositNoteMissing },
    });
    await saveDraft(b.owner.id, b.id, "pickup", fields(5_000, 8, { depositMethod: "mobile_money", depositNote: "Wave TX-4411" }));
    expect(await submitRecord(b.owner.id, b.id, "pickup")).toEqual({ ok: true });
    expect(await confirmRecord(b.renter.id, b.id, "pickup")).toEqual({ ok: true });
    await sentRecord(b.owner.id, b.id, "return", 5_100, 8);
    expect(await confirmRecord(b.renter.id, b.id, "return")).toEqual({ ok: true });
    expect(await statusOf(b.id)).toBe("returned");
  });

  it("refuses a return mileage below the pick-up's", async () => {
    const b = await booking({ status: "confirmed" });
    await sentRecord(b.owner.id, b.id, "pickup", 50_000, 4);
    await confirmRecord(b.renter.id, b.id, "pickup");
    await saveDraft(b.owner.id, b.id, "return", fields(49_000, 4));
    await sixPhotos(b.owner.id, b.id, "return");
    expect(await submitRecord(b.owner.id, b.id, "return")).toMatchObject({ ok: false, problems: { mileage: INSPECTION_MESSAGES.mileageBelowPickup } });
  });
});

describe("who may write and answer, and when", () => {
  it("refuses another member's booking everywhere", async () => {
    const b = await booking();
    const stranger = await member("Intrus");
    expect(await saveDraft(stranger.id, b.id, "pickup", fields(1, 1))).toMatchObject({ ok: false, code: "not-found" });
    expect(await addInspectionPhoto(stranger.id, b.id, "pickup", "front", await photo())).toMatchObject({ ok: false, code: "not-found" });
    await sentRecord(b.owner.id, b.id, "pickup");
    expect(await confirmRecord(stranger.id, b.id, "pickup")).toMatchObject({ ok: false, code: "not-found" });
    expect(await contestRecord(stranger.id, b.id, "pickup", "Non")).toMatchObject({ ok: false, code: "not-found" });
    expect((await recordOf(b.id, "pickup"))?.status).toBe("submitted");
  });

  it("lets the first to start be the recorder: the other cannot write into it", async () => {
    const b = await booking();
    await saveDraft(b.renter.id, b.id, "pickup", fields(1_000, 2));
    expect(await saveDraft(b.owner.id, b.id, "pickup", fields(9, 9 - 1))).toMatchObject({ ok: false, error: INSPECTION_MESSAGES.otherRecorder });
    expect(await addInspectionPhoto(b.owner.id, b.id, "pickup", "front", await photo())).toMatchObject({ ok: false, error: INSPECTION_MESSAGES.otherRecorder });
    expect(await recordOf(b.id, "pickup")).toMatchObject({ recordedBy: b.renter.id, mileage: 1_000 });
  });

  it("refuses a pick-up before its window, a return before the pick-up, and an answer after 24 hours", async () => {
    const early = await booking({ startIn: 5 });
    expect(await saveDraft(early.owner.id, early.id, "pickup", fields(1, 1))).toMatchObject({ ok: false, error: INSPECTION_MESSAGES.pickupNotYet });
    expect(await addInspectionPhoto(early.owner.id, early.id, "pickup", "front", await photo())).toMatchObject({
      ok: false,
      error: INSPECTION_MESSAGES.pickupNotYet,
    });
    expect(await saveDraft(early.owner.id, early.id, "return", fields(1, 1))).toMatchObject({ ok: false, error: INSPECTION_MESSAGES.returnNotYet });
    const b = await booking();
    await sentRecord(b.owner.id, b.id, "pickup");
    expect(await confirmRecord(b.renter.id, b.id, "pickup", later(25))).toMatchObject({ ok: false, error: INSPECTION_MESSAGES.answerLate });
    expect(await contestRecord(b.renter.id, b.id, "pickup", "Rayure absente", later(25))).toMatchObject({ ok: false, error: INSPECTION_MESSAGES.answerLate });
    expect(await statusOf(b.id)).toBe("confirmed");
  });

  it("never changes a confirmed record", async () => {
    const b = await booking();
    await sentRecord(b.owner.id, b.id, "pickup");
    await confirmRecord(b.renter.id, b.id, "pickup");
    const before = await recordOf(b.id, "pickup");
    const [first] = await db().select({ id: bookingPhotos.id }).from(bookingPhotos).where(eq(bookingPhotos.bookingId, b.id));
    expect(await saveDraft(b.owner.id, b.id, "pickup", fields(1, 1))).toMatchObject({ ok: false, error: INSPECTION_MESSAGES.notDraft });
    expect(await addInspectionPhoto(b.owner.id, b.id, "pickup", "other", await photo())).toMatchObject({ ok: false, error: INSPECTION_MESSAGES.notDraft });
    expect(await removeInspectionPhoto(b.owner.id, b.id, "pickup", first?.id)).toMatchObject({ ok: false, error: INSPECTION_MESSAGES.notDraft });
    expect(await submitRecord(b.owner.id, b.id, "pickup")).toMatchObject({ ok: false });
    expect(await confirmRecord(b.renter.id, b.id, "pickup")).toMatchObject({ ok: false, error: INSPECTION_MESSAGES.nothingToAnswer });
    expect(await recordOf(b.id, "pickup")).toEqual(before);
    expect(await db().select().from(bookingPhotos).where(eq(bookingPhotos.bookingId, b.id))).toHaveLength(6);
  });
});

describe("photos", () => {
  it("takes 20 at most, even two at once at 20", async () => {
    const b = await booking();
    await sixPhotos(b.owner.id, b.id, "pickup");
    for (let i = 0; i < 13; i++) expect(await addInspectionPhoto(b.owner.id, b.id, "pickup", "other", await photo())).toMatchObject({ ok: true });
    const both = await Promise.all([
      addInspectionPhoto(b.owner.id, b.id, "pickup", "other", await photo()),
      addInspectionPhoto(b.owner.id, b.id, "pickup", "other", await photo()),
    ]);
    expect(both.filter((r) => r.ok)).toHaveLength(1);
    expect(both.find((r) => !r.ok)).toMatchObject({ error: INSPECTION_MESSAGES.tooManyPhotos });
    expect(await addInspectionPhoto(b.owner.id, b.id, "pickup", "other", await photo())).toMatchObject({ ok: false, error: INSPECTION_MESSAGES.tooManyPhotos });
    expect(await db().select().from(bookingPhotos).where(eq(bookingPhotos.bookingId, b.id))).toHaveLength(20);
  });

  it("keeps the same file sent twice once, under the same id, even two at once or at the 20th place; another file is another photo", async () => {
    const b = await booking();
    const file = await photo();
    const first = await addInspectionPhoto(b.owner.id, b.id, "pickup", "front", file);
    expect(first).toMatchObject({ ok: true });
    expect(await addInspectionPhoto(b.owner.id, b.id, "pickup", "front", Buffer.from(file))).toEqual(first);
    const rows = () => db().select().from(bookingPhotos).where(eq(bookingPhotos.bookingId, b.id));
    expect(await rows()).toHaveLength(1);
    expect(await addInspectionPhoto(b.owner.id, b.id, "pickup", "front", await photo())).toMatchObject({ ok: true });
    expect(await rows()).toHaveLength(2);
    // Sent twice at the same moment.
    const again = await photo();
    const both = await Promise.all([
      addInspectionPhoto(b.owner.id, b.id, "pickup", "back", again),
      addInspectionPhoto(b.owner.id, b.id, "pickup", "back", Buffer.from(again)),
    ]);
    expect(both[0]).toMatchObject({ ok: true });
    expect(both[1]).toEqual(both[0]);
    expect(await rows()).toHaveLength(3);
    // The same file on the return record is a photo of its own.
    await sentRecord(b.owner.id, b.id, "pickup");
    expect(await confirmRecord(b.renter.id, b.id, "pickup")).toEqual({ ok: true });
    expect(await addInspectionPhoto(b.owner.id, b.id, "return", "front", file)).toMatchObject({ ok: true });
    expect(await rows()).toHaveLength(10);
    // At 20, the last one sent again is still answered, a new one refused.
    const full = await booking();
    for (let i = 0; i < 19; i++) expect(await addInspectionPhoto(full.owner.id, full.id, "pickup", "other", await photo())).toMatchObject({ ok: true });
    const last = await photo();
    const twentieth = await addInspectionPhoto(full.owner.id, full.id, "pickup", "other", last);
    expect(twentieth).toMatchObject({ ok: true });
    expect(await addInspectionPhoto(full.owner.id, full.id, "pickup", "other", last)).toEqual(twentieth);
    expect(await addInspectionPhoto(full.owner.id, full.id, "pickup", "other", await photo())).toMatchObject({
      ok: false,
      error: INSPECTION_MESSAGES.tooManyPhotos,
    });
    expect(await db().select().from(bookingPhotos).where(eq(bookingPhotos.bookingId, full.id))).toHaveLength(20);
  });

  it("refuses 5 photos, or 6 with a view missing, on submit; removes a photo of a draft", async () => {
    const b = await booking();
    await saveDraft(b.owner.id, b.id, "pickup", fields(1_000, 4));
    for (const view of REQUIRED_VIEWS.slice(0, 5)) await addInspectionPhoto(b.owner.id, b.id, "pickup", view, await photo());
    expect(await submitRecord(b.owner.id, b.id, "pickup")).toMatchObject({ ok: false, error: INSPECTION_MESSAGES.tooFewPhotos });
    await addInspectionPhoto(b.owner.id, b.id, "pickup", "front", await photo());
    expect(await submitRecord(b.owner.id, b.id, "pickup")).toMatchObject({ ok: false, error: INSPECTION_MESSAGES.missingViews });
    const [extra] = await db().select({ id: bookingPhotos.id }).from(bookingPhotos).where(eq(bookingPhotos.bookingId, b.id)).limit(1);
    expect(await removeInspectionPhoto(b.renter.id, b.id, "pickup", extra?.id)).toMatchObject({ ok: false, error: INSPECTION_MESSAGES.otherRecorder });
    expect(await removeInspectionPhoto(b.owner.id, b.id, "pickup", extra?.id)).toEqual({ ok: true });
    expect(await removeInspectionPhoto(b.owner.id, b.id, "pickup", "pas-un-id")).toMatchObject({ ok: false, code: "not-found" });
    expect(await db().select().from(bookingPhotos).where(eq(bookingPhotos.bookingId, b.id))).toHaveLength(5);
  });

  it("refuses a file that is not an image, one over 5 MB, and an unknown view", async () => {
    const b = await booking();
    expect(await addInspectionPhoto(b.owner.id, b.id, "pickup", "front", Buffer.from("%PDF-1.4 pas une image"))).toMatchObject({
      ok: false,
      error: INSPECTION_MESSAGES.photoNotImage,
    });
    expect(await addInspectionPhoto(b.owner.id, b.id, "pickup", "front", Buffer.alloc(6 * 1024 * 1024, 1))).toMatchObject({
      ok: false,
      error: INSPECTION_MESSAGES.photoTooLarge,
    });
    expect(await addInspectionPhoto(b.owner.id, b.id, "pickup", "roof", await photo())).toMatchObject({ ok: false, error: INSPECTION_MESSAGES.photoMissing });
    expect(await db().select().from(bookingPhotos).where(eq(bookingPhotos.bookingId, b.id))).toEqual([]);
  });
});

describe("answers", () => {
  it("confirms by the clock after 24 hours, once, and moves the booking", async () => {
    const b = await booking();
    await sentRecord(b.owner.id, b.id, "pickup");
    expect(await confirmLapsedRecords(later(23))).toBe(0);
    expect(await confirmLapsedRecords(later(25))).toBeGreaterThanOrEqual(1);
    expect(await recordOf(b.id, "pickup")).toMatchObject({ status: "confirmed", answeredBy: null });
    expect(await statusOf(b.id)).toBe("in_progress");
    expect(await confirmLapsedRecords(later(26))).toBe(0);
  });

  it("opens a dispute on a contested pick-up (the rental goes on) and puts a contested return in dispute", async () => {
    const b = await booking();
    await sentRecord(b.owner.id, b.id, "pickup");
    expect(await contestRecord(b.renter.id, b.id, "pickup", "  ")).toMatchObject({ ok: false, error: INSPECTION_MESSAGES.reasonMissing });
    expect(await contestRecord(b.renter.id, b.id, "pickup", "x".repeat(1001))).toMatchObject({ ok: false, error: INSPECTION_MESSAGES.reasonTooLong });
    expect(await contestRecord(b.renter.id, b.id, "pickup", "La rayure était déjà là")).toEqual({ ok: true });
    expect(await statusOf(b.id)).toBe("in_progress");
    expect(await recordOf(b.id, "pickup")).toMatchObject({ status: "contested", contestReason: "La rayure était déjà là", answeredBy: b.renter.id });
    await sentRecord(b.renter.id, b.id, "return", 10_300, 2);
    expect(await contestRecord(b.owner.id, b.id, "return", "Le réservoir était plein au départ")).toEqual({ ok: true });
    expect(await statusOf(b.id)).toBe("disputed");
    const disputes = await db()
      .select({ subject: bookingDisputes.subject, openedBy: bookingDisputes.openedBy })
      .from(bookingDisputes)
      .where(eq(bookingDisputes.bookingId, b.id));
    expect(disputes.sort((x, y) => x.subject.localeCompare(y.subject))).toEqual([
      { subject: "pickup", openedBy: b.renter.id },
      { subject: "return", openedBy: b.owner.id },
    ]);
  });
});

describe("the pages", () => {
  const get = (path: string, cookie?: string) => handle(new Request(`http://localhost:3000${path}`, { headers: cookie ? { cookie } : {} }));

  it("serves a photo to the two parties and admins only, never to a guess", async () => {
    const b = await booking();
    await sixPhotos(b.owner.id, b.id, "pickup");
    const other = await booking();
    const [shot] = await db().select({ id: bookingPhotos.id }).from(bookingPhotos).where(eq(bookingPhotos.bookingId, b.id)).limit(1);
    const path = `/bookings/${b.id}/photos/${shot?.id}`;
    const renter = await get(path, await sessionCookie(b.renter.email));
    expect(renter.status).toBe(200);
    expect(renter.headers.get("content-type")).toBe("image/webp");
    expect(renter.headers.get("cache-control")).toBe("private, no-store");
    expect(renter.headers.get("x-content-type-options")).toBe("nosniff");
    const admin = await member("Admin");
    await db().update(profiles).set({ role: "admin" }).where(eq(profiles.id, admin.id));
    expect((await get(path, await sessionCookie(admin.email))).status).toBe(200);
    const strangerCookie = await sessionCookie((await member("Intrus")).email);
    expect((await get(path, strangerCookie)).status).toBe(404);
    expect((await get(path)).status).toBe(404);
    // Another booking's id with this photo, a random photo id, a malformed one.
    const otherOwner = await sessionCookie(other.owner.email);
    expect((await get(`/bookings/${other.id}/photos/${shot?.id}`, otherOwner)).status).toBe(404);
    expect((await get(`/bookings/${b.id}/photos/${randomUUID()}`, await sessionCookie(b.owner.email))).status).toBe(404);
    expect((await get(`/bookings/${b.id}/photos/pas-un-id%00`, await sessionCookie(b.owner.email))).status).toBe(404);
  });

  it("serves a photo at its full width (1600 px) and, asked with ?taille=vignette, as a 400 px thumbnail, to the same people only", async () => {
    const b = await booking();
    const added = await addInspectionPhoto(b.owner.id, b.id, "pickup", "front", await goodJpeg(2400, 1800));
    expect(added.ok).toBe(true);
    const [shot] = await db().select({ id: bookingPhotos.id }).from(bookingPhotos).where(eq(bookingPhotos.bookingId, b.id)).limit(1);
    const path = `/bookings/${b.id}/photos/${shot?.id}`;
    const cookie = await sessionCookie(b.renter.email);
    const width = async (response: Response) => (await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width;
    expect(await width(await get(path, cookie))).toBe(1600);
    const thumbnail = await get(`${path}?taille=vignette`, cookie);
    expect(thumbnail.headers.get("cache-control")).toBe("private, no-store");
    expect(await width(thumbnail)).toBe(400);
    expect((await get(`${path}?taille=vignette`, await sessionCookie((await member("Curieux")).email))).status).toBe(404);
  });

  it("shows a booking to its parties only, and answers 404 to malformed addresses", async () => {
    const b = await booking();
    const owner = await sessionCookie(b.owner.email);
    const page = await get(`/bookings/${b.id}`, owner);
    expect(await routeOutcome(page, "routes/booking")).toMatchObject({ kind: "data", status: 200, data: { next: { kind: "record", phase: "pickup" } } });
    const stranger = await sessionCookie((await member("Intrus")).email);
    expect((await get(`/bookings/${b.id}`, stranger)).status).toBe(404);
    expect((await get(`/bookings/${b.id}/etat-des-lieux/depart`, stranger)).status).toBe(404);
    expect((await get("/bookings/pas-un-id", owner)).status).toBe(404);
    expect((await get(`/bookings/${b.id}/etat-des-lieux/milieu`, owner)).status).toBe(404);
    expect((await get(`/bookings/${b.id}/etat-des-lieux/depart`, owner)).status).toBe(200);
    const body = new FormData();
    body.set("intent", "confirm");
    body.set("phase", "pickup");
    expect((await post(`/bookings/${b.id}`, body, { cookie: stranger })).status).toBe(404);
  });

  it("takes the form without JavaScript (fields and photos in one post) and one photo per script request", async () => {
    const b = await booking();
    const owner = await sessionCookie(b.owner.email);
    const form = new FormData();
    form.set("intent", "save");
    form.set("mileage", "12 500");
    form.set("fuel", "5");
    form.set("notes", "Pare-brise fêlé\u0000");
    for (const view of ["front", "back"]) form.append(`photo-${view}`, new File([new Uint8Array(await photo())], `${view}.jpg`, { type: "image/jpeg" }));
    const saved = await post(`/bookings/${b.id}/etat-des-lieux/depart`, form, { cookie: owner });
    expect(saved.status).toBe(302);
    expect(await recordOf(b.id, "pickup")).toMatchObject({ mileage: 12_500, fuelEighths: 5, notes: "Pare-brise fêlé", status: "draft" });
    const one = new FormData();
    one.set("intent", "photo");
    one.set("view", "left");
    one.set("photo", new File([new Uint8Array(await photo())], "left.jpg", { type: "image/jpeg" }));
    expect((await post(`/bookings/${b.id}/etat-des-lieux/depart.data?photo`, one, { cookie: owner })).status).toBe(200);
    expect(await db().select().from(bookingPhotos).where(eq(bookingPhotos.bookingId, b.id))).toHaveLength(3);
    // A bad mileage is refused with the typed text kept, and nothing else is lost.
    const bad = new FormData();
    bad.set("intent", "submit");
    bad.set("mileage", "99999999999");
    bad.set("fuel", "5");
    const refused = await post(`/bookings/${b.id}/etat-des-lieux/depart`, bad, { cookie: owner });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("99999999999");
    expect((await recordOf(b.id, "pickup"))?.status).toBe("draft");
  });
});
