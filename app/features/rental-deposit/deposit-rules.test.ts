import { describe, expect, it } from "vitest";
import { DEPOSIT_MESSAGES, answerDeadline, checkReason, depositChoices, depositStep, parseKeptAmount } from "./deposit-rules.ts";

describe("parseKeptAmount", () => {
  it("takes a whole number from 1 to the deposit, thousands spaces allowed", () => {
    expect(parseKeptAmount("25000", 100_000)).toEqual({ ok: true, amount: 25_000 });
    expect(parseKeptAmount(" 25 000 ", 100_000)).toEqual({ ok: true, amount: 25_000 });
    expect(parseKeptAmount("25\u202f000", 100_000)).toEqual({ ok: true, amount: 25_000 });
    expect(parseKeptAmount("1", 100_000)).toEqual({ ok: true, amount: 1 });
    expect(parseKeptAmount("100000", 100_000)).toEqual({ ok: true, amount: 100_000 });
  });

  it("refuses nothing, 0, decimals, signs, words, more than the deposit and huge numbers", () => {
    expect(parseKeptAmount("", 100_000)).toEqual({ ok: false, error: DEPOSIT_MESSAGES.amountMissing });
    expect(parseKeptAmount(undefined, 100_000)).toEqual({ ok: false, error: DEPOSIT_MESSAGES.amountMissing });
    expect(parseKeptAmount("0", 100_000)).toEqual({ ok: false, error: DEPOSIT_MESSAGES.amountZero });
    expect(parseKeptAmount("000", 100_000)).toEqual({ ok: false, error: DEPOSIT_MESSAGES.amountZero });
    for (const bad of ["12,5", "12.5", "-3", "+3", "1e4", "abc", "0x10", "Infinity"]) {
      expect(parseKeptAmount(bad, 100_000)).toEqual({ ok: false, error: DEPOSIT_MESSAGES.amountInvalid });
    }
    expect(parseKeptAmount("100001", 100_000)).toEqual({ ok: false, error: DEPOSIT_MESSAGES.amountTooHigh });
    expect(parseKeptAmount("9".repeat(400), 100_000)).toEqual({ ok: false, error: DEPOSIT_MESSAGES.amountTooHigh });
  });
});

describe("checkReason", () => {
  it("trims, requires and caps at 1 000 characters", () => {
    expect(checkReason("  Rayure sur la portière  ")).toEqual({ ok: true, reason: "Rayure sur la portière" });
    expect(checkReason("   ")).toEqual({ ok: false, error: DEPOSIT_MESSAGES.reasonRequired });
    expect(checkReason(null, DEPOSIT_MESSAGES.contestReasonRequired)).toEqual({ ok: false, error: DEPOSIT_MESSAGES.contestReasonRequired });
    expect(checkReason("é".repeat(1000))).toMatchObject({ ok: true });
    expect(checkReason("é".repeat(1001))).toEqual({ ok: false, error: DEPOSIT_MESSAGES.reasonTooLong });
  });
});

describe("depositStep and depositChoices", () => {
  const decidedAt = new Date("2030-03-01T10:00:00Z");
  const claim = { keptAmount: 20_000, decidedAt, renterAnswer: null, settledAt: null };

  it("gives the renter 24 hours from the decision", () => {
    expect(answerDeadline(decidedAt).toISOString()).toBe("2030-03-02T10:00:00.000Z");
    expect(depositStep({ status: "returned", depositAmount: 50_000 }, claim, new Date("2030-03-02T09:59:59Z"))).toBe("to-answer");
    expect(depositStep({ status: "returned", depositAmount: 50_000 }, claim, new Date("2030-03-02T10:00:00Z"))).toBe("lapsed");
  });

  it("follows the booking and the decision", () => {
    const now = new Date("2030-03-01T12:00:00Z");
    expect(depositStep({ status: "returned", depositAmount: 0 }, null, now)).toBe("none");
    expect(depositStep({ status: "pending", depositAmount: 50_000 }, null, now)).toBe("none");
    expect(depositStep({ status: "in_progress", depositAmount: 50_000 }, null, now)).toBe("held");
    expect(depositStep({ status: "returned", depositAmount: 50_000 }, null, now)).toBe("to-decide");
    expect(depositStep({ status: "disputed", depositAmount: 50_000 }, null, now)).toBe("in-dispute");
    expect(depositStep({ status: "disputed", depositAmount: 50_000 }, { ...claim, renterAnswer: "contested" }, now)).toBe("contested");
    expect(depositStep({ status: "completed", depositAmount: 50_000 }, { ...claim, settledAt: now }, now)).toBe("settled");
  });

  it("lets the owner decide and the renter answer, never the other way round", () => {
    expect(depositChoices("to-decide", "owner")).toEqual({ decide: true, answer: false });
    expect(depositChoices("to-decide", "renter")).toEqual({ decide: false, answer: false });
    expect(depositChoices("to-answer", "renter")).toEqual({ decide: false, answer: true });
    expect(depositChoices("to-answer", "owner")).toEqual({ decide: false, answer: false });
    expect(depositChoices("lapsed", "renter")).toEqual({ decide: false, answer: false });
  });
});
