import { describe, expect, it } from "vitest";
import { fold } from "./fold.ts";

describe("fold", () => {
  it("drops accents, case and punctuation", () => {
    expect(fold("Citroën C-Elysée")).toBe("citroen c elysee");
    expect(fold("  THIÈS ")).toBe("thies");
  });
});
