import { describe, expect, it } from "vitest";
import { serverI18n } from "../../server/i18n.server.ts";
import { formatChatTime, formatDaySeparator, formatListTime, groupByDay, presenceLabel } from "./chat-times.ts";

const fr = serverI18n("fr");
const en = serverI18n("en");

const now = new Date("2026-03-04T15:00:00Z");

describe("chat times", () => {
  it("prints HH:mm in West African time", () => {
    expect(formatChatTime("2026-03-04T09:05:00Z")).toBe("09:05");
    expect(formatChatTime("2026-03-04T23:59:00Z")).toBe("23:59");
  });

  it("labels day separators", () => {
    expect(formatDaySeparator("2026-03-04T08:00:00Z", now, fr)).toBe("Aujourd'hui");
    expect(formatDaySeparator("2026-03-03T23:00:00Z", now, fr)).toBe("Hier");
    expect(formatDaySeparator("2026-03-02T10:00:00Z", now, fr)).toBe("Lundi 2 mars 2026");
    expect(formatListTime("2026-03-04T08:00:00Z", now, fr)).toBe("08:00");
    expect(formatListTime("2026-03-03T08:00:00Z", now, fr)).toBe("Hier");
  });

  it("writes the first of a month '1er'", () => {
    expect(formatDaySeparator("2026-03-01T10:00:00Z", now, fr)).toBe("Dimanche 1er mars 2026");
    expect(formatListTime("2026-02-01T10:00:00Z", now, fr)).toBe("1er févr.");
    expect(formatListTime("2026-02-11T10:00:00Z", now, fr)).toBe("11 févr.");
    expect(presenceLabel(false, "2026-02-01T14:20:00Z", now, fr)).toBe("Vu le 1er févr. à 14:20");
  });

  it("groups messages by day", () => {
    const groups = groupByDay([{ createdAt: "2026-03-03T23:00:00Z" }, { createdAt: "2026-03-04T00:10:00Z" }, { createdAt: "2026-03-04T09:00:00Z" }]);
    expect(groups.map((g) => g.items.length)).toEqual([1, 2]);
  });

  it("says who is online or when they were last seen", () => {
    expect(presenceLabel(true, null, now, fr)).toBe("En ligne");
    expect(presenceLabel(false, null, now, fr)).toBe("Hors ligne");
    expect(presenceLabel(false, "2026-03-04T14:20:00Z", now, fr)).toBe("Vu aujourd'hui à 14:20");
    expect(presenceLabel(false, "2026-03-03T14:20:00Z", now, fr)).toBe("Vu hier à 14:20");
  });

  it("says the same in English on English pages", () => {
    expect(presenceLabel(true, null, now, en)).toBe("Online");
    expect(presenceLabel(false, "2026-03-03T14:20:00Z", now, en)).toBe("Last seen yesterday at 14:20");
    expect(presenceLabel(false, "2026-02-01T14:20:00Z", now, en)).toBe("Last seen on 1 Feb at 14:20");
    expect(formatDaySeparator("2026-03-04T08:00:00Z", now, en)).toBe("Today");
    expect(formatDaySeparator("2026-03-02T10:00:00Z", now, en)).toBe("Monday, 2 March 2026");
    expect(formatListTime("2026-03-03T08:00:00Z", now, en)).toBe("Yesterday");
  });
});
