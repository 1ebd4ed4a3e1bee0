import { and, eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { createUser } from "../../app/features/demo/factories.server.ts";
import { SITE_LIMITS, SITE_LIMIT_MESSAGES } from "../../app/features/settings/site-limit-rules.ts";
import { allSiteLimits, installDefaultSiteLimits, setSiteLimit, siteLimit } from "../../app/features/settings/site-limits.server.ts";
import { action as adminAction } from "../../app/routes/admin.tsx";
import { db } from "../../app/server/db.server.ts";
import { adminAuditLog, siteLimits } from "../../app/server/schema.ts";
import { useTestDatabase } from "../support/database.ts";
import { sessionCookie } from "../support/session.ts";

useTestDatabase();

let seq = 0;
async function account(role: "user" | "admin") {
  const email = `limites-${role}-${++seq}@example.test`;
  const user = await createUser({ email, role });
  return { user, cookie: await sessionCookie(email) };
}

/** Posts the 'Paramètres' tab's limit form as the browser does: the redirect's status, or the refusal's status and data. */
async function postLimit(cookie: string, key: string, value: string) {
  const body = new URLSearchParams({ intent: "site-limit", id: key, value });
  const request = new Request("http://localhost:3000/admin?tab=settings", { method: "POST", headers: { cookie }, body });
  try {
    const answer = await adminAction({ request, params: {}, context: new RouterContextProvider() } as never);
    if (answer instanceof Response) return { status: answer.status, data: null };
    const wrapped = answer as { init?: { status?: number }; data: { error?: string; fields?: Record<string, string> } };
    return { status: wrapped.init?.status ?? 200, data: wrapped.data };
  } catch (thrown) {
    return { status: (thrown as { init?: { status?: number } }).init?.status ?? 500, data: null };
  }
}

describe("the site's numeric limits", () => {
  it("read as their defaults until saved, and a fresh install's defaults never overwrite an administrator's value", async () => {
    expect(await siteLimit("sms_codes_per_day")).toBe(500);
    expect(await siteLimit("max_booking_days")).toBe(90);
    await installDefaultSiteLimits();
    expect((await db().select().from(siteLimits)).map((r) => [r.limitKey, r.limitValue]).sort()).toEqual([
      ["listing_days", 60],
      ["max_booking_days", 90],
      ["pro_listing_days", 90],
      ["sms_codes_per_day", 500],
    ]);
    await setSiteLimit("max_booking_days", 60);
    await installDefaultSiteLimits();
    expect(await siteLimit("max_booking_days")).toBe(60);
    expect(await allSiteLimits()).toEqual([
      { key: "sms_codes_per_day", value: 500 },
      { key: "max_booking_days", value: 60 },
      { key: "listing_days", value: 60 },
      { key: "pro_listing_days", value: 90 },
    ]);
    await setSiteLimit("max_booking_days", 90);
  });

  it("are changed by an administrator in 'Paramètres', recorded in the journal with the old and new values", async () => {
    const admin = await account("admin");
    expect(await postLimit(admin.cookie, "max_booking_days", "45")).toMatchObject({ status: 302 });
    expect(await postLimit(admin.cookie, "sms_codes_per_day", "1 200")).toMatchObject({ status: 302 });
    expect(await siteLimit("max_booking_days")).toBe(45);
    expect(await siteLimit("sms_codes_per_day")).toBe(1200);
    const journal = await db()
      .select({ targetId: adminAuditLog.targetId, details: adminAuditLog.details })
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.adminId, admin.user.id), eq(adminAuditLog.action, "setting.limit")));
    expect(journal).toEqual(
      expect.arrayContaining([
        { targetId: "max_booking_days", details: { from: 90, to: 45 } },
        { targetId: "sms_codes_per_day", details: { from: 500, to: 1200 } },
      ]),
    );
    await setSiteLimit("max_booking_days", 90);
    await setSiteLimit("sms_codes_per_day", 500);
  });

  it("refuses values that are not whole numbers in their range with a French message, keeping what was typed, and a member's form with 403", async () => {
    const admin = await account("admin");
    for (const value of ["0", "366", "-5", "12.5", "abc", "", "1e3"]) {
      const answer = await postLimit(admin.cookie, "max_booking_days", value);
      expect(answer).toEqual({ status: 400, data: expect.objectContaining({ error: SITE_LIMIT_MESSAGES.invalid("max_booking_days"), fields: { value } }) });
    }
    expect(SITE_LIMIT_MESSAGES.invalid("max_booking_days")).toBe("Durée maximale d'une location : un nombre entier de 1 à 365 est attendu.");
    expect((await postLimit(admin.cookie, "sms_codes_per_day", "100001")).data?.error).toBe(SITE_LIMIT_MESSAGES.invalid("sms_codes_per_day"));
    expect((await postLimit(admin.cookie, "price_of_fuel", "10")).data?.error).toBe(SITE_LIMIT_MESSAGES.unknown);
    expect(await siteLimit("max_booking_days")).toBe(SITE_LIMITS.max_booking_days.default);

    for (const key of ["listing_days", "pro_listing_days"] as const) {
      for (const value of ["13", "366", "0", "-60", "60.5", "9".repeat(40)]) {
        expect(await postLimit(admin.cookie, key, value)).toEqual({
          status: 400,
          data: expect.objectContaining({ error: SITE_LIMIT_MESSAGES.invalid(key), fields: { value } }),
        });
      }
      expect(await postLimit(admin.cookie, key, "45")).toMatchObject({ status: 302 });
      expect(await siteLimit(key)).toBe(45);
      await setSiteLimit(key, SITE_LIMITS[key].default);
    }
    expect(SITE_LIMIT_MESSAGES.invalid("listing_days")).toBe("Durée de visibilité d'une annonce : un nombre entier de 14 à 365 est attendu.");

    const member = await account("user");
    expect((await postLimit(member.cookie, "listing_days", "30")).status).toBe(403);
    expect((await postLimit(member.cookie, "max_booking_days", "365")).status).toBe(403);
    expect(await siteLimit("max_booking_days")).toBe(90);
  });
});
