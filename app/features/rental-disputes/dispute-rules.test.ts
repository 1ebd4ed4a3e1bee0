import { describe, expect, it } from "vitest";
import { DISPUTE_MESSAGES, checkDecision, decidesDeposit, hoursOpen, parseDepositKept } from "./dispute-rules.ts";

describe("dispute rules", () => {
  it("requires a decision of at most 2 000 characters", () => {
    expect(checkDecision("  Le propriétaire garde 10 000 FCFA.  ")).toEqual({ ok: true, value: "Le propriétaire garde 10 000 FCFA." });
    expect(checkDecision("")).toEqual({ ok: false, error: DISPUTE_MESSAGES.decisionRequired });
    expect(checkDecision(42)).toEqual({ ok: false, error: DISPUTE_MESSAGES.decisionRequired });
    expect(checkDecision("à".repeat(2000))).toMatchObject({ ok: true });
    expect(checkDecision("à".repeat(2001))).toEqual({ ok: false, error: DISPUTE_MESSAGES.decisionTooLong });
  });

  it("takes a kept amount from 0 to the deposit", () => {
    expect(parseDepositKept("0", 50_000)).toEqual({ ok: true, value: 0 });
    expect(parseDepositKept("50 000", 50_000)).toEqual({ ok: true, value: 50_000 });
    expect(parseDepositKept("", 50_000)).toEqual({ ok: false, error: DISPUTE_MESSAGES.keptMissing });
    for (const bad of ["50001", "-1", "1.5", "9".repeat(30), "deux"]) {
      expect(parseDepositKept(bad, 50_000)).toEqual({ ok: false, error: DISPUTE_MESSAGES.keptInvalid });
    }
  });

  it("decides the deposit on the return or the claim of a booking with one", () => {
    expect(decidesDeposit("deposit", 50_000)).toBe(true);
    expect(decidesDeposit("return", 50_000)).toBe(true);
    expect(decidesDeposit("pickup", 50_000)).toBe(false);
    expect(decidesDeposit("return", 0)).toBe(false);
  });

  it("counts the hours a dispute has been open", () => {
    expect(hoursOpen(new Date("2030-01-01T00:00:00Z"), new Date("2030-01-02T05:59:00Z"))).toBe(29);
    expect(hoursOpen(new Date("2030-01-02T00:00:00Z"), new Date("2030-01-01T00:00:00Z"))).toBe(0);
  });
});
