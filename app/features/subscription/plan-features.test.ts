import { describe, expect, it } from "vitest";
import { FREE_LISTING_LIMIT, PLAN_LINES, freePlanFeatures, proPlanFeatures } from "./plan-features.ts";

const STORED = ["Jusqu'à 5 annonces actives", "Jusqu'à 10 photos par annonce", "Messagerie avec les acheteurs", "Évaluation de véhicule"];
const STORED_PRO = [
  "Annonces illimitées",
  "Vos annonces en tête des résultats de recherche",
  "Badge Pro sur toutes vos annonces",
  "Statistiques avancées",
  "Support prioritaire",
];

describe("the free plan's card says its limit; 'Annonces illimitées' is Pro's alone", () => {
  it("says the cap the module holds (the marked line writes it out)", () => {
    expect(PLAN_LINES.limited).toBe(`Jusqu'à ${FREE_LISTING_LIMIT} annonces actives`);
    expect(PLAN_LINES.limited).toBe("Jusqu'à 5 annonces actives");
  });

  it("puts the limit of 5 active listings first, never 'Annonces illimitées'", () => {
    expect(freePlanFeatures(STORED, { listingLimit: true, valuationForProOnly: false })).toEqual(STORED);
    expect(freePlanFeatures(["Annonces illimitées", "Messagerie avec les acheteurs"], { listingLimit: true, valuationForProOnly: false })).toEqual([
      "Jusqu'à 5 annonces actives",
      "Messagerie avec les acheteurs",
    ]);
  });

  it("states no number of listings while the server applies no limit", () => {
    expect(freePlanFeatures(STORED, { listingLimit: false, valuationForProOnly: false })).toEqual([
      "Jusqu'à 10 photos par annonce",
      "Messagerie avec les acheteurs",
      "Évaluation de véhicule",
    ]);
  });

  it("leaves out the valuation while it is kept for Pro", () => {
    expect(freePlanFeatures(STORED, { listingLimit: true, valuationForProOnly: true })).not.toContain(PLAN_LINES.valuation);
  });

  it("writes the listings line once, first, whatever the stored list had", () => {
    expect(freePlanFeatures(["Messagerie avec les acheteurs"], { listingLimit: true, valuationForProOnly: false })).toEqual([
      "Jusqu'à 5 annonces actives",
      "Messagerie avec les acheteurs",
    ]);
  });

  it("the Pro card: no listing limit first, then the spec's promises (search results first, Pro badge, statistics), nothing more", () => {
    expect(proPlanFeatures(STORED_PRO)).toEqual([
      "Annonces illimitées",
      "Vos annonces en tête des résultats de recherche",
      "Badge Pro sur toutes vos annonces",
      "Statistiques avancées",
    ]);
    expect(proPlanFeatures(["Statistiques avancées"])).toEqual(["Annonces illimitées", "Statistiques avancées"]);
  });

  it("no line stands on both cards", () => {
    const free = freePlanFeatures(STORED, { listingLimit: true, valuationForProOnly: false });
    expect(proPlanFeatures(STORED_PRO).filter((line) => free.includes(line))).toEqual([]);
  });
});
