import { describe, expect, it } from "vitest";
import { nextStep } from "./next-step.ts";

const booking = (status: string) => ({ status, startDate: "2026-12-10", endDate: "2026-12-13" });
const now = new Date("2026-12-10T10:00:00Z");
const sent = new Date("2026-12-10T09:00:00Z");

describe("nextStep", () => {
  it("asks for the pick-up record, then its answer from the other party", () => {
    expect(nextStep("o", booking("confirmed"), { pickup: null, return: null }, now)).toEqual({ kind: "record", phase: "pickup", resume: false });
    const submitted = { status: "submitted" as const, recordedById: "o", submittedAt: sent };
    expect(nextStep("r", booking("confirmed"), { pickup: submitted, return: null }, now)).toMatchObject({ kind: "answer", phase: "pickup" });
    expect(nextStep("o", booking("confirmed"), { pickup: submitted, return: null }, now)).toMatchObject({ kind: "awaiting-answer", phase: "pickup" });
    expect(nextStep("r", booking("confirmed"), { pickup: { ...submitted, status: "draft" }, return: null }, now)).toEqual({
      kind: "other-recording",
      phase: "pickup",
    });
  });

  it("moves on to the return once the pick-up is answered, and stops when nothing is left", () => {
    const confirmed = { status: "confirmed" as const, recordedById: "o", submittedAt: sent };
    expect(nextStep("r", booking("in_progress"), { pickup: confirmed, return: null }, now)).toEqual({ kind: "record", phase: "return", resume: false });
    expect(nextStep("r", booking("completed"), { pickup: confirmed, return: confirmed }, now)).toBeNull();
    expect(nextStep("r", booking("pending"), { pickup: null, return: null }, now)).toBeNull();
  });
});
