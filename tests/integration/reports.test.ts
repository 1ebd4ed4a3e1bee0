import { and, eq, inArray } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { createSaleListing, createUser } from "../../app/features/demo/factories.server.ts";
import { listNotifications } from "../../app/features/notifications/notifications.server.ts";
import { REPORT_MESSAGES } from "../../app/features/reports/report-rules.ts";
import { decideReports, fileReport, openReportGroups } from "../../app/features/reports/reports.server.ts";
import { action as reportAction, loader as reportLoader } from "../../app/routes/report.tsx";
import { db } from "../../app/server/db.server.ts";
import { LISTING_VISIBLE, listings, profiles, reports } from "../../app/server/schema.ts";
import { useTestDatabase } from "../support/database.ts";
import { sessionCookie } from "../support/session.ts";

useTestDatabase();
let seq = 0;
const DAY = 86_400_000;

async function members(n: number, { daysOld = 2 } = {}) {
  const made = await Promise.all(Array.from({ length: n }, () => createUser({ email: `signaleur${++seq}@example.test` })));
  if (daysOld > 0) {
    await db()
      .update(profiles)
      .set({ createdAt: new Date(Date.now() - daysOld * DAY) })
      .where(
        inArray(
          profiles.id,
          made.map((m) => m.id),
        ),
      );
  }
  return made;
}
const visible = async (id: string) =>
  (
    await db()
      .select({ id: listings.id })
      .from(listings)
      .where(and(eq(listings.id, id), LISTING_VISIBLE))
  ).length === 1;
const scam = { reason: "scam", comment: "  Il demande un acompte avant la visite  " };

describe("reports", () => {
  it("take one report per member and target, a listed reason, never one's own listing or oneself", async () => {
    const [owner, reporter] = await members(2);
    const sale = await createSaleListing(owner!.id);
    expect(await fileReport(reporter!.id, { listingId: sale.id }, { reason: "n'importe", comment: "" })).toEqual({
      ok: false,
      error: REPORT_MESSAGES.reasonRequired,
    });
    expect(await fileReport(reporter!.id, { listingId: sale.id }, { reason: "other", comment: "x".repeat(1001) })).toEqual({
      ok: false,
      error: REPORT_MESSAGES.commentTooLong,
    });
    expect(await fileReport(owner!.id, { listingId: sale.id }, scam)).toEqual({ ok: false, error: REPORT_MESSAGES.ownListing });
    expect(await fileReport(reporter!.id, { listingId: sale.id }, scam)).toEqual({ ok: true });
    expect(await fileReport(reporter!.id, { listingId: sale.id }, { reason: "fake", comment: "" })).toEqual({
      ok: false,
      error: REPORT_MESSAGES.alreadyListing,
    });
    expect(await fileReport(reporter!.id, { accountId: reporter!.id }, scam)).toEqual({ ok: false, error: REPORT_MESSAGES.self });
    expect(await fileReport(reporter!.id, { accountId: owner!.id }, scam)).toEqual({ ok: true });
    expect(await fileReport(reporter!.id, { accountId: owner!.id }, scam)).toEqual({ ok: false, error: REPORT_MESSAGES.alreadyAccount });
    expect(await fileReport(reporter!.id, { listingId: "pas-un-id" }, scam)).toEqual({ ok: false, error: REPORT_MESSAGES.notFound });
    const [stored] = await db()
      .select()
      .from(reports)
      .where(and(eq(reports.listingId, sale.id), eq(reports.reporterId, reporter!.id)));
    expect(stored).toMatchObject({ reason: "scam", comment: "Il demande un acompte avant la visite", status: "open" });
  });

  it("hide a listing at the third report by accounts older than a day, sent at the same moment, once, and tell its owner", async () => {
    const [owner] = await members(1);
    const sale = await createSaleListing(owner!.id, { brand: "Toyota", model: "Hilux" });
    // Three accounts made today do not hide it.
    const fresh = await members(3, { daysOld: 0 });
    for (const f of fresh) expect((await fileReport(f.id, { listingId: sale.id }, scam)).ok).toBe(true);
    expect(await visible(sale.id)).toBe(true);
    const seasoned = await members(3);
    const results = await Promise.all(seasoned.map((s) => fileReport(s.id, { listingId: sale.id }, scam)));
    expect(results.every((r) => r.ok)).toBe(true);
    expect(await visible(sale.id)).toBe(false);
    expect((await db().select().from(listings).where(eq(listings.id, sale.id)))[0]?.hiddenReason).toBe("reported");
    const told = (await listNotifications(owner!.id)).items.filter((n) => n.title === "Annonce masquée");
    expect(told).toHaveLength(1);
    expect(told[0]?.message).toContain("Toyota Hilux");

    // The admin sees it grouped, with its count, and restores it.
    const [admin] = await members(1);
    await db().update(profiles).set({ role: "admin" }).where(eq(profiles.id, admin!.id));
    const group = (await openReportGroups()).find((g) => g.targetId === sale.id);
    expect(group).toMatchObject({ kind: "listing", count: 6, hidden: true, reasons: ["scam"], title: expect.stringContaining("Toyota Hilux") });
    expect(await decideReports(owner!.id, { listingId: sale.id }, "restore")).toMatchObject({ ok: false });
    expect(await decideReports(admin!.id, { listingId: sale.id }, "restore")).toEqual({ ok: true });
    expect(await visible(sale.id)).toBe(true);
    expect((await openReportGroups()).find((g) => g.targetId === sale.id)).toBeUndefined();
    expect((await db().select().from(reports).where(eq(reports.listingId, sale.id))).every((r) => r.status === "dismissed" && r.resolvedBy === admin!.id)).toBe(
      true,
    );
  });

  it("let the admin ban a reported member, which hides their listings", async () => {
    const [owner, reporter, admin] = await members(3);
    await db().update(profiles).set({ role: "admin" }).where(eq(profiles.id, admin!.id));
    const sale = await createSaleListing(owner!.id);
    expect((await fileReport(reporter!.id, { accountId: owner!.id }, scam)).ok).toBe(true);
    expect(await decideReports(admin!.id, { accountId: owner!.id }, "ban", "Escroquerie signalée")).toEqual({ ok: true });
    expect((await db().select().from(profiles).where(eq(profiles.id, owner!.id)))[0]).toMatchObject({ banned: true, banReason: "Escroquerie signalée" });
    expect(await visible(sale.id)).toBe(false);
    expect((await db().select().from(reports).where(eq(reports.accountId, owner!.id)))[0]?.status).toBe("actioned");
  });

  it("show the report page to a member (a visitor signs in first), file from it and go back to the listing, and keep what was typed when refused", async () => {
    const [owner] = await members(1);
    const sale = await createSaleListing(owner!.id);
    const email = `signaleur-route${++seq}@example.test`;
    await createUser({ email });
    const args = (cookie: string, form?: Record<string, string>, query = `?annonce=${sale.id}`) =>
      ({
        request: new Request(`http://localhost:3000/signaler${query}`, {
          method: form ? "POST" : "GET",
          headers: { cookie },
          body: form ? new URLSearchParams(form) : undefined,
        }),
        params: {},
        context: new RouterContextProvider(),
      }) as never;
    const thrown = async (run: () => Promise<unknown>) =>
      run().then(
        () => null,
        (e: unknown) => e as Response,
      );
    const visitor = await thrown(() => reportLoader(args("")));
    expect(visitor?.headers.get("Location")).toBe(`/auth?redirectTo=%2Fsignaler%3Fannonce%3D${sale.id}&reason=signalement`);
    const cookie = await sessionCookie(email);
    expect(await reportLoader(args(cookie))).toMatchObject({ kind: "listing", href: `/listing/${sale.id}` });
    expect(((await thrown(() => reportLoader(args(cookie, undefined, "?annonce=inconnue")))) as unknown as { init: { status: number } }).init.status).toBe(404);
    const sent = (await reportAction(args(cookie, { reason: "fake", comment: "" }))) as Response;
    expect(sent.status).toBe(302);
    expect(sent.headers.get("Location")).toBe(`/listing/${sale.id}`);
    const again = (await reportAction(args(cookie, { reason: "scam", comment: "Toujours en ligne" }))) as unknown as { init: { status: number }; data: object };
    expect(again.init.status).toBe(400);
    expect(again.data).toEqual({ error: REPORT_MESSAGES.alreadyListing, reason: "scam", comment: "Toujours en ligne" });
  });
});
