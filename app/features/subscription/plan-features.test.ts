import { describe, expect, it } from "vitest";
import { FREE_LISTING_LIMIT, FREE_PLAN_LINES, freePlanFeatures } from "./plan-features.ts";

const STORED = ["Jusqu'à 5 annonces actives", "Jusqu'à 10 photos par annonce", "Messagerie avec les acheteurs", "Évaluation de véhicule"];

describe("the free plan's card follows the administrators' switches", () => {
  it("says the cap the module holds (the marked line writes it out)", () => {
    expect(FREE_PLAN_LINES.limited).toBe(`Jusqu'à ${FREE_LISTING_LIMIT} annonces actives`);
  });

  it("promises 5 active listings only while the limit is on", () => {
    expect(freePlanFeatures(STORED, { listingLimit: true, valuationForProOnly: false })).toEqual(STORED);
    expect(freePlanFeatures(STORED, { listingLimit: false, valuationForProOnly: false })).toEqual([
      "Annonces illimitées",
      "Jusqu'à 10 photos par annonce",
      "Messagerie avec les acheteurs",
      "Évaluation de véhicule",
    ]);
  });

  it("leaves out the valuation while it is kept for Pro", () => {
    expect(freePlanFeatures(STORED, { listingLimit: true, valuationForProOnly: true })).not.toContain(FREE_PLAN_LINES.valuation);
  });

  it("names the limit the server applies", () => {
    expect(FREE_PLAN_LINES.limited).toBe("Jusqu'à 5 annonces actives");
  });

  it("writes the listings line once, first, whatever the stored list had", () => {
    expect(freePlanFeatures(["Messagerie avec les acheteurs"], { listingLimit: true, valuationForProOnly: false })).toEqual([
      "Jusqu'à 5 annonces actives",
      "Messagerie avec les acheteurs",
    ]);
  });
});
