import { readFileSync } from "node:fs";
import { and, eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { getSessionUser } from "../../app/features/accounts/session.server.ts";
import { MEMBER_MESSAGES } from "../../app/features/moderation/members.server.ts";
import { createSaleListing, createUser } from "../../app/features/demo/factories.server.ts";
import { listNotifications } from "../../app/features/notifications/notifications.server.ts";
import { PACKAGE_MESSAGES } from "../../app/features/promotion/packages.server.ts";
import { appSetting, setAppSetting } from "../../app/features/settings/app-settings.server.ts";
import { COUPON_MESSAGES } from "../../app/features/subscription/coupon-rules.ts";
import { COUPON_ADMIN_MESSAGES } from "../../app/features/subscription/coupons.server.ts";
import { installDefaultPlans, proPrice } from "../../app/features/subscription/plans.server.ts";
import { action as adminAction, loader as adminLoader } from "../../app/routes/admin.tsx";
import { db } from "../../app/server/db.server.ts";
import { smsLogPath } from "../../app/server/sms.server.ts";
import {
  LISTING_VISIBLE,
  adBanners,
  adminAuditLog,
  coupons,
  listings,
  premiumListings,
  premiumPackages,
  profiles,
  userWarnings,
} from "../../app/server/schema.ts";
import { useTestDatabase } from "../support/database.ts";
import { sessionCookie } from "../support/session.ts";

useTestDatabase();
const ORIGIN = "http://localhost:3000";
let seq = 0;

async function account(role: "user" | "admin" = "user") {
  const email = `admin-test-${role}-${++seq}@example.test`;
  const user = await createUser({ email, role, firstName: role === "admin" ? "Chef" : "Membre", lastName: String(seq) });
  return { user, cookie: await sessionCookie(email), email };
}

/** Posts one panel form as the browser does, and gives the Response whether answered or thrown. */
async function post(cookie: string, form: Record<string, string>, search = "") {
  const request = new Request(`${ORIGIN}/admin${search}`, { method: "POST", headers: { cookie }, body: new URLSearchParams(form) });
  try {
    const answer = await adminAction({ request, params: {}, context: new RouterContextProvider() } as never);
    if (answer instanceof Response) return { status: answer.status, location: answer.headers.get("Location"), data: null };
    const wrapped = answer as { init?: { status?: number }; data: { error?: string; fields?: Record<string, string> } };
    return { status: wrapped.init?.status ?? 200, location: null, data: wrapped.data };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get("Location"), data: null };
    const error = thrown as { init?: { status?: number }; data?: unknown };
    return { status: error.init?.status ?? 500, location: null, data: error.data as { error?: string } };
  }
}

const visible = async (id: string) =>
  (
    await db()
      .select({ id: listings.id })
      .from(listings)
      .where(and(eq(listings.id, id), LISTING_VISIBLE))
  ).length === 1;

describe("the admin panel's forms", () => {
  it("answer 403 to a member and to a visitor, whatever they post, and change nothing", async () => {
    const member = await account();
    const victim = await account();
    const sale = await createSaleListing(victim.user.id);
    await installDefaultPlans();
    const before = await proPrice();
    const attempts: Record<string, string>[] = [
      { intent: "package-create", name: "Pirate", durationDays: "7", price: "1" },
      { intent: "promote", listingId: sale.id, packageId: "00000000-0000-4000-a000-000000000000" },
      { intent: "user-ban", id: victim.user.id, reason: "parce que" },
      { intent: "user-admin", id: member.user.id },
      { intent: "user-sms", id: victim.user.id, message: "Bonjour" },
      { intent: "listing-delete", id: sale.id, kind: "sale" },
      { intent: "pro-price", price: "1" },
      { intent: "coupon-create", name: "GRATUIT", kind: "percent", value: "100", duration: "forever" },
      { intent: "setting", key: "enable_free_listings_limit", value: "true" },
      { intent: "report-decide", id: sale.id, kind: "listing", decision: "hide" },
    ];
    for (const form of attempts) {
      expect((await post(member.cookie, form)).status).toBe(403);
      expect((await post("", form)).status).toBe(403);
    }
    expect(await db().select().from(premiumPackages).where(eq(premiumPackages.name, "Pirate"))).toEqual([]);
    expect((await db().select().from(profiles).where(eq(profiles.id, victim.user.id)))[0]?.banned).toBe(false);
    expect((await db().select().from(profiles).where(eq(profiles.id, member.user.id)))[0]?.role).toBe("user");
    expect(await visible(sale.id)).toBe(true);
    expect(await proPrice()).toBe(before);
    expect(await db().select().from(coupons).where(eq(coupons.name, "GRATUIT"))).toEqual([]);
    expect(await appSetting("enable_free_listings_limit")).toBe(false);
    expect(await db().select().from(adminAuditLog).where(eq(adminAuditLog.adminId, member.user.id))).toEqual([]);
  });

  it("sends a member to /profile with 'Accès refusé' and a visitor to /auth (the area's layout)", async () => {
    const { loader } = await import("../../app/routes/layouts/admin.tsx");
    const member = await account();
    const call = async (cookie: string) => {
      try {
        await loader({ request: new Request(`${ORIGIN}/admin`, { headers: { cookie } }), params: {}, context: new RouterContextProvider() } as never);
        return null;
      } catch (thrown) {
        return (thrown as Response).headers.get("Location");
      }
    };
    expect(await call(member.cookie)).toBe("/profile");
    expect(await call("")).toMatch(/^\/auth\?/);
  });

  it("bans with a reason only: the member's sessions end, sign-in is refused, their listings leave; unbanning brings both back", async () => {
    const admin = await account("admin");
    const member = await account();
    const sale = await createSaleListing(member.user.id);
    expect(await post(admin.cookie, { intent: "user-ban", id: member.user.id, reason: "   " }, "?tab=users&q=membre")).toMatchObject({
      status: 400,
      data: { error: MEMBER_MESSAGES.reasonRequired },
    });
    expect(await getSessionUser(new Request(ORIGIN, { headers: { cookie: member.cookie } }))).not.toBeNull();

    const banned = await post(admin.cookie, { intent: "user-ban", id: member.user.id, reason: "Demande d'acompte par Wave" }, "?tab=users&q=membre");
    expect(banned).toMatchObject({ status: 302, location: "/admin?tab=users&q=membre" });
    const [row] = await db().select().from(profiles).where(eq(profiles.id, member.user.id));
    expect(row).toMatchObject({ banned: true, banReason: "Demande d'acompte par Wave" });
    expect(row?.bannedAt).toBeInstanceOf(Date);
    expect(await getSessionUser(new Request(ORIGIN, { headers: { cookie: member.cookie } }))).toBeNull();
    await expect(sessionCookie(member.email)).rejects.toThrow(/suspendu/);
    expect(await visible(sale.id)).toBe(false);

    expect((await post(admin.cookie, { intent: "user-unban", id: member.user.id })).status).toBe(302);
    const [after] = await db().select().from(profiles).where(eq(profiles.id, member.user.id));
    expect(after).toMatchObject({ banned: false, banReason: null, bannedAt: null });
    expect(await visible(sale.id)).toBe(true);
    expect(await sessionCookie(member.email)).toContain("=");
    const actions = (await db().select().from(adminAuditLog).where(eq(adminAuditLog.targetId, member.user.id))).map((e) => e.action);
    expect(actions.sort()).toEqual(["user.ban", "user.unban"]);
  });

  it("warns by a notification, texts at most 160 characters through the SMS log, and grants admin rights once", async () => {
    const admin = await account("admin");
    const member = await account();
    expect((await post(admin.cookie, { intent: "user-warn", id: member.user.id, message: "Vos photos ne montrent pas le véhicule." })).status).toBe(302);
    expect(await db().select().from(userWarnings).where(eq(userWarnings.userId, member.user.id))).toHaveLength(1);
    expect((await listNotifications(member.user.id)).items[0]).toMatchObject({ message: "Vos photos ne montrent pas le véhicule." });

    const long = "x".repeat(161);
    expect(await post(admin.cookie, { intent: "user-sms", id: member.user.id, message: long })).toMatchObject({
      status: 400,
      data: { error: MEMBER_MESSAGES.smsTooLong, fields: { message: long } },
    });
    const text = `Rappel AutoAfrique ${seq}`;
    expect((await post(admin.cookie, { intent: "user-sms", id: member.user.id, message: text })).status).toBe(302);
    expect(readFileSync(smsLogPath(), "utf8")).toContain(text);

    expect((await post(admin.cookie, { intent: "user-admin", id: member.user.id })).status).toBe(302);
    expect(await post(admin.cookie, { intent: "user-admin", id: member.user.id })).toMatchObject({
      status: 400,
      data: { error: MEMBER_MESSAGES.alreadyAdmin },
    });
  });

  it("manages packs, promotes a sale without payment, sets the Pro price, promo codes and settings, each in the journal", async () => {
    const admin = await account("admin");
    await installDefaultPlans();
    expect(await post(admin.cookie, { intent: "package-create", name: "", durationDays: "7", price: "2000" })).toMatchObject({
      status: 400,
      data: { error: PACKAGE_MESSAGES.incomplete, fields: { durationDays: "7", price: "2000" } },
    });
    expect(
      (
        await post(admin.cookie, {
          intent: "package-create",
          name: `Semaine ${seq}`,
          durationDays: "7",
          price: "2 000",
          features: "Tête de liste\nBadge",
          isActive: "on",
        })
      ).status,
    ).toBe(302);
    const [pack] = await db()
      .select()
      .from(premiumPackages)
      .where(eq(premiumPackages.name, `Semaine ${seq}`));
    expect(pack).toMatchObject({ durationDays: 7, price: 2000, features: ["Tête de liste", "Badge"], isActive: true });
    expect((await post(admin.cookie, { intent: "package-update", id: pack!.id, name: `Semaine ${seq}`, durationDays: "10", price: "2500" })).status).toBe(302);
    expect((await db().select().from(premiumPackages).where(eq(premiumPackages.id, pack!.id)))[0]).toMatchObject({
      durationDays: 10,
      price: 2500,
      isActive: false,
    });

    const seller = await account();
    const sale = await createSaleListing(seller.user.id);
    expect((await post(admin.cookie, { intent: "promote", listingId: sale.id, packageId: pack!.id })).status).toBe(302);
    const [premium] = await db().select().from(premiumListings).where(eq(premiumListings.listingId, sale.id));
    expect(premium).toMatchObject({ isActive: true, paymentId: null });
    expect(Math.round(((premium?.endDate.getTime() ?? 0) - (premium?.startDate.getTime() ?? 0)) / 86_400_000)).toBe(10);
    expect((await post(admin.cookie, { intent: "package-delete", id: pack!.id })).status).toBe(302);
    expect(await post(admin.cookie, { intent: "package-delete", id: pack!.id })).toMatchObject({ status: 400, data: { error: PACKAGE_MESSAGES.deleteFailed } });

    expect((await post(admin.cookie, { intent: "pro-price", price: "7500" })).status).toBe(302);
    expect(await proPrice()).toBe(7500);
    expect((await post(admin.cookie, { intent: "pro-price", price: "0" })).status).toBe(400);

    const code = `RENTREE${seq}`;
    expect(await post(admin.cookie, { intent: "coupon-create", name: code, kind: "percent", value: "150", duration: "once" })).toMatchObject({
      status: 400,
      data: { error: COUPON_MESSAGES.badPercent },
    });
    expect(
      (
        await post(admin.cookie, {
          intent: "coupon-create",
          name: code.toLowerCase(),
          kind: "percent",
          value: "15",
          duration: "repeating",
          durationInMonths: "3",
        })
      ).status,
    ).toBe(302);
    expect(await post(admin.cookie, { intent: "coupon-create", name: code, kind: "amount", value: "500", duration: "once" })).toMatchObject({
      status: 400,
      data: { error: COUPON_ADMIN_MESSAGES.duplicate },
    });
    const [coupon] = await db().select().from(coupons).where(eq(coupons.name, code));
    expect(coupon).toMatchObject({ percentOff: 15, duration: "repeating", durationInMonths: 3 });
    expect((await post(admin.cookie, { intent: "coupon-delete", id: coupon!.id })).status).toBe(302);

    expect((await post(admin.cookie, { intent: "setting", key: "restrict_vehicle_evaluation_to_pro", value: "true" })).status).toBe(302);
    expect(await appSetting("restrict_vehicle_evaluation_to_pro")).toBe(true);
    expect(await post(admin.cookie, { intent: "setting", key: "n_importe_quoi", value: "true" })).toMatchObject({ status: 400 });
    await setAppSetting("restrict_vehicle_evaluation_to_pro", false);
    expect(await post(admin.cookie, { intent: "toString" })).toMatchObject({ status: 400, data: { error: "Action inconnue" } });

    const journal = (
      await adminLoader({
        request: new Request(`${ORIGIN}/admin?tab=journal`, { headers: { cookie: admin.cookie } }),
        params: {},
        context: new RouterContextProvider(),
      } as never)
    ).journal;
    const mine = journal.filter((e) => e.admin === `Chef ${admin.user.lastName}`).map((e) => e.action);
    expect(mine).toEqual(
      expect.arrayContaining([
        "package.create",
        "package.update",
        "listing.promote",
        "package.delete",
        "plan.price",
        "coupon.create",
        "coupon.delete",
        "setting.save",
      ]),
    );
  });

  it("deletes any member's listing, and a banner with its images", async () => {
    const admin = await account("admin");
    const seller = await account();
    const sale = await createSaleListing(seller.user.id);
    expect((await post(admin.cookie, { intent: "listing-delete", id: sale.id, kind: "sale" })).status).toBe(302);
    expect((await db().select().from(listings).where(eq(listings.id, sale.id)))[0]?.deletedAt).toBeInstanceOf(Date);
    const [banner] = await db()
      .insert(adBanners)
      .values({ title: "Garage", imageUrl: "banners/test-inexistant", linkUrl: "https://garage.example" })
      .returning();
    expect((await post(admin.cookie, { intent: "banner-toggle", id: banner!.id, active: "false" })).status).toBe(302);
    expect((await db().select().from(adBanners).where(eq(adBanners.id, banner!.id)))[0]?.isActive).toBe(false);
    expect((await post(admin.cookie, { intent: "banner-delete", id: banner!.id })).status).toBe(302);
    expect(await db().select().from(adBanners).where(eq(adBanners.id, banner!.id))).toEqual([]);
    expect(await post(admin.cookie, { intent: "banner-create", title: "Sans image", linkUrl: "https://x.example" })).toMatchObject({
      status: 400,
      data: { error: "Veuillez remplir tous les champs" },
    });
  });
});
