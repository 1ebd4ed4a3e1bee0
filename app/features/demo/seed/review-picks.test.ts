import { describe, expect, it } from "vitest";
import { freshComment, reviewDates } from "./review-picks.ts";
import { RENTAL_REVIEW_COMMENTS, REVIEW_COMMENTS } from "./texts.ts";

const DAY = 86_400_000;

describe("the demo's review texts", () => {
  it.each([
    ["sales", REVIEW_COMMENTS],
    ["rentals", RENTAL_REVIEW_COMMENTS],
  ])("gives %s a text of their own for every mark, none written twice", (_, pool) => {
    const all = Object.values(pool).flat();
    expect(new Set(all).size).toBe(all.length);
    for (const mark of [1, 2, 3, 4, 5]) expect(pool[mark]?.length ?? 0).toBeGreaterThan(0);
  });

  it("never gives one listing the same text twice, even three 5-star reviews drawn alike", () => {
    for (const pool of [REVIEW_COMMENTS, RENTAL_REVIEW_COMMENTS]) {
      for (const draw of [0, 0.5, 0.99]) {
        const used = new Set<string>();
        for (let i = 0; i < 3; i++) used.add(freshComment(pool, 5, used, draw));
        expect(used.size).toBe(3);
      }
    }
  });

  it("takes the nearest mark's texts once a mark's own are all used", () => {
    const pool = { 1: ["Très mauvais."], 2: ["Décevant."], 5: ["Parfait."] };
    const used = new Set(["Très mauvais."]);
    expect(freshComment(pool, 1, used, 0)).toBe("Décevant.");
    expect(() => freshComment(pool, 1, new Set(Object.values(pool).flat()), 0)).toThrow();
  });
});

describe("the demo's review dates", () => {
  it("puts a listing's reviews in order, a day or more apart, after it was posted and before now", () => {
    const posted = Date.parse("2026-01-01T08:00:00Z");
    const now = Date.parse("2026-03-01T08:00:00Z");
    const dates = reviewDates(posted, now, [0.9, 0.5, 0.5001]).map((d) => d.getTime());
    expect([...dates].sort((a, b) => a - b)).toEqual(dates);
    for (let i = 1; i < dates.length; i++) expect(dates[i] - dates[i - 1]).toBeGreaterThanOrEqual(DAY);
    for (const at of dates) expect(at > posted && at < now).toBe(true);
  });

  it("leaves a listing posted this morning its reviews of today", () => {
    const now = Date.parse("2026-03-01T18:00:00Z");
    const dates = reviewDates(now - 6 * 3_600_000, now, [0.3, 0.4]);
    for (const at of dates) expect(at.getTime()).toBeLessThan(now);
  });
});
