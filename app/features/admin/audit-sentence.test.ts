import { readFileSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { serverI18n } from "../../server/i18n.server.ts";
import { type AuditLine, auditSentence, auditSentenceIn, isDescribedAuditAction } from "./audit-sentence.ts";

const line = (action: string, targetType: string, details: unknown, extra: Partial<AuditLine> = {}): AuditLine => ({
  admin: "Mariam Touré",
  action,
  targetType,
  targetId: "f33be853-2356-49cd-9665-17cfde6bd240",
  details,
  ...extra,
});
const q = (text: string) => `«\u00a0${text}\u00a0»`;

describe("auditSentence", () => {
  it.each<[string, AuditLine, string]>([
    [
      "user.ban",
      line("user.ban", "user", { reason: "Arnaque", email: "a@b.c" }, { targetName: "Aminata Coulibaly" }),
      `Mariam Touré a banni Aminata Coulibaly (raison : ${q("Arnaque")}).`,
    ],
    [
      "user.ban without the member any more",
      line("user.ban", "user", { reason: "Arnaque", email: "a@b.c" }),
      `Mariam Touré a banni a@b.c (raison : ${q("Arnaque")}).`,
    ],
    [
      "user.unban",
      line("user.unban", "user", { email: "a@b.c" }, { targetName: "Aminata Coulibaly" }),
      "Mariam Touré a levé le bannissement d'Aminata Coulibaly.",
    ],
    ["user.unban of a consonant", line("user.unban", "user", {}, { targetName: "Moussa Diop" }), "Mariam Touré a levé le bannissement de Moussa Diop."],
    ["user.unban without the member any more", line("user.unban", "user", {}), "Mariam Touré a levé le bannissement d'un membre."],
    [
      "user.warn",
      line("user.warn", "user", { message: "Photos trompeuses" }, { targetName: "Moussa Diop" }),
      `Mariam Touré a averti Moussa Diop : ${q("Photos trompeuses")}.`,
    ],
    ["user.sms", line("user.sms", "user", { message: "Rappel" }), `Mariam Touré a envoyé un SMS à un membre : ${q("Rappel")}.`],
    [
      "user.grant_admin",
      line("user.grant_admin", "user", { email: "k@b.c" }, { targetName: "Koffi Mensah" }),
      "Mariam Touré a donné les droits d'administrateur à Koffi Mensah.",
    ],
    [
      "licence.verify",
      line("licence.verify", "user", null, { targetName: "Aminata Coulibaly" }),
      "Mariam Touré a vérifié le permis de conduire d'Aminata Coulibaly.",
    ],
    [
      "licence.refuse",
      line("licence.refuse", "user", { reason: "Photo floue" }, { targetName: "Moussa Diop" }),
      "Mariam Touré a refusé le permis de conduire de Moussa Diop.",
    ],
    [
      "dispute.settle of a deposit, part kept",
      line("dispute.settle", "booking", { subject: "deposit", depositKept: 15000 }, { targetName: "Toyota Corolla" }),
      `Mariam Touré a tranché le litige sur la caution de la location ${q("Toyota Corolla")} (le propriétaire garde 15\u202f000 CFA de la caution).`,
    ],
    [
      "dispute.settle of a return record, deposit given back",
      line("dispute.settle", "booking", { subject: "return", depositKept: 0 }, { targetName: "Toyota Corolla" }),
      `Mariam Touré a tranché le litige sur l'état des lieux de retour de la location ${q("Toyota Corolla")} (caution rendue en entier).`,
    ],
    [
      "dispute.settle of a pick-up record, the booking gone",
      line("dispute.settle", "booking", { subject: "pickup", depositKept: null }),
      "Mariam Touré a tranché le litige sur l'état des lieux de départ d'une location.",
    ],
    [
      "setting.save on",
      line("setting.save", "setting", { value: true }, { targetId: "enable_free_listings_limit" }),
      `Mariam Touré a activé ${q("Limite d'annonces gratuites")}.`,
    ],
    [
      "setting.save off",
      line("setting.save", "setting", { value: false }, { targetId: "restrict_vehicle_evaluation_to_pro" }),
      `Mariam Touré a désactivé ${q("Évaluation réservée aux Pro")}.`,
    ],
    [
      "setting.save with a number",
      line("setting.save", "setting", { value: 1200 }, { targetId: "max_photos" }),
      `Mariam Touré a réglé ${q("max_photos")} sur 1\u202f200.`,
    ],
    [
      "setting.limit",
      line("setting.limit", "setting", { from: 500, to: 300 }, { targetId: "sms_codes_per_day" }),
      `Mariam Touré a changé ${q("Plafond quotidien de SMS")} de 500 à 300.`,
    ],
    [
      "payment.refund",
      line("payment.refund", "payment", { provider: "wave", amount: 15000, kind: "promotion" }),
      "Mariam Touré a remboursé un paiement de 15\u202f000 CFA (promotion) par Wave.",
    ],
    [
      "report.dismiss",
      line("report.dismiss", "listing", undefined, { targetName: "Toyota Corolla" }),
      `Mariam Touré a classé sans suite les signalements visant l'annonce ${q("Toyota Corolla")}.`,
    ],
    [
      "report.hide",
      line("report.hide", "listing", null, { targetName: "Toyota Corolla" }),
      `Mariam Touré a masqué l'annonce ${q("Toyota Corolla")} après des signalements.`,
    ],
    [
      "report.restore",
      line("report.restore", "listing", null, { targetName: "Toyota Corolla" }),
      `Mariam Touré a rétabli l'annonce ${q("Toyota Corolla")} après des signalements.`,
    ],
    [
      "report.warn on a listing",
      line("report.warn", "listing", { note: "Prix faux" }, { targetName: "Toyota Corolla" }),
      `Mariam Touré a averti le vendeur de l'annonce ${q("Toyota Corolla")} après des signalements : ${q("Prix faux")}.`,
    ],
    [
      "report.warn on a listing without its name",
      line("report.warn", "listing", null),
      "Mariam Touré a averti le vendeur d'une annonce après des signalements.",
    ],
    ["report.ban on a member", line("report.ban", "user", null, { targetName: "Moussa Diop" }), "Mariam Touré a banni Moussa Diop après des signalements."],
    [
      "listing.delete",
      line("listing.delete", "listing", { kind: "rental", title: "Toyota Prado" }),
      `Mariam Touré a supprimé l'annonce de location ${q("Toyota Prado")}.`,
    ],
    [
      "listing.promote",
      line("listing.promote", "listing", { package: "Premium", days: 30 }, { targetName: "Toyota Corolla" }),
      `Mariam Touré a mis en avant l'annonce ${q("Toyota Corolla")} avec le pack ${q("Premium")} pendant 30 jours.`,
    ],
    [
      "listing.promote for a day",
      line("listing.promote", "listing", { package: "Flash", days: 1 }),
      `Mariam Touré a mis en avant une annonce avec le pack ${q("Flash")} pendant 1 jour.`,
    ],
    [
      "package.create",
      line("package.create", "package", { name: "30 jours", price: 15000 }),
      `Mariam Touré a créé le pack ${q("30 jours")} à 15\u202f000 CFA.`,
    ],
    [
      "package.update",
      line("package.update", "package", { name: "7 jours", price: 5000, active: false }),
      `Mariam Touré a modifié le pack ${q("7 jours")} (5\u202f000 CFA, inactif).`,
    ],
    ["package.delete", line("package.delete", "package", { name: "7 jours" }), `Mariam Touré a supprimé le pack ${q("7 jours")}.`],
    ["plan.price", line("plan.price", "plan", { from: 5000, to: 6000 }), "Mariam Touré a changé le prix du plan Pro de 5\u202f000 CFA à 6\u202f000 CFA."],
    ["plan.price, first price", line("plan.price", "plan", { to: 6000 }), "Mariam Touré a fixé le prix du plan Pro à 6\u202f000 CFA."],
    [
      "coupon.create",
      line("coupon.create", "coupon", { name: "BIENVENUE20", percentOff: 20, amountOff: null, duration: "repeating", durationInMonths: 3 }),
      `Mariam Touré a créé le code promo ${q("BIENVENUE20")} (20 % · 3 mois).`,
    ],
    ["coupon.delete", line("coupon.delete", "coupon", { name: "BIENVENUE20" }), `Mariam Touré a supprimé le code promo ${q("BIENVENUE20")}.`],
    [
      "banner.create",
      line("banner.create", "banner", { title: "Financement auto", linkUrl: "https://example.com" }),
      `Mariam Touré a créé la bannière ${q("Financement auto")} vers https://example.com.`,
    ],
    ["banner.activate", line("banner.activate", "banner", { title: "Financement auto" }), `Mariam Touré a activé la bannière ${q("Financement auto")}.`],
    ["banner.deactivate", line("banner.deactivate", "banner", { title: "Financement auto" }), `Mariam Touré a désactivé la bannière ${q("Financement auto")}.`],
    ["banner.delete", line("banner.delete", "banner", { title: "Financement auto" }), `Mariam Touré a supprimé la bannière ${q("Financement auto")}.`],
  ])("%s", (_, entry, sentence) => {
    expect(auditSentence(entry)).toBe(sentence);
  });

  it("reads an unknown action as a general sentence about its target, never as its key or JSON", () => {
    const sentence = auditSentence(line("banner.archive", "banner", { title: "Financement auto", extra: { deep: [1, 2] } }));
    expect(sentence).toBe(`Mariam Touré a effectué une action sur la bannière ${q("Financement auto")}.`);
    expect(auditSentence(line("cache.flush", "cache", { keys: 12 }))).toBe("Mariam Touré a effectué une action d'administration.");
  });

  it("tolerates details of any shape: missing, of the wrong type, not an object", () => {
    for (const details of [null, undefined, "texte", 42, [1, 2], { value: { nested: true } }, { from: "500", to: null }]) {
      for (const action of ["setting.save", "setting.limit", "payment.refund", "plan.price", "coupon.create", "package.update", "user.ban"]) {
        const sentence = auditSentence(line(action, "setting", details));
        expect(sentence).toMatch(/^Mariam Touré a [^{}[\]]+\.$/);
        expect(sentence).not.toMatch(/undefined|null|NaN|\[object/);
      }
    }
    expect(auditSentence(line("setting.save", "setting", { value: "beaucoup" }, { targetId: "sms_codes_per_day" }))).toBe(
      `Mariam Touré a modifié ${q("Plafond quotidien de SMS")}.`,
    );
    expect(auditSentence(line("setting.limit", "setting", { to: 90 }, { targetId: "max_booking_days" }))).toBe(
      `Mariam Touré a réglé ${q("Durée maximale d'une location")} sur 90.`,
    );
  });

  it("cuts a long message so that a line of the journal stays short", () => {
    const sentence = auditSentence(line("user.warn", "user", { message: "a".repeat(500) }));
    expect(sentence.length).toBeLessThan(220);
    expect(sentence).toContain("…\u00a0»");
  });
});

describe("auditSentenceIn English", () => {
  it("reads the journal in English on an English page", () => {
    const en = serverI18n("en");
    expect(auditSentenceIn(en, line("banner.delete", "banner", { title: "Financement auto" }))).toBe("Mariam Touré deleted the banner “Financement auto”.");
    expect(auditSentenceIn(en, line("listing.promote", "listing", { package: "Premium", days: 30 }, { targetName: "Toyota Corolla" }))).toBe(
      "Mariam Touré promoted the listing “Toyota Corolla” with the package “Premium” for 30 days.",
    );
    expect(auditSentenceIn(en, line("user.unban", "user", {}, { targetName: "Aminata Coulibaly" }))).toBe("Mariam Touré lifted the ban on Aminata Coulibaly.");
    expect(auditSentenceIn(en, line("plan.price", "plan", { from: 5000, to: 6000 }))).toBe(
      "Mariam Touré changed the Pro plan's price from CFA 5,000 to CFA 6,000.",
    );
    expect(auditSentenceIn(serverI18n("fr"), line("banner.delete", "banner", { title: "Financement auto" }))).toBe(
      `Mariam Touré a supprimé la bannière ${q("Financement auto")}.`,
    );
  });
});

// Every action written anywhere in app/ must read as its own sentence: a new one fails here until the journal has words for it.
describe("the actions recorded by recordAudit", () => {
  const APP = join(import.meta.dirname, "..", "..");
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return files(path);
      return /\.tsx?$/.test(entry.name) && !entry.name.includes(".test.") ? [path] : [];
    });
  /** Actions written as a template: each value the template can take. */
  const TEMPLATES: Record<string, string[]> = {
    "`report.${decision}`": ["report.dismiss", "report.hide", "report.restore", "report.warn", "report.ban"],
  };
  const written = files(APP).flatMap((file) => {
    const source = readFileSync(file, "utf8");
    return [...source.matchAll(/recordAudit\(\s*\{[^]*?\baction:\s*([^,]+),/g)].map((m) => ({ file: relative(APP, file), expression: (m[1] ?? "").trim() }));
  });

  it("are found", () => {
    expect(written.length).toBeGreaterThan(15);
  });

  it("each read as their own sentence", () => {
    const undescribed: string[] = [];
    for (const { file, expression } of written) {
      const literals = expression.startsWith("`") ? TEMPLATES[expression] : [...expression.matchAll(/"([^"]+)"/g)].map((m) => m[1] ?? "");
      if (!literals || literals.length === 0) undescribed.push(`${file}: ${expression} (a template: list its values in TEMPLATES)`);
      for (const action of literals ?? []) if (!isDescribedAuditAction(action)) undescribed.push(`${file}: ${action}`);
    }
    expect(undescribed).toEqual([]);
  });
});
