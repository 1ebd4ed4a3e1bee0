import { describe, expect, it } from "vitest";
import { durationsOfReport, planShards } from "../support/e2e-shard-plan.ts";

describe("planShards", () => {
  it("runs every file once and evens the shards' time", () => {
    const durations = { a: 100, b: 90, c: 20, d: 20, e: 20, f: 20, g: 10 };
    const plan = planShards(Object.keys(durations), durations, 2);
    expect(plan.flat().sort()).toEqual(Object.keys(durations).sort());
    const time = plan.map((files) => files.reduce((sum, f) => sum + durations[f as keyof typeof durations], 0));
    expect(Math.abs(time[0] - time[1])).toBeLessThanOrEqual(10);
  });

  it("counts a file with no recorded time as the mean", () => {
    const plan = planShards(["old", "new", "other"], { old: 10, other: 10 }, 2);
    expect(plan.flat().sort()).toEqual(["new", "old", "other"]);
    expect(plan.map((files) => files.length).sort()).toEqual([1, 2]);
  });

  it("reads a report's seconds per file, retries included", () => {
    const report = {
      suites: [{ title: "a.spec.ts", file: "a.spec.ts", specs: [{ tests: [{ results: [{ duration: 1500 }, { duration: 500 }] }] }], suites: [] }],
    };
    expect(durationsOfReport(report, "tests/e2e/")).toEqual({ "tests/e2e/a.spec.ts": 2 });
  });
});
