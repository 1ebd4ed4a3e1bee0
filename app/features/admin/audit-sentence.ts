import { type I18n, type MessageDescriptor, setupI18n } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { elidedDe } from "../../lib/french-elision.ts";
import { type Language, languageOfLocale } from "../../lib/language.ts";
import { formatCfa } from "../../lib/money.ts";
import { providerLabel } from "../payments/provider-labels.ts";
import { settingTitle } from "../settings/setting-titles.ts";
import { numberFormatIn } from "../../lib/intl-formats.ts";

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

/** Free text an admin or a member typed is quoted, and cut so that one line stays a line. */
const QUOTE_MAX = 160;

/** How a sentence is put in words: its language's messages, its numbers and quotes. */
interface Words {
  say: (descriptor: MessageDescriptor) => string;
  language: Language;
}

function quote(w: Words, text: string): string {
  const clipped = text.length > QUOTE_MAX ? `${text.slice(0, QUOTE_MAX - 1).trimEnd()}…` : text;
  return w.language === "fr" ? `«\u00a0${clipped}\u00a0»` : `“${clipped}”`;
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

const number = (w: Words, value: number) => numberFormatIn(w.language).format(value);
const cfa = (w: Words, value: number) => formatCfa(value, w.language);

/** "le pack « 30 jours »", or "un pack" when the name was not kept. */
function pack(w: Words, name: string | null | undefined): string {
  const quoted = name ? quote(w, name) : null;
  return quoted ? w.say(msg`le pack ${quoted}`) : w.say(msg`un pack`);
}
function banner(w: Words, name: string | null | undefined): string {
  const quoted = name ? quote(w, name) : null;
  return quoted ? w.say(msg`la bannière ${quoted}`) : w.say(msg`une bannière`);
}
function coupon(w: Words, name: string | null | undefined): string {
  const quoted = name ? quote(w, name) : null;
  return quoted ? w.say(msg`le code promo ${quoted}`) : w.say(msg`un code promo`);
}

const member = (w: Words, e: AuditLine) => e.targetName ?? text(e, "email") ?? w.say(msg`un membre`);
function listing(w: Words, e: AuditLine): string {
  const name = e.targetName ?? text(e, "title");
  const quoted = name ? quote(w, name) : null;
  return quoted ? w.say(msg`l'annonce ${quoted}`) : w.say(msg`une annonce`);
}
function setting(w: Words, e: AuditLine): string {
  if (!e.targetId) return w.say(msg`un paramètre`);
  const title = settingTitle(e.targetId);
  return quote(w, title ? w.say({ id: title }) : e.targetId);
}
/** ` : « … »` after a verb, when the admin wrote something. */
function saying(w: Words, value: string | null): string {
  if (!value) return "";
  const quoted = quote(w, value);
  return w.say(msg` : ${quoted}`);
}

/** Who a report decision fell on: the listing's seller or the member reported. */
function reported(w: Words, e: AuditLine): string {
  if (e.targetType !== "listing") return member(w, e);
  const what = listing(w, e);
  // "de l'annonce", "d'une annonce": French's own, left out by the English text.
  const de = elidedDe(what);
  return w.say(msg`le vendeur ${de}${what}`);
}

function settingSaved(w: Words, e: AuditLine): string {
  const value = field(e, "value");
  const what = setting(w, e);
  if (value === true) return w.say(msg`a activé ${what}`);
  if (value === false) return w.say(msg`a désactivé ${what}`);
  if (typeof value === "number" && Number.isFinite(value)) {
    const to = number(w, value);
    return w.say(msg`a réglé ${what} sur ${to}`);
  }
  return w.say(msg`a modifié ${what}`);
}

function limitChanged(w: Words, e: AuditLine): string {
  const fromValue = amount(e, "from");
  const toValue = amount(e, "to");
  const what = setting(w, e);
  if (fromValue !== null && toValue !== null) {
    const from = number(w, fromValue);
    const to = number(w, toValue);
    return w.say(msg`a changé ${what} de ${from} à ${to}`);
  }
  if (toValue !== null) {
    const to = number(w, toValue);
    return w.say(msg`a réglé ${what} sur ${to}`);
  }
  return w.say(msg`a modifié ${what}`);
}

function refunded(w: Words, e: AuditLine): string {
  const paid = amount(e, "amount");
  const kind = text(e, "kind");
  const provider = text(e, "provider");
  const sum = paid !== null ? cfa(w, paid) : null;
  let sentence = sum ? w.say(msg`a remboursé un paiement de ${sum}`) : w.say(msg`a remboursé un paiement`);
  if (kind === "promotion") sentence += w.say(msg` (promotion)`);
  else if (kind === "subscription") sentence += w.say(msg` (abonnement Pro)`);
  if (provider) {
    const by = providerLabel(provider);
    sentence += w.say(msg` par ${by}`);
  }
  return sentence;
}

function packageUpdated(w: Words, e: AuditLine): string {
  const price = amount(e, "price");
  const active = field(e, "active");
  const state = [price !== null ? cfa(w, price) : null, active === true ? w.say(msg`actif`) : active === false ? w.say(msg`inactif`) : null]
    .filter(Boolean)
    .join(", ");
  const what = pack(w, text(e, "name"));
  return `${w.say(msg`a modifié ${what}`)}${state ? ` (${state})` : ""}`;
}

function planPrice(w: Words, e: AuditLine): string {
  const fromValue = amount(e, "from");
  const toValue = amount(e, "to");
  if (fromValue !== null && toValue !== null) {
    const from = cfa(w, fromValue);
    const to = cfa(w, toValue);
    return w.say(msg`a changé le prix du plan Pro de ${from} à ${to}`);
  }
  if (toValue !== null) {
    const to = cfa(w, toValue);
    return w.say(msg`a fixé le prix du plan Pro à ${to}`);
  }
  return w.say(msg`a modifié le prix du plan Pro`);
}

/** A code's terms, as couponSummary says them: "20 % · 3 mois", "1 000 XOF · une fois". */
function couponTerms(w: Words, e: AuditLine): string | null {
  const percentOff = amount(e, "percentOff");
  const amountOff = amount(e, "amountOff");
  const duration = text(e, "duration");
  if ((percentOff === null && amountOff === null) || !duration) return null;
  const off = percentOff !== null ? (w.language === "fr" ? `${percentOff} %` : `${percentOff}%`) : `${number(w, amountOff ?? 0)} XOF`;
  const months = amount(e, "durationInMonths") ?? "";
  const lasts = duration === "once" ? w.say(msg`une fois`) : duration === "forever" ? w.say(msg`pour toujours`) : w.say(msg`${months} mois`);
  return `${off} · ${lasts}`;
}

function couponCreated(w: Words, e: AuditLine): string {
  const terms = couponTerms(w, e);
  const what = coupon(w, text(e, "name"));
  return `${w.say(msg`a créé ${what}`)}${terms ? ` (${terms})` : ""}`;
}

function promoted(w: Words, e: AuditLine): string {
  const days = amount(e, "days");
  const packageName = text(e, "package");
  const what = listing(w, e);
  let sentence = w.say(msg`a mis en avant ${what}`);
  if (packageName) {
    const quoted = quote(w, packageName);
    sentence += w.say(msg` avec le pack ${quoted}`);
  }
  if (days !== null) sentence += w.say(msg` pendant ${plural(days, { one: "# jour", other: "# jours" })}`);
  return sentence;
}

function listingDeleted(w: Words, e: AuditLine): string {
  const kind = text(e, "kind");
  const title = e.targetName ?? text(e, "title");
  if (!title) return w.say(msg`a supprimé une annonce`);
  const quoted = quote(w, title);
  if (kind === "sale") return w.say(msg`a supprimé l'annonce de vente ${quoted}`);
  if (kind === "rental") return w.say(msg`a supprimé l'annonce de location ${quoted}`);
  return w.say(msg`a supprimé l'annonce ${quoted}`);
}

function banned(w: Words, e: AuditLine): string {
  const who = member(w, e);
  const reason = text(e, "reason");
  if (!reason) return w.say(msg`a banni ${who}`);
  const quoted = quote(w, reason);
  return w.say(msg`a banni ${who} (raison : ${quoted})`);
}

/** A booking by its car: "la location « Toyota Corolla »", or "une location" when it is gone. */
function rental(w: Words, e: AuditLine): string {
  const quoted = e.targetName ? quote(w, e.targetName) : null;
  return quoted ? w.say(msg`la location ${quoted}`) : w.say(msg`une location`);
}

/** What a dispute was about, as the journal says it. */
const DISPUTE_SUBJECTS: Readonly<Record<string, MessageDescriptor>> = {
  pickup: msg`l'état des lieux de départ`,
  return: msg`l'état des lieux de retour`,
  deposit: msg`la caution`,
};

function disputeSettled(w: Words, e: AuditLine): string {
  const what = rental(w, e);
  const subject = text(e, "subject");
  const de = elidedDe(what);
  const about = subject && Object.hasOwn(DISPUTE_SUBJECTS, subject) ? w.say(DISPUTE_SUBJECTS[subject] as MessageDescriptor) : null;
  const sentence = about ? w.say(msg`a tranché le litige sur ${about} ${de}${what}`) : w.say(msg`a tranché un litige sur ${what}`);
  const kept = amount(e, "depositKept");
  if (kept === null) return sentence;
  if (kept === 0) return `${sentence}${w.say(msg` (caution rendue en entier)`)}`;
  const sum = cfa(w, kept);
  return `${sentence}${w.say(msg` (le propriétaire garde ${sum} de la caution)`)}`;
}

/** An action after reports: its sentence, then what the admin wrote, if anything. */
function afterReports(w: Words, e: AuditLine, sentence: string): string {
  return `${sentence}${saying(w, text(e, "note"))}`;
}

/** What each action recorded by recordAudit reads as, after the administrator's name. */
const ACTIONS: Readonly<Record<string, (w: Words, e: AuditLine) => string>> = {
  "user.ban": banned,
  "user.unban": (w, e) => {
    const who = member(w, e);
    const de = elidedDe(who);
    return w.say(msg`a levé le bannissement ${de}${who}`);
  },
  "user.warn": (w, e) => {
    const who = member(w, e);
    return `${w.say(msg`a averti ${who}`)}${saying(w, text(e, "message"))}`;
  },
  "user.sms": (w, e) => {
    const who = member(w, e);
    return `${w.say(msg`a envoyé un SMS à ${who}`)}${saying(w, text(e, "message"))}`;
  },
  "user.grant_admin": (w, e) => {
    const who = member(w, e);
    return w.say(msg`a donné les droits d'administrateur à ${who}`);
  },
  "licence.verify": (w, e) => {
    const who = member(w, e);
    const de = elidedDe(who);
    return w.say(msg`a vérifié le permis de conduire ${de}${who}`);
  },
  "licence.refuse": (w, e) => {
    const who = member(w, e);
    const de = elidedDe(who);
    return w.say(msg`a refusé le permis de conduire ${de}${who}`);
  },
  "dispute.settle": disputeSettled,
  "setting.save": settingSaved,
  "setting.limit": limitChanged,
  "payment.refund": refunded,
  "report.dismiss": (w, e) => {
    const what = e.targetType === "listing" ? listing(w, e) : member(w, e);
    return afterReports(w, e, w.say(msg`a classé sans suite les signalements visant ${what}`));
  },
  "report.hide": (w, e) => {
    const what = listing(w, e);
    return afterReports(w, e, w.say(msg`a masqué ${what} après des signalements`));
  },
  "report.restore": (w, e) => {
    const what = listing(w, e);
    return afterReports(w, e, w.say(msg`a rétabli ${what} après des signalements`));
  },
  "report.warn": (w, e) => {
    const who = reported(w, e);
    return afterReports(w, e, w.say(msg`a averti ${who} après des signalements`));
  },
  "report.ban": (w, e) => {
    const who = reported(w, e);
    return afterReports(w, e, w.say(msg`a banni ${who} après des signalements`));
  },
  "listing.delete": listingDeleted,
  "listing.promote": promoted,
  "package.create": (w, e) => {
    const what = pack(w, text(e, "name"));
    const price = amount(e, "price");
    if (price === null) return w.say(msg`a créé ${what}`);
    const sum = cfa(w, price);
    return w.say(msg`a créé ${what} à ${sum}`);
  },
  "package.update": packageUpdated,
  "package.delete": (w, e) => {
    const what = pack(w, text(e, "name"));
    return w.say(msg`a supprimé ${what}`);
  },
  "plan.price": planPrice,
  "coupon.create": couponCreated,
  "coupon.delete": (w, e) => {
    const what = coupon(w, text(e, "name"));
    return w.say(msg`a supprimé ${what}`);
  },
  "banner.create": (w, e) => {
    const what = banner(w, text(e, "title"));
    const link = text(e, "linkUrl");
    return link ? w.say(msg`a créé ${what} vers ${link}`) : w.say(msg`a créé ${what}`);
  },
  "banner.activate": (w, e) => {
    const what = banner(w, text(e, "title"));
    return w.say(msg`a activé ${what}`);
  },
  "banner.deactivate": (w, e) => {
    const what = banner(w, text(e, "title"));
    return w.say(msg`a désactivé ${what}`);
  },
  "banner.delete": (w, e) => {
    const what = banner(w, text(e, "title"));
    return w.say(msg`a supprimé ${what}`);
  },
};

const TARGETS: Readonly<Record<string, (w: Words, e: AuditLine) => string>> = {
  package: (w, e) => pack(w, text(e, "name")),
  listing,
  banner: (w, e) => banner(w, text(e, "title")),
  user: member,
  plan: (w) => w.say(msg`le plan Pro`),
  coupon: (w, e) => coupon(w, text(e, "name")),
  setting,
  report: (w) => w.say(msg`un signalement`),
  payment: (w) => w.say(msg`un paiement`),
  booking: rental,
};

/** Whether the journal has its own words for an action (the others read as a general sentence). */
export function isDescribedAuditAction(action: string): boolean {
  return Object.hasOwn(ACTIONS, action);
}

let french: I18n | undefined;
/** French with no catalog: the descriptors' own words (a caller without the page's messages, the tests). */
function frenchWords(): I18n {
  french ??= setupI18n({ locale: "fr", messages: { fr: {} } });
  return french;
}

/** A line of the journal as a French sentence: "Mariam Touré a supprimé la bannière « Financement auto »." */
export function auditSentence(e: AuditLine): string {
  return auditSentenceIn(frenchWords(), e);
}

/** A line of the journal as a sentence in the page's language: "Mariam Touré deleted the banner “Financement auto”." */
export function auditSentenceIn(i18n: I18n, e: AuditLine): string {
  const w: Words = { say: (descriptor) => i18n._(descriptor), language: languageOfLocale(i18n.locale) };
  const done = Object.hasOwn(ACTIONS, e.action)
    ? (ACTIONS[e.action] as (w: Words, e: AuditLine) => string)(w, e)
    : Object.hasOwn(TARGETS, e.targetType)
      ? w.say(msg`a effectué une action sur ${(TARGETS[e.targetType] as (w: Words, e: AuditLine) => string)(w, e)}`)
      : w.say(msg`a effectué une action d'administration`);
  const admin = e.admin;
  return w.say(msg`${admin} ${done}.`);
}
