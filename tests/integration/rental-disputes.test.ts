import { and, eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { addDays, dayOf } from "../../app/features/bookings/booking-rules.ts";
import { createRentalListing, createUser } from "../../app/features/demo/factories.server.ts";
import { recentAudit } from "../../app/features/moderation/audit-log.server.ts";
import { listNotifications } from "../../app/features/notifications/notifications.server.ts";
import { contestClaim } from "../../app/features/rental-deposit/deposit-answer.server.ts";
import { claimDeposit } from "../../app/features/rental-deposit/deposit-decision.server.ts";
import { DISPUTE_MESSAGES } from "../../app/features/rental-disputes/dispute-rules.ts";
import { settleDispute } from "../../app/features/rental-disputes/settle-dispute.server.ts";
import { auditSentence } from "../../app/features/admin/audit-sentence.ts";
import { action as disputeAction, loader as disputeLoader } from "../../app/routes/admin-dispute.tsx";
import { loader as disputesLoader } from "../../app/routes/admin-disputes.tsx";
import { db } from "../../app/server/db.server.ts";
import { adminAuditLog, bookingDeposits, bookingDisputes, bookingInspections, conversations, messages, rentalBookings } from "../../app/server/schema.ts";
import { useTestDatabase } from "../support/database.ts";
import { mailsTo } from "../support/mails.ts";
import { handle } from "../support/request-handler.ts";
import { sessionCookie } from "../support/session.ts";

const { dataDir } = useTestDatabase();

const ORIGIN = "http://localhost:3000";
const HOUR = 3_600_000;
const today = dayOf(new Date());

type Status = typeof rentalBookings.$inferInsert.status;

let seq = 0;
async function member(role: "user" | "admin", firstName: string) {
  const email = `litige-${role}${++seq}@example.test`;
  const user = await createUser({ email, role, firstName, lastName: "Diallo" });
  return { ...user, email, cookie: await sessionCookie(email) };
}

/** A booking back from its rental, with both records, a chat between the parties, in `status`. */
async function rental(status: Status = "returned", depositAmount = 80_000) {
  const [owner, renter] = [await member("user", "Moussa"), await member("user", "Aminata")];
  const listing = await createRentalListing(owner.id, { price: 30_000, brand: "Peugeot", model: "508" });
  const [booking] = await db()
    .insert(rentalBookings)
    .values({
      listingId: listing.id,
      renterId: renter.id,
      ownerId: owner.id,
      startDate: addDays(today, -6),
      endDate: addDays(today, -3),
      totalDays: 4,
      dailyRate: 30_000,
      totalPrice: 120_000,
      depositAmount,
      status,
    })
    .returning();
  const sent = new Date(Date.now() - 6 * 24 * HOUR);
  await db()
    .insert(bookingInspections)
    .values([
      {
        bookingId: booking.id,
        phase: "pickup",
        recordedBy: owner.id,
        mileage: 61_000,
        fuelEighths: 8,
        notes: "Rayure légère sur le pare-chocs avant.",
        depositMethod: "mobile_money",
        depositNote: "Orange Money, réf. OM-55",
        status: "confirmed",
        submittedAt: sent,
        answeredBy: renter.id,
        answeredAt: sent,
      },
      {
        bookingId: booking.id,
        phase: "return",
        recordedBy: owner.id,
        mileage: 61_850,
        fuelEighths: 5,
        notes: "Pare-brise fêlé.",
        status: "confirmed",
        submittedAt: new Date(Date.now() - 2 * 24 * HOUR),
        answeredBy: renter.id,
        answeredAt: new Date(Date.now() - 2 * 24 * HOUR),
      },
    ]);
  const [conversation] = await db().insert(conversations).values({ participant1Id: renter.id, participant2Id: owner.id, listingId: listing.id }).returning();
  await db()
    .insert(messages)
    .values([
      {
        conversationId: conversation.id,
        senderId: renter.id,
        content: "Bonjour, la voiture est-elle libre ?",
        createdAt: new Date(Date.now() - 9 * 24 * HOUR),
      },
      {
        conversationId: conversation.id,
        senderId: owner.id,
        content: `Oui. ${"Supercalifragilistique".repeat(8)}`,
        createdAt: new Date(Date.now() - 8 * 24 * HOUR),
      },
    ]);
  return { owner, renter, booking };
}

/** A deposit claim contested by the renter: a dispute on the deposit. */
async function contestedClaim() {
  const r = await rental();
  expect(await claimDeposit(r.owner.id, r.booking.id, { keptAmount: "50000", reason: "Pare-brise fêlé" })).toEqual({ ok: true });
  expect(await contestClaim(r.renter.id, r.booking.id, "Le pare-brise était fêlé avant.")).toEqual({ ok: true });
  const [dispute] = await db().select().from(bookingDisputes).where(eq(bookingDisputes.bookingId, r.booking.id));
  return { ...r, dispute };
}

const call = <T>(handler: (args: never) => T, path: string, id: string | undefined, options: { cookie?: string; form?: Record<string, string> } = {}) => {
  const headers = new Headers({ "x-client-ip": "10.42.0.1" });
  if (options.cookie) headers.set("cookie", options.cookie);
  const init = options.form ? { method: "POST", headers, body: new URLSearchParams(options.form) } : { headers };
  return handler({ request: new Request(`${ORIGIN}${path}`, init), params: id === undefined ? {} : { id }, context: new RouterContextProvider() } as never);
};

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

const bookingStatus = async (id: string) => (await db().select().from(rentalBookings).where(eq(rentalBookings.id, id)))[0]?.status;
const bell = async (userId: string) => (await listNotifications(userId)).items;

describe("a contested deposit claim, decided by an admin", () => {
  it("reaches 'Litiges' with both records, the deposit and the chat; the decision settles everything and tells both parties", async () => {
    const admin = await member("admin", "Mariam");
    const { owner, renter, booking, dispute } = await contestedClaim();
    expect(dispute).toMatchObject({ subject: "deposit", status: "open" });
    expect(await bookingStatus(booking.id)).toBe("disputed");
    // The admins hear of it in the bell.
    expect((await bell(admin.id))[0]).toMatchObject({ title: "Nouveau litige : caution contestée", link: `/admin/litiges/${dispute?.id}` });

    const list = await outcome(() => call(disputesLoader, "/admin/litiges", undefined, { cookie: admin.cookie }));
    const open = (list.data?.open ?? []) as { id: string; subject: string; car: string; owner: string; renter: string; reason: string; openedByRole: string }[];
    expect(open.find((d) => d.id === dispute?.id)).toMatchObject({
      subject: "deposit",
      car: "Peugeot 508",
      owner: "Moussa Diallo",
      renter: "Aminata Diallo",
      reason: "Le pare-brise était fêlé avant.",
      openedByRole: "renter",
    });

    const page = await outcome(() => call(disputeLoader, `/admin/litiges/${dispute?.id}`, dispute?.id, { cookie: admin.cookie }));
    expect(page.status).toBe(200);
    expect(page.data).toMatchObject({
      decidesDeposit: true,
      booking: { id: booking.id, depositAmount: 80_000, status: "disputed" },
      records: {
        pickup: { mileage: 61_000, fuelEighths: 8, depositMethod: "mobile_money", depositNote: "Orange Money, réf. OM-55" },
        return: { mileage: 61_850, fuelEighths: 5, difference: { km: 850, fuelChange: -3 } },
      },
      deposit: { keptAmount: 50_000, reason: "Pare-brise fêlé", renterAnswer: "contested", contestReason: "Le pare-brise était fêlé avant." },
    });
    const chat = page.data?.chat as { lines: { author: string; role: string; content: string }[] };
    expect(chat.lines.map((l) => [l.author, l.role])).toEqual([
      ["Aminata Diallo", "renter"],
      ["Moussa Diallo", "owner"],
    ]);

    const response = await handle(new Request(`${ORIGIN}/admin/litiges/${dispute?.id}`, { headers: { "x-client-ip": "10.42.0.2", cookie: admin.cookie } }));
    const html = await response.text();
    expect(response.status).toBe(200);
    for (const words of [
      "État des lieux de départ",
      "État des lieux de retour",
      "Rayure légère sur le pare-chocs avant.",
      "Orange Money, réf. OM-55",
      "Le pare-brise était fêlé avant.",
      "Bonjour, la voiture est-elle libre ?",
      "Montant retenu par le propriétaire (FCFA)",
      "Rendre la décision",
    ]) {
      expect(html).toContain(words);
    }
    const listPage = await handle(new Request(`${ORIGIN}/admin/litiges`, { headers: { "x-client-ip": "10.42.0.2", cookie: admin.cookie } }));
    expect(listPage.status).toBe(200);
    expect(await listPage.text()).toContain("Caution — Peugeot 508");

    const refused = await outcome(() =>
      call(disputeAction, `/admin/litiges/${dispute?.id}`, dispute?.id, { cookie: admin.cookie, form: { decision: "Partage.", depositKept: "80001" } }),
    );
    expect(refused).toEqual({
      status: 400,
      data: { error: DISPUTE_MESSAGES.keptInvalid, field: "depositKept", values: { decision: "Partage.", depositKept: "80001" } },
    });
    const noDecision = await outcome(() =>
      call(disputeAction, `/admin/litiges/${dispute?.id}`, dispute?.id, { cookie: admin.cookie, form: { decision: " \u0000 ", depositKept: "20000" } }),
    );
    expect(noDecision.data).toMatchObject({ error: DISPUTE_MESSAGES.decisionRequired, field: "decision" });

    const decision = "La fêlure figurait déjà à l'état des lieux de départ : le propriétaire garde 20 000 FCFA pour le carburant.";
    const decided = await outcome(() =>
      call(disputeAction, `/admin/litiges/${dispute?.id}`, dispute?.id, { cookie: admin.cookie, form: { decision, depositKept: "20 000" } }),
    );
    expect(decided).toMatchObject({ status: 302, location: `/admin/litiges/${dispute?.id}` });
    const [settled] = await db()
      .select()
      .from(bookingDisputes)
      .where(eq(bookingDisputes.id, dispute?.id as string));
    expect(settled).toMatchObject({ status: "settled", decision, depositKept: 20_000, decidedBy: admin.id });
    const [deposit] = await db().select().from(bookingDeposits).where(eq(bookingDeposits.bookingId, booking.id));
    expect(deposit).toMatchObject({ keptAmount: 50_000, settledKept: 20_000 });
    expect(deposit?.settledAt).toBeInstanceOf(Date);
    expect(await bookingStatus(booking.id)).toBe("completed");

    const [audit] = await db()
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.action, "dispute.settle"), eq(adminAuditLog.targetId, booking.id)));
    expect(audit).toMatchObject({ adminId: admin.id, targetType: "booking", details: { subject: "deposit", depositKept: 20_000 } });
    const line = (await recentAudit()).find((row) => row.id === audit?.id);
    expect(line && auditSentence(line)).toBe(
      "Mariam Diallo a tranché le litige sur la caution de la location «\u00a0Peugeot 508\u00a0» (le propriétaire garde 20\u202f000 CFA de la caution).",
    );

    for (const party of [owner, renter]) {
      const told = (await bell(party.id))[0];
      expect(told).toMatchObject({ title: "Décision sur le litige de votre location", link: `/bookings/${booking.id}` });
      expect(told?.message).toContain(`« ${decision} »`);
      expect(told?.message).toContain("Le propriétaire garde 20\u202f000 CFA de la caution de 80\u202f000 CFA.");
      expect(mailsTo(dataDir(), party.email).some((mail) => mail.includes(decision))).toBe(true);
    }

    // A second admin deciding the same dispute is refused, and nothing changes.
    const other = await member("admin", "Ibrahim");
    expect(await settleDispute(other.id, dispute?.id, { decision: "Autre avis.", depositKept: "0" })).toEqual({
      ok: false,
      error: DISPUTE_MESSAGES.alreadySettled,
      code: "conflict",
    });
    const again = await outcome(() =>
      call(disputeAction, `/admin/litiges/${dispute?.id}`, dispute?.id, { cookie: other.cookie, form: { decision: "Autre avis.", depositKept: "0" } }),
    );
    expect(again).toMatchObject({ status: 409, data: { error: DISPUTE_MESSAGES.alreadySettled } });
    expect(
      (
        await db()
          .select()
          .from(bookingDisputes)
          .where(eq(bookingDisputes.id, dispute?.id as string))
      )[0],
    ).toMatchObject({ decision, decidedBy: admin.id });
  });

  it("decides at most once when two admins decide at the same instant", async () => {
    const [a, b] = [await member("admin", "Awa"), await member("admin", "Binta")];
    const { dispute } = await contestedClaim();
    const results = await Promise.all([
      settleDispute(a.id, dispute?.id, { decision: "Premier.", depositKept: "0" }),
      settleDispute(b.id, dispute?.id, { decision: "Second.", depositKept: "50000" }),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(
      await db()
        .select()
        .from(adminAuditLog)
        .where(eq(adminAuditLog.targetId, dispute?.bookingId as string)),
    ).toHaveLength(1);
  });
});

describe("who may see and decide disputes", () => {
  it("sends a member and a visitor away from the list, the page and the decision, changing nothing", async () => {
    const { owner, renter, dispute } = await contestedClaim();
    for (const cookie of [owner.cookie, renter.cookie, undefined]) {
      const list = await outcome(() => call(disputesLoader, "/admin/litiges", undefined, { cookie }));
      expect(list.status).toBe(302);
      const page = await outcome(() => call(disputeLoader, `/admin/litiges/${dispute?.id}`, dispute?.id, { cookie }));
      expect(page.status).toBe(302);
      const decided = await outcome(() =>
        call(disputeAction, `/admin/litiges/${dispute?.id}`, dispute?.id, { cookie, form: { decision: "Je gagne.", depositKept: "0" } }),
      );
      expect(decided.status).toBe(302);
      expect(decided.location).not.toContain("/admin");
    }
    // The feature checks the role again.
    expect(await settleDispute(renter.id, dispute?.id, { decision: "Je gagne.", depositKept: "0" })).toMatchObject({ ok: false, code: "forbidden" });
    expect(
      (
        await db()
          .select()
          .from(bookingDisputes)
          .where(eq(bookingDisputes.id, dispute?.id as string))
      )[0],
    ).toMatchObject({ status: "open" });
  });

  it("answers 404 to a random or malformed dispute id, on the page and the decision", async () => {
    const admin = await member("admin", "Fatou");
    for (const id of [crypto.randomUUID(), "pas-un-id", "' or 1=1 --", "\u0000"]) {
      expect((await outcome(() => call(disputeLoader, "/admin/litiges/x", id, { cookie: admin.cookie }))).status).toBe(404);
      expect(
        (await outcome(() => call(disputeAction, "/admin/litiges/x", id, { cookie: admin.cookie, form: { decision: "Oui.", depositKept: "0" } }))).status,
      ).toBe(404);
    }
  });
});

describe("disputes about the records", () => {
  it("completes the booking only once none of its disputes stays open, and makes the deposit's row when the owner never decided", async () => {
    const admin = await member("admin", "Kadi");
    const { owner, renter, booking } = await rental("disputed");
    const [pickup, back] = await db()
      .insert(bookingDisputes)
      .values([
        {
          bookingId: booking.id,
          subject: "pickup",
          openedBy: renter.id,
          reason: "La rayure n'est pas notée.",
          createdAt: new Date(Date.now() - 5 * 24 * HOUR),
        },
        { bookingId: booking.id, subject: "return", openedBy: owner.id, reason: "Le réservoir n'est pas plein.", createdAt: new Date(Date.now() - HOUR) },
      ])
      .returning();

    const list = await outcome(() => call(disputesLoader, "/admin/litiges", undefined, { cookie: admin.cookie }));
    const ids = ((list.data?.open ?? []) as { id: string }[]).map((d) => d.id);
    expect(ids.indexOf(pickup?.id as string)).toBeLessThan(ids.indexOf(back?.id as string));

    const returnPage = await outcome(() => call(disputeLoader, "/admin/litiges/x", back?.id, { cookie: admin.cookie }));
    expect(returnPage.data).toMatchObject({ decidesDeposit: true, deposit: null, others: [{ id: pickup?.id, subject: "pickup", status: "open" }] });
    expect(await settleDispute(admin.id, back?.id, { decision: "Carburant manquant : 15 000 FCFA.", depositKept: "15000" })).toEqual({ ok: true });
    expect(await bookingStatus(booking.id)).toBe("disputed");
    expect((await db().select().from(bookingDeposits).where(eq(bookingDeposits.bookingId, booking.id)))[0]).toMatchObject({
      amount: 80_000,
      keptAmount: 15_000,
      settledKept: 15_000,
      reason: "Carburant manquant : 15 000 FCFA.",
    });

    const pickupPage = await outcome(() => call(disputeLoader, "/admin/litiges/x", pickup?.id, { cookie: admin.cookie }));
    expect(pickupPage.data).toMatchObject({ decidesDeposit: false });
    // A contested pick-up says nothing of the deposit: an amount sent is ignored.
    expect(await settleDispute(admin.id, pickup?.id, { decision: "La rayure figurait sur les photos.", depositKept: "999999999" })).toEqual({ ok: true });
    expect(
      (
        await db()
          .select()
          .from(bookingDisputes)
          .where(eq(bookingDisputes.id, pickup?.id as string))
      )[0],
    ).toMatchObject({ depositKept: null });
    expect(await bookingStatus(booking.id)).toBe("completed");
  });
});
