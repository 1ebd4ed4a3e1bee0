import type { Result } from "../../lib/result.ts";
import { createBanner, deleteBanner, setBannerActive } from "../ads/ads.server.ts";
import { LISTING_DELETE_MESSAGES, deleteAnyListing } from "../listings/delete-listing.server.ts";
import { REFUND_MESSAGES, refundPayment } from "../purchases/refunds.server.ts";
import { createPackage, deletePackage, updatePackage } from "../promotion/packages.server.ts";
import { grantPromotion } from "../promotion/promotion.server.ts";
import { decideReports, isReportDecision } from "../reports/reports.server.ts";
import { createCoupon, deleteCoupon } from "../subscription/coupons.server.ts";
import { setProPrice } from "../subscription/plans.server.ts";
import { MEMBER_MESSAGES, banMember, grantAdmin, smsMember, unbanMember, warnMember } from "../moderation/members.server.ts";
import { saveSetting, saveSiteLimit } from "./settings-changes.server.ts";

/** What the panel shows after a form: the success toast, or the error beside the form that was sent. */
export type AdminAnswer = { ok: true; message: string } | { ok: false; intent: string; target: string; error: string };

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};
/** A whole number as typed ("5 000" included); NaN when it is not one. */
const whole = (form: FormData, name: string) => {
  const raw = text(form, name).replace(/[\s\u202f]/g, "");
  return raw === "" || !/^-?\d+$/.test(raw) ? Number.NaN : Number(raw);
};
const lines = (value: string) =>
  value
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);

type Handler = (adminId: string, form: FormData) => Promise<Result<object>>;

function packageInput(form: FormData) {
  return {
    name: text(form, "name"),
    description: text(form, "description"),
    durationDays: whole(form, "durationDays"),
    price: whole(form, "price"),
    features: lines(text(form, "features")),
    isActive: form.get("isActive") === "on",
  };
}

async function bannerImage(form: FormData): Promise<Buffer | undefined> {
  const file = form.get("image");
  return file instanceof File && file.size > 0 ? Buffer.from(await file.arrayBuffer()) : undefined;
}

/** Each form of the panel, by its `intent`, and the toast it earns. */
const HANDLERS: Record<string, { run: Handler; done: string }> = {
  "package-create": { run: (a, f) => createPackage(a, packageInput(f)), done: /*i18n*/ "Pack créé" },
  "package-update": { run: (a, f) => updatePackage(a, text(f, "id"), packageInput(f)), done: /*i18n*/ "Pack mis à jour" },
  "package-delete": { run: (a, f) => deletePackage(a, text(f, "id")), done: /*i18n*/ "Pack supprimé" },
  promote: { run: (a, f) => grantPromotion(a, { listingId: text(f, "listingId"), packageId: text(f, "packageId") }), done: /*i18n*/ "Annonce promue" },
  "banner-create": {
    run: async (a, f) => createBanner(a, { title: text(f, "title"), linkUrl: text(f, "linkUrl"), image: await bannerImage(f) }),
    done: /*i18n*/ "Bannière créée",
  },
  "banner-toggle": { run: (a, f) => setBannerActive(a, text(f, "id"), text(f, "active") === "true"), done: /*i18n*/ "Bannière mise à jour" },
  "banner-delete": { run: (a, f) => deleteBanner(a, text(f, "id")), done: /*i18n*/ "Bannière supprimée" },
  "user-ban": { run: (a, f) => banMember(a, text(f, "id"), text(f, "reason")), done: MEMBER_MESSAGES.banned },
  "user-unban": { run: (a, f) => unbanMember(a, text(f, "id")), done: MEMBER_MESSAGES.unbanned },
  "user-warn": { run: (a, f) => warnMember(a, text(f, "id"), text(f, "message")), done: MEMBER_MESSAGES.warned },
  "user-sms": { run: (a, f) => smsMember(a, text(f, "id"), text(f, "message")), done: MEMBER_MESSAGES.smsSent },
  "user-admin": { run: (a, f) => grantAdmin(a, text(f, "id")), done: MEMBER_MESSAGES.madeAdmin },
  "listing-delete": {
    run: (a, f) => deleteAnyListing(a, { kind: text(f, "kind") === "rental" ? "rental" : "sale", id: text(f, "id") }),
    done: LISTING_DELETE_MESSAGES.deleted,
  },
  "pro-price": { run: (a, f) => setProPrice(a, whole(f, "price")), done: /*i18n*/ "Prix du plan Pro mis à jour" },
  "coupon-create": {
    run: (a, f) =>
      createCoupon(a, {
        name: text(f, "name"),
        kind: text(f, "kind") === "amount" ? "amount" : "percent",
        value: whole(f, "value"),
        duration: text(f, "duration"),
        durationInMonths: text(f, "durationInMonths") ? whole(f, "durationInMonths") : null,
      }),
    done: /*i18n*/ "Code promo créé",
  },
  "payment-refund": { run: (a, f) => refundPayment(a, text(f, "id")), done: REFUND_MESSAGES.refunded },
  "coupon-delete": { run: (a, f) => deleteCoupon(a, text(f, "id")), done: /*i18n*/ "Code promo supprimé" },
  setting: { run: (a, f) => saveSetting(a, text(f, "key"), text(f, "value") === "true"), done: /*i18n*/ "Paramètre enregistré" },
  "site-limit": { run: (a, f) => saveSiteLimit(a, text(f, "id"), whole(f, "value")), done: /*i18n*/ "Paramètre enregistré" },
  "report-decide": {
    run: async (a, f) => {
      const decision = text(f, "decision");
      if (!isReportDecision(decision)) return { ok: false, error: /*i18n*/ "Action inconnue" };
      const target = text(f, "kind") === "account" ? { accountId: text(f, "id") } : { listingId: text(f, "id") };
      return decideReports(a, target, decision, text(f, "note"));
    },
    done: /*i18n*/ "Signalement traité",
  },
};

/** Runs the panel form named by `intent` for an administrator (each feature function checks the role again). */
export async function runAdminAction(adminId: string, form: FormData): Promise<AdminAnswer> {
  const intent = text(form, "intent");
  const target = text(form, "id");
  const handler = Object.hasOwn(HANDLERS, intent) ? HANDLERS[intent] : undefined;
  if (!handler) return { ok: false, intent, target, error: /*i18n*/ "Action inconnue" };
  const result = await handler.run(adminId, form);
  return result.ok ? { ok: true, message: handler.done } : { ok: false, intent, target, error: result.error };
}
