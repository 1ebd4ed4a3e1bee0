import { describe, expect, it } from "vitest";
import { waitInWords } from "./wait-in-words.ts";

describe("waitInWords", () => {
  it("says seconds, then minutes, then hours, rounded up, in French", () => {
    expect([0, 1, 1.2, 45, 59, 60, 61, 3599, 3600, 3601, 86_400].map(waitInWords)).toEqual([
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
});
