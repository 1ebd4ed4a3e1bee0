import { describe, expect, it } from "vitest";
import {
  INSPECTION_MESSAGES,
  answerDeadline,
  fuelChangeLabel,
  fuelLabel,
  mayAnswer,
  parseFuel,
  parseMileage,
  phaseOfSlug,
  readRecordFields,
  recordDifference,
  recordWindowProblem,
  submissionProblems,
  withinAnswerWindow,
} from "./inspection-rules.ts";

const booking = (status: string) => ({ status, startDate: "2026-12-10", endDate: "2026-12-13" });
const at = (day: string) => new Date(`${day}T12:00:00Z`);

describe("windows", () => {
  it("opens the pick-up the day before the first day, on a confirmed booking, until the last day", () => {
    expect(recordWindowProblem("pickup", booking("confirmed"), at("2026-12-08"))).toBe(INSPECTION_MESSAGES.pickupNotYet);
    expect(recordWindowProblem("pickup", booking("confirmed"), at("2026-12-09"))).toBeNull();
    expect(recordWindowProblem("pickup", booking("confirmed"), at("2026-12-13"))).toBeNull();
    expect(recordWindowProblem("pickup", booking("confirmed"), at("2026-12-14"))).toBe(INSPECTION_MESSAGES.pickupClosed);
    expect(recordWindowProblem("pickup", booking("pending"), at("2026-12-10"))).toBe(INSPECTION_MESSAGES.pickupNotYet);
    expect(recordWindowProblem("pickup", booking("in_progress"), at("2026-12-10"))).toBe(INSPECTION_MESSAGES.pickupClosed);
  });

  it("opens the return on a booking under way, until 7 days after the last day", () => {
    expect(recordWindowProblem("return", booking("confirmed"), at("2026-12-11"))).toBe(INSPECTION_MESSAGES.returnNotYet);
    expect(recordWindowProblem("return", booking("in_progress"), at("2026-12-20"))).toBeNull();
    expect(recordWindowProblem("return", booking("in_progress"), at("2026-12-21"))).toBe(INSPECTION_MESSAGES.returnClosed);
    expect(recordWindowProblem("return", booking("disputed"), at("2026-12-12"))).toBe(INSPECTION_MESSAGES.returnClosed);
  });

  it("gives the other party 24 hours to answer, and them only", () => {
    const sent = new Date("2026-12-10T14:00:00Z");
    expect(answerDeadline(sent).toISOString()).toBe("2026-12-11T14:00:00.000Z");
    expect(withinAnswerWindow(sent, new Date("2026-12-11T14:00:00Z"))).toBe(true);
    expect(withinAnswerWindow(sent, new Date("2026-12-11T14:00:01Z"))).toBe(false);
    const parties = { ownerId: "o", renterId: "r" };
    expect(mayAnswer("r", { recordedBy: "o" }, parties)).toBe(true);
    expect(mayAnswer("o", { recordedBy: "o" }, parties)).toBe(false);
    expect(mayAnswer("x", { recordedBy: "o" }, parties)).toBe(false);
  });
});

describe("fields", () => {
  it("reads mileage and fuel, refusing anything out of range", () => {
    expect(parseMileage("125 400")).toEqual({ ok: true, value: 125_400 });
    expect(parseMileage("")).toEqual({ ok: true, value: null });
    expect(parseMileage("2000000")).toEqual({ ok: true, value: 2_000_000 });
    for (const bad of ["2000001", "-5", "12,5", "1e6", "99999999999", "abc"])
      expect(parseMileage(bad)).toEqual({ ok: false, error: INSPECTION_MESSAGES.mileageInvalid });
    expect(parseFuel("8")).toEqual({ ok: true, value: 8 });
    expect(parseFuel("9").ok).toBe(false);
    expect(parseFuel("-1").ok).toBe(false);
  });

  it("keeps what can be kept of a posted form and names the rest", () => {
    const form = new Map<string, string>([
      ["mileage", "abc"],
      ["fuel", "3"],
      ["notes", "x".repeat(2001)],
      ["depositMethod", "cheque"],
    ]);
    const read = readRecordFields(form);
    expect(read.fields).toEqual({ mileage: null, fuelEighths: 3, notes: null, depositMethod: null, depositNote: null });
    expect(read.problems).toEqual({ mileage: INSPECTION_MESSAGES.mileageInvalid, notes: INSPECTION_MESSAGES.notesTooLong });
  });

  it("asks six views, 6 to 20 photos, and the deposit's handover", () => {
    const six = ["front", "back", "left", "right", "interior", "dashboard"] as const;
    const base = {
      phase: "pickup" as const,
      mileage: 10,
      fuelEighths: 4,
      notes: null,
      depositMethod: null,
      depositNote: null,
      pickupMileage: null,
      depositAmount: 0,
    };
    expect(submissionProblems({ ...base, views: six })).toBeNull();
    expect(submissionProblems({ ...base, views: six.slice(0, 5) })?.photos).toBe(INSPECTION_MESSAGES.tooFewPhotos);
    expect(submissionProblems({ ...base, views: [...six.slice(0, 5), "front"] })?.photos).toBe(INSPECTION_MESSAGES.missingViews);
    expect(submissionProblems({ ...base, views: [...six, ...Array(15).fill("other")] })?.photos).toBe(INSPECTION_MESSAGES.tooManyPhotos);
    expect(submissionProblems({ ...base, views: six, depositAmount: 50_000 })).toEqual({
      depositMethod: INSPECTION_MESSAGES.depositMethodMissing,
      depositNote: INSPECTION_MESSAGES.depositNoteMissing,
    });
    expect(submissionProblems({ ...base, phase: "return", views: six, mileage: 9, pickupMileage: 10 })?.mileage).toBe(INSPECTION_MESSAGES.mileageBelowPickup);
  });
});

describe("words", () => {
  it("names the phases, fuel levels and the difference", () => {
    expect(phaseOfSlug("depart")).toBe("pickup");
    expect(phaseOfSlug("retour")).toBe("return");
    expect(phaseOfSlug("toString")).toBeNull();
    expect([0, 3, 8].map(fuelLabel)).toEqual(["Vide", "3/8", "Plein"]);
    expect(recordDifference({ mileage: 1000, fuelEighths: 6 }, { mileage: 1412, fuelEighths: 4 })).toEqual({ km: 412, fuelChange: -2 });
    expect([2, -3, 0].map(fuelChangeLabel)).toEqual(["+2/8", "\u22123/8", "0/8"]);
  });
});
