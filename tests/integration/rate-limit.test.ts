import { describe, expect, it } from "vitest";
import { hitCount, takeAll } from "../../app/server/rate-limit.server.ts";
import { useTestDatabase } from "../support/database.ts";

useTestDatabase();

describe("takeAll", () => {
  it("lets exactly the attempts that fit through when twelve arrive at once, and counts none of the refused ones", async () => {
    const keys = [
      { key: "take-test:hour", rule: { max: 3, windowSeconds: 3600 } },
      { key: "take-test:day", rule: { max: 5, windowSeconds: 86_400 } },
    ];
    // Three of the day's five are gone already; the hour is fresh.
    for (let i = 0; i < 3; i++) await hitCount("take-test:day", 86_400);
    const answers = await Promise.all(Array.from({ length: 12 }, () => takeAll(keys)));
    expect(answers.filter((a) => a.allowed)).toHaveLength(2);
    const refused = answers.find((a) => !a.allowed);
    expect(refused && !refused.allowed && refused.retryAfterSeconds).toBeGreaterThan(3600);
    // One more hit shows the counts the twelve left: only the two let through.
    expect(await hitCount("take-test:hour", 3600)).toBe(3);
    expect(await hitCount("take-test:day", 86_400)).toBe(6);
  });
});
