import { describe, expect, it } from "vitest";
import { waitInWords } from "./wait-in-words.ts";

describe("waitInWords", () => {
  it("says seconds, then minutes, then hours, rounded up, in French", () => {
    expect([0, 1, 1.2, 45, 59, 60, 61, 3599, 3600, 3601, 86_400].map((s) => waitInWords(s))).toEqual([
      "1 seconde",
      "1 seconde",
      "2 secondes",
      "45 secondes",
      "59 secondes",
      "1 minute",
      "2 minutes",
      "60 minutes",
      "1 heure",
      "2 heures",
      "24 heures",
    ]);
  });

  it("says the same in English", () => {
    expect([0, 1.2, 45, 60, 61, 3600, 7200].map((s) => waitInWords(s, "en"))).toEqual([
      "1 second",
      "2 seconds",
      "45 seconds",
      "1 minute",
      "2 minutes",
      "1 hour",
      "2 hours",
    ]);
    expect(waitInWords(45, "fr")).toBe("45 secondes");
  });
});
