import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { personalData } from "../../app/features/accounts/data-export.server.ts";
import { deleteAccount } from "../../app/features/account-deletion/account-deletion.server.ts";
import { createBooking } from "../../app/features/bookings/bookings.server.ts";
import { addDays, dayOf } from "../../app/lib/calendar-day.ts";
import { createRentalListing, createUser } from "../../app/features/demo/factories.server.ts";
import { renterLicenceForOwner } from "../../app/features/driving-licence/licence-for-owner.server.ts";
import { LICENCE_FORM_MESSAGES } from "../../app/features/driving-licence/licence-form.ts";
import { LICENCE_REVIEW_MESSAGES } from "../../app/features/admin/licence-review-rules.ts";
import { licenceStandingOf } from "../../app/features/driving-licence/licence-standing.server.ts";
import { banMember } from "../../app/features/moderation/members.server.ts";
import { listNotifications } from "../../app/features/notifications/notifications.server.ts";
import { action as licenceAction, loader as licencePageLoader } from "../../app/routes/profile-licence.tsx";
import { loader as photoLoader } from "../../app/routes/licence-photo.ts";
import { action as reviewAction, loader as reviewLoader } from "../../app/routes/admin-verifications.tsx";
import { loader as profileLoader } from "../../app/routes/profile.tsx";
import { db } from "../../app/server/db.server.ts";
import { readPrivatePhoto } from "../../app/server/private-storage.server.ts";
import { adminAuditLog, drivingLicences, rentalBookings } from "../../app/server/schema.ts";
import { FORM_INVALID } from "../../app/server/read-form.server.ts";
import { useTestDatabase } from "../support/database.ts";
import { goodJpeg } from "../support/images.ts";
import { mailsTo } from "../support/mails.ts";
import { sessionCookie } from "../support/session.ts";

const { dataDir } = useTestDatabase();
const ORIGIN = "http://localhost:3000";
const today = dayOf(new Date());
let seq = 0;

async function member(role: "user" | "admin" = "user", firstName = "Awa") {
  const email = `permis-${++seq}@example.test`;
  const user = await createUser({ email, role, firstName, lastName: `Koné${seq}` });
  return { id: user.id, email, cookie: await sessionCookie(email) };
}

type Answer = { status: number; location: string | null; data: Record<string, unknown> | null; response: Response | null };

/** Runs a route function as React Router would, and gives what it answered or threw. */
async function run(fn: (args: never) => unknown, request: Request, params: Record<string, string> = {}): Promise<Answer> {
  try {
    const answer = await fn({ request, params, context: new RouterContextProvider() } as never);
    if (answer instanceof Response) return { status: answer.status, location: answer.headers.get("Location"), data: null, response: answer };
    if (answer && typeof answer === "object" && "init" in answer && "data" in answer) {
      const wrapped = answer as { init?: { status?: number } | null; data: Record<string, unknown> };
      return { status: wrapped.init?.status ?? 200, location: null, data: wrapped.data, response: null };
    }
    return { status: 200, location: null, data: answer as Record<string, unknown>, response: null };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get("Location"), data: null, response: thrown };
    const error = thrown as { init?: { status?: number }; data?: unknown };
    if (error.init) return { status: error.init.status ?? 500, location: null, data: error.data as Record<string, unknown>, response: null };
    throw thrown;
  }
}

const jpegFile = async (name = "recto.jpg") => new File([new Uint8Array(await goodJpeg())], name, { type: "image/jpeg" });

interface LicencePost {
  number?: string;
  country?: string;
  expiresOn?: string;
  front?: File | null;
  back?: File | null;
}

async function sendLicence(cookie: string, fields: LicencePost = {}): Promise<Answer> {
  const form = new FormData();
  form.set("number", fields.number ?? "CI-2019 00451");
  form.set("country", fields.country ?? "CI");
  form.set("expiresOn", fields.expiresOn ?? addDays(today, 800));
  const front = fields.front === undefined ? await jpegFile("recto.jpg") : fields.front;
  const back = fields.back === undefined ? await jpegFile("verso.jpg") : fields.back;
  form.set("front", front ?? new File([], ""));
  form.set("back", back ?? new File([], ""));
  const request = new Request(`${ORIGIN}/profile/permis`, { method: "POST", headers: { cookie }, body: form });
  return run(licenceAction as never, request);
}

const licenceRow = async (userId: string) => (await db().select().from(drivingLicences).where(eq(drivingLicences.userId, userId)))[0];

async function photo(cookie: string, userId: string, side: string): Promise<Answer> {
  const request = new Request(`${ORIGIN}/permis/${userId}/${side}`, { headers: cookie ? { cookie } : {} });
  return run(photoLoader as never, request, { userId, side });
}

async function decide(cookie: string, form: Record<string, string>): Promise<Answer> {
  const request = new Request(`${ORIGIN}/admin/verifications`, { method: "POST", headers: { cookie }, body: new URLSearchParams(form) });
  return run(reviewAction as never, request);
}

const versionOf = async (userId: string) => (await licenceRow(userId))!.updatedAt.toISOString();

describe("a member's driving licence", () => {
  it("is saved with both photos in private storage, then replaced: the old files go, the check starts again", async () => {
    const awa = await member();
    const sent = await sendLicence(awa.cookie, { number: " ci-2019  00451 ", country: "ci" });
    expect(sent).toMatchObject({ status: 302, location: "/profile/permis" });
    const first = await licenceRow(awa.id);
    expect(first).toMatchObject({ number: "CI-2019 00451", country: "CI", status: "pending", refusalReason: null });
    expect(first!.frontKey).toMatch(/^private\/licences\//);
    expect(await readPrivatePhoto(first!.frontKey)).toBeInstanceOf(Buffer);
    expect(await readPrivatePhoto(first!.backKey)).toBeInstanceOf(Buffer);
    expect(await licenceStandingOf(awa.id, today)).toBe("pending");

    // A refused licence, replaced, waits for a new check without its old reason.
    await db().update(drivingLicences).set({ status: "refused", refusalReason: "Illisible" }).where(eq(drivingLicences.userId, awa.id));
    expect(await sendLicence(awa.cookie, { number: "AB 999 000" })).toMatchObject({ status: 302 });
    const second = await licenceRow(awa.id);
    expect(second).toMatchObject({ number: "AB 999 000", status: "pending", refusalReason: null, reviewedBy: null });
    expect(second!.frontKey).not.toBe(first!.frontKey);
    expect(await readPrivatePhoto(first!.frontKey)).toBeUndefined();
    expect(await readPrivatePhoto(first!.backKey)).toBeUndefined();
    expect(await readPrivatePhoto(second!.frontKey)).toBeInstanceOf(Buffer);

    // The page shows the member's own licence and its photos' authorised addresses.
    const page = await run(licencePageLoader as never, new Request(`${ORIGIN}/profile/permis`, { headers: { cookie: awa.cookie } }));
    const licence = (page.data as { licence: { standing: string; frontUrl: string } }).licence;
    expect(licence.standing).toBe("pending");
    expect(licence.frontUrl).toMatch(new RegExp(`^/permis/${awa.id}/recto\\?v=`));
    // The profile's card reads the standing.
    const profile = await run(profileLoader as never, new Request(`${ORIGIN}/profile`, { headers: { cookie: awa.cookie } }));
    expect((profile.data as { licence: string }).licence).toBe("pending");
  });

  it("refuses an expired licence, a malformed date, an unknown country and a bad number, keeping what was typed", async () => {
    const awa = await member();
    const expired = await sendLicence(awa.cookie, { expiresOn: addDays(today, -1), number: "AB 1234" });
    expect(expired.status).toBe(400);
    expect(expired.data).toMatchObject({ errors: { expiresOn: LICENCE_FORM_MESSAGES.expired }, values: { number: "AB 1234" } });
    const wrong = await sendLicence(awa.cookie, { expiresOn: "2030-02-30", country: "XX", number: "A<1>\u0000" });
    expect(wrong.status).toBe(400);
    expect(wrong.data).toMatchObject({
      errors: { expiresOn: LICENCE_FORM_MESSAGES.expiresOnInvalid, country: LICENCE_FORM_MESSAGES.country, number: LICENCE_FORM_MESSAGES.number },
      values: { expiresOn: "2030-02-30", country: "XX" },
    });
    const huge = await sendLicence(awa.cookie, { expiresOn: "999999-01-01" });
    expect(huge.data).toMatchObject({ errors: { expiresOn: LICENCE_FORM_MESSAGES.expiresOnInvalid } });
    expect(await licenceRow(awa.id)).toBeUndefined();
  });

  it("refuses a file that is not an image, a photo over 5 MB, a missing side, and a body past its budget", async () => {
    const awa = await member();
    const notImage = await sendLicence(awa.cookie, { front: new File(["%PDF-1.4 pas une image"], "permis.jpg", { type: "image/jpeg" }) });
    expect(notImage).toMatchObject({ status: 400, data: { errors: { front: LICENCE_FORM_MESSAGES.notImage } } });
    // A good recto stored before a bad verso is refused: it goes too (checked below).
    const badBack = await sendLicence(awa.cookie, { back: new File(["<svg/>"], "verso.png", { type: "image/png" }) });
    expect(badBack).toMatchObject({ status: 400, data: { errors: { back: LICENCE_FORM_MESSAGES.notImage } } });
    const heavy = await sendLicence(awa.cookie, { back: new File([new Uint8Array(6 * 1024 * 1024)], "verso.jpg", { type: "image/jpeg" }) });
    expect(heavy).toMatchObject({ status: 400, data: { errors: { back: LICENCE_FORM_MESSAGES.tooLarge } } });
    const missing = await sendLicence(awa.cookie, { back: null });
    expect(missing).toMatchObject({ status: 400, data: { errors: { back: LICENCE_FORM_MESSAGES.backMissing }, values: { number: "CI-2019 00451" } } });
    const six = () => new File([new Uint8Array(6 * 1024 * 1024)], "gros.jpg", { type: "image/jpeg" });
    const tooBig = await sendLicence(awa.cookie, { front: six(), back: six() });
    expect(tooBig).toMatchObject({ status: 413, data: { formError: LICENCE_FORM_MESSAGES.formTooLarge } });
    const notAForm = await run(
      licenceAction as never,
      new Request(`${ORIGIN}/profile/permis`, { method: "POST", headers: { cookie: awa.cookie, "content-type": "application/json" }, body: "{}" }),
    );
    expect(notAForm).toMatchObject({ status: 400, data: { formError: FORM_INVALID } });
    expect(await licenceRow(awa.id)).toBeUndefined();
    // A refused upload leaves no file behind.
    const { readdirSync, existsSync } = await import("node:fs");
    const { join } = await import("node:path");
    const folder = join(dataDir(), "private", "private", "licences", awa.id);
    expect(existsSync(folder)).toBe(true);
    expect(readdirSync(folder)).toEqual([]);
  });

  it("sends a visitor to sign in", async () => {
    const page = await run(licencePageLoader as never, new Request(`${ORIGIN}/profile/permis`));
    expect(page.status).toBe(302);
    expect(page.location).toMatch(/^\/auth/);
    const posted = await sendLicence("");
    expect(posted.status).toBe(302);
  });
});

describe("a licence's photos", () => {
  it("are shown to the member, an admin and the owner of a rental they asked for; 404 to everyone else", async () => {
    const renter = await member("user", "Renter");
    const owner = await member("user", "Owner");
    const stranger = await member("user", "Stranger");
    const otherOwner = await member("user", "Other");
    const admin = await member("admin", "Chef");
    await sendLicence(renter.cookie);

    const own = await photo(renter.cookie, renter.id, "recto");
    expect(own.status).toBe(200);
    expect(own.response!.headers.get("Content-Type")).toBe("image/webp");
    expect(own.response!.headers.get("Cache-Control")).toBe("private, no-store");
    expect(own.response!.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect((await photo(admin.cookie, renter.id, "verso")).status).toBe(200);

    // Nobody else, not even the owner of another car, until the renter asks for theirs.
    expect((await photo(owner.cookie, renter.id, "recto")).status).toBe(404);
    expect((await photo(stranger.cookie, renter.id, "recto")).status).toBe(404);
    expect((await photo("", renter.id, "recto")).status).toBe(404);
    expect(await renterLicenceForOwner(owner.id, renter.id, addDays(today, 12))).toBeNull();

    const car = await createRentalListing(owner.id);
    await createRentalListing(otherOwner.id);
    expect(await createBooking(renter.id, { listingId: car!.id, startDate: addDays(today, 10), endDate: addDays(today, 12) })).toMatchObject({ ok: true });
    // The other owner's car is not concerned: a booking of the renter with them is what counts, not any booking.
    expect((await photo(otherOwner.cookie, renter.id, "recto")).status).toBe(404);

    const seen = await photo(owner.cookie, renter.id, "recto");
    expect(seen.status).toBe(200);
    expect((await seen.response!.arrayBuffer()).byteLength).toBeGreaterThan(0);
    const forOwner = await renterLicenceForOwner(owner.id, renter.id, addDays(today, 12));
    expect(forOwner).toMatchObject({ standing: "pending", number: "CI-2019 00451", country: "CI" });
    expect(forOwner!.frontUrl).toMatch(new RegExp(`^/permis/${renter.id}/recto`));
    // The renter does not see the owner's licence through their own booking.
    expect(await renterLicenceForOwner(renter.id, owner.id, today)).toBeNull();

    // Once the request is over (refused, cancelled, completed), the owner sees it no more.
    for (const status of ["rejected", "completed"] as const) {
      await db().update(rentalBookings).set({ status }).where(eq(rentalBookings.renterId, renter.id));
      expect((await photo(owner.cookie, renter.id, "recto")).status).toBe(404);
      expect(await renterLicenceForOwner(owner.id, renter.id, today)).toBeNull();
    }
    for (const status of ["confirmed", "in_progress", "returned", "disputed"] as const) {
      await db().update(rentalBookings).set({ status }).where(eq(rentalBookings.renterId, renter.id));
      expect((await photo(owner.cookie, renter.id, "verso")).status).toBe(200);
    }
  });

  it("answer 404 to a bad side, a guessed or malformed id, and a member without a licence", async () => {
    const awa = await member();
    const admin = await member("admin");
    await sendLicence(awa.cookie);
    for (const [userId, side] of [
      [awa.id, "face"],
      [awa.id, "RECTO"],
      [randomUUID(), "recto"],
      ["../../etc/passwd", "recto"],
      [`${awa.id}\u0000`, "recto"],
      ["x".repeat(5000), "verso"],
    ]) {
      expect((await photo(admin.cookie, userId as string, side as string)).status).toBe(404);
    }
    const none = await member();
    expect((await photo(none.cookie, none.id, "recto")).status).toBe(404);
    // A banned member is nobody: not even their own photos.
    expect(await banMember(admin.id, awa.id, "Faux documents")).toMatchObject({ ok: true });
    expect((await photo(awa.cookie, awa.id, "recto")).status).toBe(404);
  });
});

describe("the admins' 'Vérifications'", () => {
  it("is closed to members, on the loader and the action", async () => {
    const awa = await member();
    const intruder = await member();
    await sendLicence(awa.cookie);
    const page = await run(reviewLoader as never, new Request(`${ORIGIN}/admin/verifications`, { headers: { cookie: intruder.cookie } }));
    expect(page).toMatchObject({ status: 302, location: "/profile" });
    const visitor = await run(reviewLoader as never, new Request(`${ORIGIN}/admin/verifications`));
    expect(visitor.location).toMatch(/^\/auth/);
    const posted = await decide(intruder.cookie, { intent: "verify", userId: awa.id, version: await versionOf(awa.id) });
    expect(posted.status).toBe(302);
    expect(posted.location).toBe("/profile");
    expect((await licenceRow(awa.id))!.status).toBe("pending");
    expect(await db().select().from(adminAuditLog).where(eq(adminAuditLog.targetId, awa.id))).toEqual([]);
  });

  it("lists waiting licences oldest first, verifies one once, journals it and tells the member", async () => {
    const admin = await member("admin");
    const second = await member("admin");
    const older = await member("user", "Ancien");
    const newer = await member("user", "Nouveau");
    await sendLicence(older.cookie);
    await sendLicence(newer.cookie);
    await db()
      .update(drivingLicences)
      .set({ createdAt: new Date(Date.now() - 86_400_000) })
      .where(eq(drivingLicences.userId, older.id));
    const page = await run(reviewLoader as never, new Request(`${ORIGIN}/admin/verifications`, { headers: { cookie: admin.cookie } }));
    const queue = (page.data as { queue: { userId: string; version: string }[] }).queue.filter((q) => [older.id, newer.id].includes(q.userId));
    expect(queue.map((q) => q.userId)).toEqual([older.id, newer.id]);

    const version = queue[0]!.version;
    expect(await decide(admin.cookie, { intent: "verify", userId: older.id, version })).toMatchObject({ status: 302, location: "/admin/verifications" });
    expect(await licenceRow(older.id)).toMatchObject({ status: "verified", reviewedBy: admin.id });
    expect(await licenceStandingOf(older.id, today)).toBe("verified");
    // A second admin on the same page, or a replayed click: refused, nothing applied twice.
    const again = await decide(second.cookie, { intent: "refuse", userId: older.id, version, reason: "Trop tard" });
    expect(again).toMatchObject({ status: 409, data: { refusal: { error: LICENCE_REVIEW_MESSAGES.notPending, reason: "Trop tard" } } });
    expect(await licenceRow(older.id)).toMatchObject({ status: "verified", refusalReason: null });
    const journal = await db().select().from(adminAuditLog).where(eq(adminAuditLog.targetId, older.id));
    expect(journal).toHaveLength(1);
    expect(journal[0]).toMatchObject({ adminId: admin.id, action: "licence.verify", targetType: "user" });
    const { items } = await listNotifications(older.id);
    expect(items[0]).toMatchObject({ title: "Permis de conduire vérifié", link: "/profile/permis" });
    expect(mailsTo(dataDir(), older.email).some((m) => m.includes("Permis de conduire vérifié"))).toBe(true);
  });

  it("refuses with a required reason up to 300 characters, and never a licence replaced meanwhile", async () => {
    const admin = await member("admin");
    const awa = await member();
    await sendLicence(awa.cookie);
    const version = await versionOf(awa.id);
    expect(await decide(admin.cookie, { intent: "refuse", userId: awa.id, version, reason: "   " })).toMatchObject({
      status: 400,
      data: { refusal: { error: LICENCE_REVIEW_MESSAGES.reasonRequired } },
    });
    expect(await decide(admin.cookie, { intent: "refuse", userId: awa.id, version, reason: "x".repeat(301) })).toMatchObject({
      status: 400,
      data: { refusal: { error: LICENCE_REVIEW_MESSAGES.reasonTooLong } },
    });
    // Garbage ids and versions: refused with a message, never a 500.
    for (const form of [
      { intent: "verify", userId: awa.id, version: "pas une date" },
      { intent: "verify", userId: "\u0000", version },
      { intent: "verify", userId: randomUUID(), version },
      { intent: "publish", userId: awa.id, version },
    ]) {
      expect((await decide(admin.cookie, form)).status).toBeGreaterThanOrEqual(400);
    }
    expect((await licenceRow(awa.id))!.status).toBe("pending");

    // The member sends a new licence while the admin looks at the old one.
    await new Promise((r) => setTimeout(r, 5));
    await sendLicence(awa.cookie, { number: "NOUVEAU 1" });
    expect(await decide(admin.cookie, { intent: "refuse", userId: awa.id, version, reason: "Photo floue" })).toMatchObject({ status: 409 });
    expect((await licenceRow(awa.id))!.status).toBe("pending");

    const fresh = await versionOf(awa.id);
    expect(await decide(admin.cookie, { intent: "refuse", userId: awa.id, version: fresh, reason: "  Photo floue, recto illisible  " })).toMatchObject({
      status: 302,
    });
    expect(await licenceRow(awa.id)).toMatchObject({ status: "refused", refusalReason: "Photo floue, recto illisible" });
    expect(await licenceStandingOf(awa.id, today)).toBe("refused");
    const [entry] = await db().select().from(adminAuditLog).where(eq(adminAuditLog.targetId, awa.id));
    expect(entry).toMatchObject({ action: "licence.refuse", targetType: "user", details: { reason: "Photo floue, recto illisible" } });
    const { items } = await listNotifications(awa.id);
    expect(items[0]).toMatchObject({ title: "Permis de conduire refusé", link: "/profile/permis" });
    expect(items[0]!.message).toContain("Photo floue, recto illisible");
    const page = await run(licencePageLoader as never, new Request(`${ORIGIN}/profile/permis`, { headers: { cookie: awa.cookie } }));
    expect((page.data as { licence: { refusalReason: string } }).licence.refusalReason).toBe("Photo floue, recto illisible");
  });

  it("cannot verify an expired licence", async () => {
    const admin = await member("admin");
    const awa = await member();
    await sendLicence(awa.cookie);
    await db()
      .update(drivingLicences)
      .set({ expiresOn: addDays(today, -3) })
      .where(eq(drivingLicences.userId, awa.id));
    const version = await versionOf(awa.id);
    expect(await decide(admin.cookie, { intent: "verify", userId: awa.id, version })).toMatchObject({
      status: 400,
      data: { refusal: { error: LICENCE_REVIEW_MESSAGES.expired } },
    });
    expect((await licenceRow(awa.id))!.status).toBe("pending");
    expect(await licenceStandingOf(awa.id, today)).toBe("expired");
  });
});

describe("a licence and the member's data", () => {
  it("is in the data export, and goes with the account, files included", async () => {
    const awa = await member();
    await sendLicence(awa.cookie, { number: "EXPORT 42" });
    const exported = await personalData(awa.id);
    expect(exported.drivingLicence).toMatchObject({ number: "EXPORT 42", country: "CI", status: "pending", refusalReason: null });
    expect(exported.drivingLicence!.photos).toEqual([expect.stringMatching(new RegExp(`/permis/${awa.id}/recto$`)), expect.stringMatching(/\/verso$/)]);
    expect(JSON.stringify(exported)).not.toContain("private/licences");

    const { frontKey, backKey } = (await licenceRow(awa.id))!;
    const request = new Request(`${ORIGIN}/profile/supprimer`, { method: "POST", headers: { cookie: awa.cookie, "x-client-ip": "10.82.0.1" } });
    expect((await deleteAccount(request, awa.id, "motdepasse123")).ok).toBe(true);
    expect(await licenceRow(awa.id)).toBeUndefined();
    expect(await readPrivatePhoto(frontKey)).toBeUndefined();
    expect(await readPrivatePhoto(backKey)).toBeUndefined();
  });
});

describe("the pages", () => {
  // The words of <Trans> come from the catalogs, extracted later: the markup is checked here.
  it("render for the member and the admin, before any script, with the form, the standing and the photos", async () => {
    const { handle } = await import("../support/request-handler.ts");
    const awa = await member("user", "Page");
    const admin = await member("admin");
    const empty = await handle(new Request(`${ORIGIN}/profile/permis`, { headers: { cookie: awa.cookie } }));
    expect(empty.status).toBe(200);
    const form = await empty.text();
    expect(form).toContain('encType="multipart/form-data"');
    for (const field of [
      'name="front"',
      'name="back"',
      'name="number"',
      'name="country"',
      'type="date"',
      'value="LB"',
      'accept="image/jpeg,image/png,image/webp"',
    ]) {
      expect(form).toContain(field);
    }
    await sendLicence(awa.cookie);
    const mine = await (await handle(new Request(`${ORIGIN}/profile/permis`, { headers: { cookie: awa.cookie } }))).text();
    expect(mine).toContain("En cours de vérification");
    expect(mine).toContain(`/permis/${awa.id}/recto?v=`);
    const profile = await (await handle(new Request(`${ORIGIN}/profile`, { headers: { cookie: awa.cookie } }))).text();
    expect(profile).toContain('href="/profile/permis"');
    expect(profile).toContain("En cours de vérification");
    const queue = await handle(new Request(`${ORIGIN}/admin/verifications`, { headers: { cookie: admin.cookie } }));
    expect(queue.status).toBe(200);
    const html = await queue.text();
    expect(html).toContain('name="reason"');
    expect(html).toContain('maxLength="300"');
    expect(html).toContain(`/permis/${awa.id}/verso?v=`);
  });
});
