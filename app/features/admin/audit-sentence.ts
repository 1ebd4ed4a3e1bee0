import { formatCfa } from "../../lib/money.ts";
import { countOf } from "../../lib/plural.ts";
import { providerLabel } from "../payments/provider-labels.ts";
import { settingTitle } from "../settings/setting-titles.ts";
import { couponSummary } from "../subscription/coupon-rules.ts";

/** One line of the journal as the panel reads it (audit-log.server.ts, recentAudit). */
export interface AuditLine {
  /** Who did it: the administrator's name. */
  admin: string;
  action: string;
  targetType: string;
  targetId: string | null;
  /** The target's name today when it still exists: a member's full name, a listing's make and model. */
  targetName?: string | null;
  /** As recorded by recordAudit: any JSON, old rows and new actions included, so every value is checked before use. */
  details: unknown;
}

const number = new Intl.NumberFormat("fr-FR");
/** Free text an admin or a member typed is quoted, and cut so that one line stays a line. */
const QUOTE_MAX = 160;

function quote(text: string): string {
  const clipped = text.length > QUOTE_MAX ? `${text.slice(0, QUOTE_MAX - 1).trimEnd()}…` : text;
  return `«\u00a0${clipped}\u00a0»`;
}

function field(e: AuditLine, key: string): unknown {
  return e.details !== null && typeof e.details === "object" && !Array.isArray(e.details) ? (e.details as Record<string, unknown>)[key] : undefined;
}

function text(e: AuditLine, key: string): string | null {
  const value = field(e, key);
  return typeof value === "string" && value.trim() !== "" ? value.trim() : null;
}

function amount(e: AuditLine, key: string): number | null {
  const value = field(e, key);
  return typeof value === "number" && Number.isFinite(value) ? value : null;
}

/** "le pack « 30 jours »", or "un pack" when the name was not kept. */
function named(definite: string, indefinite: string, name: string | null | undefined): string {
  return name ? `${definite} ${quote(name)}` : indefinite;
}

const member = (e: AuditLine) => e.targetName ?? text(e, "email") ?? "un membre";
const listing = (e: AuditLine) => named("l'annonce", "une annonce", e.targetName ?? text(e, "title"));
const setting = (e: AuditLine) => (e.targetId ? quote(settingTitle(e.targetId) ?? e.targetId) : "un paramètre");
/** ` : « … »` after a verb, when the admin wrote something. */
const saying = (value: string | null) => (value ? ` : ${quote(value)}` : "");

/** Who a report decision fell on: the listing's seller or the member reported. */
const reported = (e: AuditLine, ofListing: string) => (e.targetType === "listing" ? `${ofListing} ${listing(e)}` : member(e));

function settingSaved(e: AuditLine): string {
  const value = field(e, "value");
  if (value === true) return `a activé ${setting(e)}`;
  if (value === false) return `a désactivé ${setting(e)}`;
  if (typeof value === "number" && Number.isFinite(value)) return `a réglé ${setting(e)} sur ${number.format(value)}`;
  return `a modifié ${setting(e)}`;
}

function limitChanged(e: AuditLine): string {
  const from = amount(e, "from");
  const to = amount(e, "to");
  if (from !== null && to !== null) return `a changé ${setting(e)} de ${number.format(from)} à ${number.format(to)}`;
  if (to !== null) return `a réglé ${setting(e)} sur ${number.format(to)}`;
  return `a modifié ${setting(e)}`;
}

function refunded(e: AuditLine): string {
  const paid = amount(e, "amount");
  const kind = text(e, "kind");
  const provider = text(e, "provider");
  const what = kind === "promotion" ? " (promotion)" : kind === "subscription" ? " (abonnement Pro)" : "";
  return `a remboursé un paiement${paid !== null ? ` de ${formatCfa(paid)}` : ""}${what}${provider ? ` par ${providerLabel(provider)}` : ""}`;
}

function packageUpdated(e: AuditLine): string {
  const price = amount(e, "price");
  const active = field(e, "active");
  const state = [price !== null ? formatCfa(price) : null, active === true ? "actif" : active === false ? "inactif" : null].filter(Boolean).join(", ");
  return `a modifié ${named("le pack", "un pack", text(e, "name"))}${state ? ` (${state})` : ""}`;
}

function planPrice(e: AuditLine): string {
  const from = amount(e, "from");
  const to = amount(e, "to");
  if (from !== null && to !== null) return `a changé le prix du plan Pro de ${formatCfa(from)} à ${formatCfa(to)}`;
  if (to !== null) return `a fixé le prix du plan Pro à ${formatCfa(to)}`;
  return "a modifié le prix du plan Pro";
}

function couponCreated(e: AuditLine): string {
  const percentOff = amount(e, "percentOff");
  const amountOff = amount(e, "amountOff");
  const duration = text(e, "duration");
  const terms = (percentOff !== null || amountOff !== null) && duration ? ` (${couponSummary({ percentOff, amountOff, duration, durationInMonths: amount(e, "durationInMonths") })})` : "";
  return `a créé ${named("le code promo", "un code promo", text(e, "name"))}${terms}`;
}

function promoted(e: AuditLine): string {
  const days = amount(e, "days");
  return `a mis en avant ${listing(e)}${text(e, "package") ? ` avec le pack ${quote(text(e, "package") ?? "")}` : ""}${days !== null ? ` pendant ${countOf(days, "jour")}` : ""}`;
}

function listingDeleted(e: AuditLine): string {
  const kind = text(e, "kind");
  const title = e.targetName ?? text(e, "title");
  const noun = kind === "sale" ? "l'annonce de vente" : kind === "rental" ? "l'annonce de location" : "l'annonce";
  return title ? `a supprimé ${noun} ${quote(title)}` : "a supprimé une annonce";
}

/** What each action recorded by recordAudit reads as, after the administrator's name. */
const ACTIONS: Readonly<Record<string, (e: AuditLine) => string>> = {
  "user.ban": (e) => `a banni ${member(e)}${text(e, "reason") ? ` (raison : ${quote(text(e, "reason") ?? "")})` : ""}`,
  "user.unban": (e) => `a levé le bannissement de ${member(e)}`,
  "user.warn": (e) => `a averti ${member(e)}${saying(text(e, "message"))}`,
  "user.sms": (e) => `a envoyé un SMS à ${member(e)}${saying(text(e, "message"))}`,
  "user.grant_admin": (e) => `a donné les droits d'administrateur à ${member(e)}`,
  "setting.save": settingSaved,
  "setting.limit": limitChanged,
  "payment.refund": refunded,
  "report.dismiss": (e) => `a classé sans suite les signalements visant ${e.targetType === "listing" ? listing(e) : member(e)}${saying(text(e, "note"))}`,
  "report.hide": (e) => `a masqué ${listing(e)} après des signalements${saying(text(e, "note"))}`,
  "report.restore": (e) => `a rétabli ${listing(e)} après des signalements${saying(text(e, "note"))}`,
  "report.warn": (e) => `a averti ${reported(e, "le vendeur de")} après des signalements${saying(text(e, "note"))}`,
  "report.ban": (e) => `a banni ${reported(e, "le vendeur de")} après des signalements${saying(text(e, "note"))}`,
  "listing.delete": listingDeleted,
  "listing.promote": promoted,
  "package.create": (e) => `a créé ${named("le pack", "un pack", text(e, "name"))}${amount(e, "price") !== null ? ` à ${formatCfa(amount(e, "price") ?? 0)}` : ""}`,
  "package.update": packageUpdated,
  "package.delete": (e) => `a supprimé ${named("le pack", "un pack", text(e, "name"))}`,
  "plan.price": planPrice,
  "coupon.create": couponCreated,
  "coupon.delete": (e) => `a supprimé ${named("le code promo", "un code promo", text(e, "name"))}`,
  "banner.create": (e) => `a créé ${named("la bannière", "une bannière", text(e, "title"))}${text(e, "linkUrl") ? ` vers ${text(e, "linkUrl")}` : ""}`,
  "banner.activate": (e) => `a activé ${named("la bannière", "une bannière", text(e, "title"))}`,
  "banner.deactivate": (e) => `a désactivé ${named("la bannière", "une bannière", text(e, "title"))}`,
  "banner.delete": (e) => `a supprimé ${named("la bannière", "une bannière", text(e, "title"))}`,
};

const TARGETS: Readonly<Record<string, (e: AuditLine) => string>> = {
  package: (e) => named("le pack", "un pack", text(e, "name")),
  listing,
  banner: (e) => named("la bannière", "une bannière", text(e, "title")),
  user: member,
  plan: () => "le plan Pro",
  coupon: (e) => named("le code promo", "un code promo", text(e, "name")),
  setting,
  report: () => "un signalement",
  payment: () => "un paiement",
};

/** Whether the journal has its own words for an action (the others read as a general sentence). */
export function isDescribedAuditAction(action: string): boolean {
  return Object.hasOwn(ACTIONS, action);
}

/** A line of the journal as a French sentence: "Mariam Touré a supprimé la bannière « Financement auto »." */
export function auditSentence(e: AuditLine): string {
  const done = Object.hasOwn(ACTIONS, e.action)
    ? (ACTIONS[e.action] as (e: AuditLine) => string)(e)
    : Object.hasOwn(TARGETS, e.targetType)
      ? `a effectué une action sur ${(TARGETS[e.targetType] as (e: AuditLine) => string)(e)}`
      : "a effectué une action d'administration";
  return `${e.admin} ${done}.`;
}
