/**
 * Which spec files each browser shard runs: the longest first, each to the shard with the least time so far
 * (longest processing time first), by the seconds each file took in a recent run (`tests/e2e/durations.json`,
 * written by `npm run e2e:durations`). Playwright's own `--shard` splits by count, and a shard that drew the long
 * journeys finished minutes after the other (ADR 0047).
 */
export type Durations = Readonly<Record<string, number>>;

/** `files` in `shards` lists of about equal time; a file with no recorded time counts as the mean of the others. */
export function planShards(files: readonly string[], durations: Durations, shards: number): string[][] {
  const known = files.map((file) => durations[file]).filter((seconds): seconds is number => typeof seconds === "number");
  const mean = known.length ? known.reduce((a, b) => a + b, 0) / known.length : 1;
  const weight = (file: string) => durations[file] ?? mean;
  const plan = Array.from({ length: shards }, () => ({ files: [] as string[], seconds: 0 }));
  const longestFirst = [...files].sort((a, b) => weight(b) - weight(a) || a.localeCompare(b));
  for (const file of longestFirst) {
    const lightest = plan.reduce((best, shard) => (shard.seconds < best.seconds ? shard : best));
    lightest.files.push(file);
    lightest.seconds += weight(file);
  }
  return plan.map((shard) => shard.files.sort());
}

/** A Playwright JSON report's seconds per spec file (path from the repository root), retries included. */
export function durationsOfReport(report: { config?: { rootDir?: string }; suites?: ReportSuite[] }, rootPrefix: string): Record<string, number> {
  const seconds: Record<string, number> = {};
  const visit = (suite: ReportSuite, file: string) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        for (const result of test.results ?? []) seconds[file] = (seconds[file] ?? 0) + (result.duration ?? 0) / 1000;
      }
    }
    for (const child of suite.suites ?? []) visit(child, file);
  };
  for (const suite of report.suites ?? []) visit(suite, `${rootPrefix}${suite.file ?? suite.title}`);
  return seconds;
}

export interface ReportSuite {
  title: string;
  file?: string;
  specs?: { tests?: { results?: { duration?: number }[] }[] }[];
  suites?: ReportSuite[];
}
