import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { addDays, dayOf } from "../../app/features/bookings/booking-rules.ts";
import { createRentalListing, createUser } from "../../app/features/demo/factories.server.ts";
import { listNotifications } from "../../app/features/notifications/notifications.server.ts";
import { acceptClaim, contestClaim, settleLapsedDeposits } from "../../app/features/rental-deposit/deposit-answer.server.ts";
import { claimDeposit, returnDepositInFull } from "../../app/features/rental-deposit/deposit-decision.server.ts";
import { addClaimPhoto } from "../../app/features/rental-deposit/claim-photos.server.ts";
import { DEPOSIT_MESSAGES, MAX_CLAIM_PHOTOS } from "../../app/features/rental-deposit/deposit-rules.ts";
import { photoProblemMessage } from "../../app/features/rental-inspections/inspection-rules.ts";
import { action as depositAction, loader as depositLoader } from "../../app/routes/booking-deposit.tsx";
import { db } from "../../app/server/db.server.ts";
import { FORM_INVALID } from "../../app/server/read-form.server.ts";
import { bookingDeposits, bookingDisputes, bookingInspections, bookingPhotos, profiles, rentalBookings } from "../../app/server/schema.ts";
import { useTestDatabase } from "../support/database.ts";
import { goodJpeg } from "../support/images.ts";
import { mailsTo } from "../support/mails.ts";
import { handle } from "../support/request-handler.ts";
import { sessionCookie } from "../support/session.ts";

const { dataDir } = useTestDatabase();

const ORIGIN = "http://localhost:3000";
const HOUR = 3_600_000;
const today = dayOf(new Date());

type Status = typeof rentalBookings.$inferInsert.status;

let seq = 0;
/** A rental between an owner and a renter (and a stranger), in `status`, with a deposit, made by inserting its row. */
async function rental(status: Status = "returned", depositAmount = 100_000) {
  const n = ++seq;
  const emails = [`caution-owner${n}@example.test`, `caution-renter${n}@example.test`, `caution-other${n}@example.test`];
  const [owner, renter, other] = await Promise.all(
    emails.map((email, i) => createUser({ email, firstName: ["Moussa", "Aminata", "Kofi"][i], lastName: "Traoré" })),
  );
  const [ownerCookie, renterCookie, otherCookie] = await Promise.all(emails.map((email) => sessionCookie(email)));
  const listing = await createRentalListing(owner.id, { price: 25_000, brand: "Toyota", model: "Corolla" });
  const [booking] = await db()
    .insert(rentalBookings)
    .values({
      listingId: listing.id,
      renterId: renter.id,
      ownerId: owner.id,
      startDate: addDays(today, -5),
      endDate: addDays(today, -2),
      totalDays: 4,
      dailyRate: 25_000,
      totalPrice: 100_000,
      depositAmount,
      status,
    })
    .returning();
  // The pick-up record, confirmed by the renter: the deposit handed over in cash.
  await db()
    .insert(bookingInspections)
    .values({
      bookingId: booking.id,
      phase: "pickup",
      recordedBy: owner.id,
      mileage: 42_000,
      fuelEighths: 8,
      depositMethod: "cash",
      depositNote: "Reçu n° 17",
      status: "confirmed",
      submittedAt: new Date(Date.now() - 5 * 24 * HOUR),
      answeredBy: renter.id,
      answeredAt: new Date(Date.now() - 5 * 24 * HOUR),
    });
  return { owner, renter, other, ownerCookie, renterCookie, otherCookie, booking, emails };
}

const call = <T>(handler: (args: never) => T, bookingId: string, options: { cookie?: string; form?: Record<string, string | Blob> } = {}) => {
  const headers = new Headers({ "x-client-ip": "10.41.0.1" });
  if (options.cookie) headers.set("cookie", options.cookie);
  let body: FormData | undefined;
  if (options.form) {
    body = new FormData();
    for (const [key, value] of Object.entries(options.form)) body.append(key, value);
  }
  const request = new Request(`${ORIGIN}/bookings/${bookingId}/caution`, body ? { method: "POST", headers, body } : { headers });
  return handler({ request, params: { id: bookingId }, context: new RouterContextProvider() } as never);
};

/** An answer as a status and its data: data() with its status, a plain object (200), a thrown data() or Response. */
async function outcome(run: () => unknown): Promise<{ status: number; data?: Record<string, unknown>; location?: string | null }> {
  let answer: unknown;
  try {
    answer = await run();
  } catch (thrown) {
    answer = thrown;
  }
  if (answer instanceof Response) return { status: answer.status, location: answer.headers.get("location") };
  const wrapped = answer as { type?: string; data: Record<string, unknown>; init?: { status?: number } | null };
  if (wrapped.type === "DataWithResponseInit") return { status: wrapped.init?.status ?? 200, data: wrapped.data };
  return { status: 200, data: answer as Record<string, unknown> };
}

const depositOf = async (bookingId: string) => (await db().select().from(bookingDeposits).where(eq(bookingDeposits.bookingId, bookingId)))[0];
const statusOf = async (bookingId: string) => (await db().select().from(rentalBookings).where(eq(rentalBookings.id, bookingId)))[0]?.status;
const bell = async (userId: string) => (await listNotifications(userId)).items;

describe("the page /bookings/:id/caution", () => {
  it("shows both parties the amount, the handover of the pick-up record and what each may do", async () => {
    const { booking, ownerCookie, renterCookie } = await rental();
    const owner = await outcome(() => call(depositLoader, booking.id, { cookie: ownerCookie }));
    expect(owner).toMatchObject({
      status: 200,
      data: { step: "to-decide", may: { decide: true, answer: false }, handover: { method: "cash", note: "Reçu n° 17", recordStatus: "confirmed" } },
    });
    expect(owner.data?.booking).toMatchObject({ depositAmount: 100_000, role: "owner" });
    const renter = await outcome(() => call(depositLoader, booking.id, { cookie: renterCookie }));
    expect(renter).toMatchObject({ status: 200, data: { step: "to-decide", may: { decide: false, answer: false } } });
  });

  it("answers 404 to another member, to a guessed or malformed id, on the page and its action; a visitor goes to sign in", async () => {
    const { booking, otherCookie, ownerCookie } = await rental();
    expect((await outcome(() => call(depositLoader, booking.id, { cookie: otherCookie }))).status).toBe(404);
    expect((await outcome(() => call(depositAction, booking.id, { cookie: otherCookie, form: { intent: "return-full" } }))).status).toBe(404);
    expect((await outcome(() => call(depositLoader, crypto.randomUUID(), { cookie: ownerCookie }))).status).toBe(404);
    expect((await outcome(() => call(depositLoader, "../../etc", { cookie: ownerCookie }))).status).toBe(404);
    expect((await outcome(() => call(depositAction, "1 or 1=1", { cookie: ownerCookie, form: { intent: "accept" } }))).status).toBe(404);
    const visitor = await outcome(() => call(depositLoader, booking.id));
    expect(visitor.status).toBe(302);
    expect(visitor.location).toContain("/auth");
    expect(await depositOf(booking.id)).toBeUndefined();
    expect(await statusOf(booking.id)).toBe("returned");
  });

  it("sends a banned owner to sign in, deciding nothing", async () => {
    const { booking, owner, ownerCookie } = await rental();
    await db().update(profiles).set({ banned: true, bannedAt: new Date() }).where(eq(profiles.id, owner.id));
    const answer = await outcome(() => call(depositAction, booking.id, { cookie: ownerCookie, form: { intent: "return-full" } }));
    expect(answer.status).toBe(302);
    expect(answer.location).toContain("/auth");
    expect(await depositOf(booking.id)).toBeUndefined();
  });
});

/** The page as a browser gets it before any script: status and HTML. */
async function pageHtml(bookingId: string, cookie: string, prefix = "") {
  const response = await handle(new Request(`${ORIGIN}${prefix}/bookings/${bookingId}/caution`, { headers: { "x-client-ip": "10.41.0.2", cookie } }));
  return { status: response.status, html: await response.text() };
}

describe("the page's HTML, before any script", () => {
  it("gives the owner plain forms to give back or keep part, and the renter plain forms to accept or contest", async () => {
    const { booking, owner, ownerCookie, renterCookie } = await rental();
    const ownerPage = await pageHtml(booking.id, ownerCookie);
    expect(ownerPage.status).toBe(200);
    for (const words of ["Rendre la caution en entier", "Retenir une partie", "Montant retenu (FCFA)", "Motif", "Envoyer", "Espèces", "Reçu n° 17"]) {
      expect(ownerPage.html).toContain(words);
    }
    expect(ownerPage.html).toMatch(/enctype="multipart\/form-data"/i);
    // The page's data carries all its words: the forms are what tell who may do what.
    expect(ownerPage.html).toContain('value="return-full"');
    expect(ownerPage.html).not.toContain('name="contestReason"');
    await claimDeposit(owner.id, booking.id, { keptAmount: "12000", reason: "Enjoliveur <perdu>" });
    const renterPage = await pageHtml(booking.id, renterCookie);
    expect(renterPage.status).toBe(200);
    for (const words of ["Accepter", "Contester", "Enjoliveur &lt;perdu&gt;", 'value="accept"', 'name="contestReason"'])
      expect(renterPage.html).toContain(words);
    expect(renterPage.html).not.toContain('value="return-full"');
    expect(renterPage.html).not.toContain('name="keptAmount"');
    const english = await pageHtml(booking.id, renterCookie, "/en");
    expect(english.status).toBe(200);
  });
});

describe("the owner gives the deposit back in full", () => {
  it("settles it at once, completes the rental and tells the renter by bell and mail", async () => {
    const { booking, renter, ownerCookie, emails } = await rental();
    const answer = await outcome(() => call(depositAction, booking.id, { cookie: ownerCookie, form: { intent: "return-full" } }));
    expect(answer).toMatchObject({ status: 302, location: `/bookings/${booking.id}/caution` });
    expect(await depositOf(booking.id)).toMatchObject({ amount: 100_000, keptAmount: 0, settledKept: 0, reason: null });
    expect((await depositOf(booking.id))?.settledAt).toBeInstanceOf(Date);
    expect(await statusOf(booking.id)).toBe("completed");
    expect((await bell(renter.id))[0]).toMatchObject({ title: "Caution rendue", link: `/bookings/${booking.id}/caution` });
    expect((await bell(renter.id))[0]?.message).toContain("Moussa Traoré vous rend la caution de 100\u202f000 CFA de la Toyota Corolla en entier.");
    expect(mailsTo(dataDir(), emails[1] as string).some((mail) => mail.includes("Subject: Caution rendue"))).toBe(true);
    // Decided once: a second press changes nothing.
    expect(await returnDepositInFull(booking.ownerId, booking.id)).toEqual({ ok: false, error: DEPOSIT_MESSAGES.alreadyDecided, code: "conflict" });
  });
});

describe("the owner keeps part of the deposit", () => {
  it("with a reason and photos; the renter accepts: settled, completed, the owner told", async () => {
    const { booking, owner, renter, ownerCookie, renterCookie, emails } = await rental();
    const photo = new File([new Uint8Array(await goodJpeg())], "rayure.jpg", { type: "image/jpeg" });
    const added = await outcome(() =>
      call(depositAction, booking.id, { cookie: ownerCookie, form: { intent: "photo", keptAmount: "30 000", reason: "Rayure sur la portière", photo } }),
    );
    // The page stays, with what was typed.
    expect(added).toMatchObject({ status: 200, data: { error: null, values: { keptAmount: "30 000", reason: "Rayure sur la portière" } } });
    const photos = await db().select().from(bookingPhotos).where(eq(bookingPhotos.bookingId, booking.id));
    expect(photos).toMatchObject([{ subject: "deposit", view: "other", uploadedBy: owner.id }]);
    expect(photos[0]?.imageKey).toMatch(/^private\/bookings\//);

    const sent = await outcome(() =>
      call(depositAction, booking.id, { cookie: ownerCookie, form: { intent: "claim", keptAmount: "30 000", reason: "Rayure sur la portière" } }),
    );
    expect(sent).toMatchObject({ status: 302 });
    expect(await depositOf(booking.id)).toMatchObject({ keptAmount: 30_000, reason: "Rayure sur la portière", renterAnswer: null, settledAt: null });
    expect(await statusOf(booking.id)).toBe("returned");
    const told = (await bell(renter.id))[0];
    expect(told).toMatchObject({ title: "Retenue sur votre caution" });
    expect(told?.message).toContain(
      "Moussa Traoré retient 30\u202f000 CFA sur la caution de 100\u202f000 CFA de la Toyota Corolla. Motif : « Rayure sur la portière ».",
    );
    expect(mailsTo(dataDir(), emails[1] as string).some((mail) => mail.includes("Subject: Retenue sur votre caution"))).toBe(true);

    const page = await outcome(() => call(depositLoader, booking.id, { cookie: renterCookie }));
    expect(page.data).toMatchObject({ step: "to-answer", may: { decide: false, answer: true } });
    expect((page.data?.photos as { url: string }[] | undefined)?.[0]?.url).toBe(`/bookings/${booking.id}/photos/${photos[0]?.id}`);

    expect(await outcome(() => call(depositAction, booking.id, { cookie: renterCookie, form: { intent: "accept" } }))).toMatchObject({ status: 302 });
    expect(await depositOf(booking.id)).toMatchObject({ renterAnswer: "accepted", settledKept: 30_000 });
    expect(await statusOf(booking.id)).toBe("completed");
    expect((await bell(owner.id))[0]).toMatchObject({ title: "Retenue acceptée" });
    // Answered once.
    expect(await acceptClaim(renter.id, booking.id)).toEqual({ ok: false, error: DEPOSIT_MESSAGES.nothingToAnswer, code: "conflict" });
  });

  it("refuses an amount above the deposit, 0 with a reason, words, NUL bytes and huge numbers in French, keeping what was typed", async () => {
    const { booking, ownerCookie } = await rental("returned", 50_000);
    const claim = (keptAmount: string, reason = "Rayure") =>
      outcome(() => call(depositAction, booking.id, { cookie: ownerCookie, form: { intent: "claim", keptAmount, reason } }));
    expect(await claim("50001")).toEqual({
      status: 400,
      data: { error: DEPOSIT_MESSAGES.amountTooHigh, field: "keptAmount", values: { keptAmount: "50001", reason: "Rayure", contestReason: "" } },
    });
    expect((await claim("0")).data).toMatchObject({ error: DEPOSIT_MESSAGES.amountZero, field: "keptAmount" });
    expect((await claim("dix mille")).data).toMatchObject({ error: DEPOSIT_MESSAGES.amountInvalid });
    expect((await claim("1e9")).data).toMatchObject({ error: DEPOSIT_MESSAGES.amountInvalid });
    expect((await claim("9".repeat(5000))).data).toMatchObject({ error: DEPOSIT_MESSAGES.amountTooHigh });
    expect((await claim("\u0000")).data).toMatchObject({ error: DEPOSIT_MESSAGES.amountMissing });
    expect((await claim("1000", "\u0000\u0000  ")).data).toMatchObject({ error: DEPOSIT_MESSAGES.reasonRequired, field: "reason" });
    expect((await claim("1000", "é".repeat(1001))).data).toMatchObject({ error: DEPOSIT_MESSAGES.reasonTooLong, field: "reason" });
    expect(await depositOf(booking.id)).toBeUndefined();
    // NUL bytes are taken out of the text, never sent to the database.
    expect(await claim("1000", "Pare-\u0000choc")).toMatchObject({ status: 302 });
    expect(await depositOf(booking.id)).toMatchObject({ keptAmount: 1000, reason: "Pare-choc" });
  });

  it("refuses a photo that is not an image in the house's words, keeping the amount and reason", async () => {
    const { booking, ownerCookie } = await rental();
    const fake = new File(["pas une image"], "facture.pdf", { type: "application/pdf" });
    const answer = await outcome(() =>
      call(depositAction, booking.id, { cookie: ownerCookie, form: { intent: "photo", keptAmount: "5000", reason: "Phare", photo: fake } }),
    );
    expect(answer).toEqual({
      status: 400,
      data: { error: photoProblemMessage("not-image"), field: "photo", values: { keptAmount: "5000", reason: "Phare", contestReason: "" } },
    });
    const empty = await outcome(() => call(depositAction, booking.id, { cookie: ownerCookie, form: { intent: "photo", keptAmount: "5000", reason: "Phare" } }));
    expect(empty.data).toMatchObject({ error: DEPOSIT_MESSAGES.photoMissing });
    const heavy = new File([new Uint8Array(6 * 1024 * 1024).fill(7)], "lourde.jpg", { type: "image/jpeg" });
    const tooLarge = await outcome(() =>
      call(depositAction, booking.id, { cookie: ownerCookie, form: { intent: "photo", keptAmount: "5000", reason: "Phare", photo: heavy } }),
    );
    expect(tooLarge).toEqual({
      status: 400,
      data: { error: photoProblemMessage("too-large"), field: "photo", values: { keptAmount: "5000", reason: "Phare", contestReason: "" } },
    });
    expect(await db().select().from(bookingPhotos).where(eq(bookingPhotos.bookingId, booking.id))).toEqual([]);
    // A body that is not a form gets the house's answer.
    const json = await handle(
      new Request(`${ORIGIN}/bookings/${booking.id}/caution`, {
        method: "POST",
        headers: { "x-client-ip": "10.41.0.3", cookie: ownerCookie, "content-type": "application/json" },
        body: '{"intent":"return-full"}',
      }),
    );
    expect(json.status).toBe(400);
    expect(await json.text()).toContain(FORM_INVALID);
    expect(await depositOf(booking.id)).toBeUndefined();

    // A photo added can be taken out again while the owner decides.
    const photo = new File([new Uint8Array(await goodJpeg())], "phare.jpg", { type: "image/jpeg" });
    await call(depositAction, booking.id, { cookie: ownerCookie, form: { intent: "photo", photo } });
    const [added] = await db().select().from(bookingPhotos).where(eq(bookingPhotos.bookingId, booking.id));
    const removed = await outcome(() =>
      call(depositAction, booking.id, { cookie: ownerCookie, form: { removePhoto: added?.id as string, keptAmount: "5000" } }),
    );
    expect(removed).toMatchObject({ status: 200, data: { error: null, values: { keptAmount: "5000" } } });
    expect(await db().select().from(bookingPhotos).where(eq(bookingPhotos.bookingId, booking.id))).toEqual([]);
  });

  it("keeps a photo sent twice once, under the same id, even two at once or at the last place; another file is another photo", async () => {
    const { booking, owner } = await rental();
    const jpeg = (n: number) => goodJpeg(64 + n, 48);
    const file = (bytes: Buffer) => new File([new Uint8Array(bytes)], "rayure.jpg", { type: "image/jpeg" });
    const rows = () => db().select().from(bookingPhotos).where(eq(bookingPhotos.bookingId, booking.id));
    const first = await addClaimPhoto(owner.id, booking.id, file(await jpeg(0)));
    expect(first).toMatchObject({ ok: true });
    expect(await addClaimPhoto(owner.id, booking.id, file(await jpeg(0)))).toEqual(first);
    const both = await Promise.all([addClaimPhoto(owner.id, booking.id, file(await jpeg(1))), addClaimPhoto(owner.id, booking.id, file(await jpeg(1)))]);
    expect(both[0]).toMatchObject({ ok: true });
    expect(both[1]).toEqual(both[0]);
    expect(await rows()).toHaveLength(2);
    for (let n = 2; n < MAX_CLAIM_PHOTOS; n++) expect(await addClaimPhoto(owner.id, booking.id, file(await jpeg(n)))).toMatchObject({ ok: true });
    expect(await addClaimPhoto(owner.id, booking.id, file(await jpeg(MAX_CLAIM_PHOTOS - 1)))).toMatchObject({ ok: true });
    expect(await addClaimPhoto(owner.id, booking.id, file(await jpeg(MAX_CLAIM_PHOTOS)))).toMatchObject({ ok: false, error: DEPOSIT_MESSAGES.photosFull });
    expect(await rows()).toHaveLength(MAX_CLAIM_PHOTOS);
  });

  it("lets only the owner decide, only the renter answer, and nobody before the car is back", async () => {
    const { booking, owner, renter, renterCookie, ownerCookie } = await rental();
    const byRenter = await outcome(() =>
      call(depositAction, booking.id, { cookie: renterCookie, form: { intent: "claim", keptAmount: "1000", reason: "Moi" } }),
    );
    expect(byRenter).toMatchObject({ status: 403, data: { error: DEPOSIT_MESSAGES.ownerOnly } });
    expect(await returnDepositInFull(renter.id, booking.id)).toMatchObject({ ok: false, code: "forbidden" });
    expect(await claimDeposit(owner.id, booking.id, { keptAmount: "20000", reason: "Jante" })).toEqual({ ok: true });
    const byOwner = await outcome(() => call(depositAction, booking.id, { cookie: ownerCookie, form: { intent: "accept" } }));
    expect(byOwner).toMatchObject({ status: 403, data: { error: DEPOSIT_MESSAGES.renterOnly } });
    expect(await contestClaim(owner.id, booking.id, "Non")).toMatchObject({ ok: false, error: DEPOSIT_MESSAGES.renterOnly });
    expect(await depositOf(booking.id)).toMatchObject({ renterAnswer: null });

    const early = await rental("in_progress");
    expect(await claimDeposit(early.owner.id, early.booking.id, { keptAmount: "1000", reason: "Trop tôt" })).toEqual({
      ok: false,
      error: DEPOSIT_MESSAGES.notReturned,
      code: "conflict",
    });
    expect(await returnDepositInFull(early.owner.id, early.booking.id)).toMatchObject({ error: DEPOSIT_MESSAGES.notReturned });
    const none = await rental("returned", 0);
    expect(await returnDepositInFull(none.owner.id, none.booking.id)).toMatchObject({ error: DEPOSIT_MESSAGES.noDeposit });
  });

  it("writes one decision when two arrive at once", async () => {
    const { booking, owner } = await rental();
    const results = await Promise.all([
      claimDeposit(owner.id, booking.id, { keptAmount: "10000", reason: "Rétroviseur" }),
      claimDeposit(owner.id, booking.id, { keptAmount: "20000", reason: "Rétroviseur" }),
      returnDepositInFull(owner.id, booking.id),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    for (const r of results.filter((x) => !x.ok)) expect(r).toEqual({ ok: false, error: DEPOSIT_MESSAGES.alreadyDecided, code: "conflict" });
    expect(await db().select().from(bookingDeposits).where(eq(bookingDeposits.bookingId, booking.id))).toHaveLength(1);
  });

  it("contested: the renter's reason is required; the claim goes to the admins' disputes and the booking is in dispute", async () => {
    const { booking, owner, renter, renterCookie } = await rental();
    await claimDeposit(owner.id, booking.id, { keptAmount: "40000", reason: "Pare-brise fêlé" });
    const noReason = await outcome(() => call(depositAction, booking.id, { cookie: renterCookie, form: { intent: "contest", contestReason: "  " } }));
    expect(noReason).toMatchObject({ status: 400, data: { error: DEPOSIT_MESSAGES.contestReasonRequired, field: "contestReason" } });
    const contested = await outcome(() =>
      call(depositAction, booking.id, { cookie: renterCookie, form: { intent: "contest", contestReason: "Le pare-brise était déjà fêlé au départ." } }),
    );
    expect(contested).toMatchObject({ status: 302 });
    expect(await depositOf(booking.id)).toMatchObject({
      renterAnswer: "contested",
      contestReason: "Le pare-brise était déjà fêlé au départ.",
      settledAt: null,
    });
    expect(await statusOf(booking.id)).toBe("disputed");
    const [dispute] = await db().select().from(bookingDisputes).where(eq(bookingDisputes.bookingId, booking.id));
    expect(dispute).toMatchObject({ subject: "deposit", status: "open", openedBy: renter.id, reason: "Le pare-brise était déjà fêlé au départ." });
    expect((await bell(owner.id))[0]).toMatchObject({ title: "Retenue contestée" });
  });
});

describe("the renter's 24 hours", () => {
  it("refuses an answer after them; the clock then accepts the claim once, on any number of servers", async () => {
    const { booking, owner, renter } = await rental();
    const decided = new Date(Date.now() - 25 * HOUR);
    expect(await claimDeposit(owner.id, booking.id, { keptAmount: "15000", reason: "Siège taché" }, decided)).toEqual({ ok: true });
    expect(await acceptClaim(renter.id, booking.id)).toEqual({ ok: false, error: DEPOSIT_MESSAGES.answerLate, code: "conflict" });
    expect(await contestClaim(renter.id, booking.id, "Trop tard ?")).toEqual({ ok: false, error: DEPOSIT_MESSAGES.answerLate, code: "conflict" });
    // A claim still within its time is left alone.
    const fresh = await rental();
    await claimDeposit(fresh.owner.id, fresh.booking.id, { keptAmount: "5000", reason: "Rayure" });

    const now = new Date();
    const runs = await Promise.all([settleLapsedDeposits(now), settleLapsedDeposits(now)]);
    expect(runs[0] + runs[1]).toBe(1);
    expect(await settleLapsedDeposits(now)).toBe(0);
    expect(await depositOf(booking.id)).toMatchObject({ renterAnswer: "accepted", settledKept: 15_000 });
    expect(await statusOf(booking.id)).toBe("completed");
    expect((await bell(renter.id))[0]).toMatchObject({ title: "Retenue acceptée sans réponse" });
    expect((await bell(owner.id))[0]).toMatchObject({ title: "Retenue acceptée sans réponse" });
    expect(await depositOf(fresh.booking.id)).toMatchObject({ renterAnswer: null, settledAt: null });
    expect(await statusOf(fresh.booking.id)).toBe("returned");
  });
});
