import { existsSync, globSync, readFileSync, writeFileSync } from "node:fs";
import { durationsOfReport } from "./e2e-shard-plan.ts";

/**
 * Writes tests/e2e/durations.json from the last browser run's reports (test-results/report.json and
 * each shard's): the seconds each spec file took, which the next runs split their shards by.
 */
const reports = globSync("test-results/{report.json,shard-*/report.json}").filter((file) => existsSync(file));
if (reports.length === 0) {
  console.error("No report: run `npm run test:e2e` first.");
  process.exit(1);
}
const seconds: Record<string, number> = {};
for (const file of reports) Object.assign(seconds, durationsOfReport(JSON.parse(readFileSync(file, "utf8")), "tests/e2e/"));
const sorted = Object.fromEntries(
  Object.entries(seconds)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([file, s]) => [file, Math.round(s)]),
);
writeFileSync("tests/e2e/durations.json", `${JSON.stringify(sorted, null, 2)}\n`);
console.log(`${Object.keys(sorted).length} spec files, ${Math.round(Object.values(sorted).reduce((a, b) => a + b, 0))} s in all`);
