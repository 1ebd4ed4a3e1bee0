import { describe, expect, it } from "vitest";
import { seeResultsLabel } from "./results-label.ts";

// fr-FR groups thousands with U+202F; compare on plain spaces.
const label = (count: number, capped = false) => seeResultsLabel({ count, capped }).replace(/\s/g, " ");

describe("the filter sheet's button says how many listings it shows", () => {
  it("in French, singular and plural", () => {
    expect(label(128)).toBe("Voir 128 annonces");
    expect(label(2)).toBe("Voir 2 annonces");
    expect(label(1)).toBe("Voir 1 annonce");
    expect(label(0)).toBe("Aucune annonce");
  });

  it("groups thousands and says when the count stopped", () => {
    expect(label(1000, true)).toBe("Voir 1 000+ annonces");
    expect(label(1000)).toBe("Voir 1 000 annonces");
  });
});
