import { describe, expect, it } from "vitest";
import { formatNotificationDate } from "./format-date.ts";

describe("notification dates", () => {
  it("reads 'dd MMM yyyy à HH:mm' in French", () => {
    expect(formatNotificationDate("2026-03-05T09:07:00Z")).toBe("05 mars 2026 à 09:07");
    expect(formatNotificationDate("2026-08-21T18:30:00Z")).toBe("21 août 2026 à 18:30");
    expect(formatNotificationDate("2026-12-31T23:59:00Z", "Africa/Lagos")).toBe("01 janv. 2027 à 00:59");
  });

  it("reads 'dd MMM yyyy, HH:mm' in English", () => {
    expect(formatNotificationDate("2026-03-05T09:07:00Z", undefined, "en")).toBe("05 Mar 2026, 09:07");
    expect(formatNotificationDate("2026-12-31T23:59:00Z", "Africa/Lagos", "en")).toBe("01 Jan 2027, 00:59");
  });
});
