import { describe, expect, it } from "vitest";
import { myListingButtons } from "../manage/my-listing-actions.ts";
import { EXPIRY_NOTICES, expirySoonLine } from "./expiry-rules.ts";

describe("expiry reminders", () => {
  it("are tried the nearer first, each raising the count past the other", () => {
    expect(EXPIRY_NOTICES.map((n) => n.daysBefore)).toEqual([1, 7]);
    expect(EXPIRY_NOTICES[0].notice).toBeGreaterThan(EXPIRY_NOTICES[1].notice);
  });

  it("say when, in words", () => {
    expect(expirySoonLine("Toyota Hilux 2018", "2 décembre 2026", 7)).toBe(
      "Votre annonce « Toyota Hilux 2018 » expire dans 7 jours, le 2 décembre 2026. Renouvelez-la en un clic pour la garder en ligne.",
    );
    expect(expirySoonLine("Toyota Hilux 2018", "2 décembre 2026", 1)).toContain("expire demain, le 2 décembre 2026");
  });
});

describe("'Mes Annonces' buttons and the period", () => {
  const sale = { kind: "sale" as const, available: true };
  it("offer only 'Renouveler' on an expired listing, or a withdrawn one whose period has ended", () => {
    expect(myListingButtons({ ...sale, status: "expired", periodEnded: true }).map((b) => b.action)).toEqual(["renew"]);
    expect(myListingButtons({ ...sale, status: "archived", periodEnded: true }).map((b) => b.action)).toEqual(["renew"]);
    expect(myListingButtons({ ...sale, status: "sold", periodEnded: true }).map((b) => b.action)).toEqual(["renew"]);
  });

  it("keep 'Remettre en ligne' within the period, and the usual buttons online", () => {
    expect(myListingButtons({ ...sale, status: "archived", periodEnded: false }).map((b) => b.action)).toEqual(["online"]);
    expect(myListingButtons({ ...sale, status: "active", periodEnded: false }).map((b) => b.action)).toEqual(["sold", "archive"]);
  });
});
