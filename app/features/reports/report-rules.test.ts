import { describe, expect, it } from "vitest";
import { REPORT_COMMENT_MAX, REPORT_MESSAGES, isReportReason, reportComment } from "./report-rules.ts";

describe("report rules", () => {
  it("take only the listed reasons", () => {
    expect(isReportReason("scam")).toBe(true);
    expect(isReportReason("other")).toBe(true);
    expect(isReportReason("toString")).toBe(false);
    expect(isReportReason("")).toBe(false);
    expect(isReportReason(undefined)).toBe(false);
  });

  it("keep a trimmed comment, none when empty, and refuse one over 1 000 characters", () => {
    expect(reportComment("  Il demande un acompte par Wave  ")).toEqual({ ok: true, comment: "Il demande un acompte par Wave" });
    expect(reportComment("   ")).toEqual({ ok: true, comment: null });
    expect(reportComment(undefined)).toEqual({ ok: true, comment: null });
    expect(reportComment("a".repeat(1000))).toMatchObject({ ok: true });
    expect(reportComment("a".repeat(1001))).toEqual({ ok: false, error: REPORT_MESSAGES.commentTooLong });
    // The message is written out (marked for translation): it names the limit.
    expect(REPORT_MESSAGES.commentTooLong).toBe(`Le commentaire ne doit pas dépasser ${REPORT_COMMENT_MAX} caractères`);
  });
});
