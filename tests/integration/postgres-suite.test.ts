import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { POSTGRES_SUITE } from "../postgres-suite.ts";

/**
 * Which test files run on PostgreSQL too (tests/postgres-suite.ts, ADR 0029): a test file that tries
 * what only the server does differently must be on the list, every module that relies on it must be
 * tried there by some listed file, and a listed file must open a database at all.
 */
const ROOT = resolve(".");

/** What a test file does that PGlite cannot show as the server does it. */
const TEST_NEEDS_SERVER: readonly [string, RegExp][] = [
  ["runs database work at the same time (Promise.all)", /Promise\.all(?:Settled)?\(/],
  ["reads a driver's error code (pgCode)", /\bpgCode\(/],
  ["runs raw SQL and reads its result (execute)", /\.execute\(/],
  ["listens for NOTIFY", /pg_notify|startEventRelay|startReferenceRelay|onSharedPageChanged/],
  ["runs migrations itself", /\.migrate\(/],
];

/** What a module of the app does that only the server's pool of connections really tries. */
const MODULE_NEEDS_SERVER: readonly [string, RegExp][] = [
  ["takes an advisory lock", /pg_advisory/],
  ["locks rows (FOR UPDATE, SKIP LOCKED)", /\.for\(\s*["'](?:update|share|no key update)|\bFOR UPDATE\b|SKIP LOCKED/],
  ["uses LISTEN/NOTIFY", /pg_notify|\.listen\(\s*(?:CHANNEL|channel)\b/],
];

/** A file that opens the test database: a migrated one, reaches the database object itself, or opens a pool of its own on the server. */
const OPENS_DATABASE = /useTestDatabase\(\)|useTestDatabase\(\{(?!\s*migrated:\s*false)|createTestDatabase\(|\bdb\(\)|\.database\(\)|\bpostgresDatabase\(/;

/** The whole app (the route table, the server): imports through it reach everything, so they are not followed. */
const WHOLE_APP = [/^app\/root\.tsx$/, /^app\/routes\.ts$/, /^server\/app\.ts$/, /^tests\/support\/request-handler\.ts$/];

const IMPORT = /^\s*(?:import|export)\s[^'"]*?from\s+["'](\.[^"']+)["']/gm;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path);
    return /\.tsx?$/.test(entry.name) ? [relative(ROOT, path)] : [];
  });
}

const isTest = (file: string) => /\.test\.tsx?$/.test(file);
const testFiles = ["app", "server", "scripts", "tests/integration"].flatMap(filesUnder).filter(isTest);
const text = (file: string) => readFileSync(file, "utf8");

/** The app's modules a test file imports, directly or through other modules, short of the whole app. */
function reached(file: string, seen = new Set<string>()): Set<string> {
  for (const [, spec] of text(file).matchAll(IMPORT)) {
    const target = relative(ROOT, resolve(dirname(file), spec));
    if (seen.has(target) || !existsSync(target) || !statSync(target).isFile()) continue;
    seen.add(target);
    if (!WHOLE_APP.some((pattern) => pattern.test(target))) reached(target, seen);
  }
  return seen;
}

describe("the PostgreSQL suite", () => {
  const listed = Object.keys(POSTGRES_SUITE);

  it("lists test files that exist and open a database, each with its reason", () => {
    const wrong = listed.filter((file) => !testFiles.includes(file) || !OPENS_DATABASE.test(text(file)) || !POSTGRES_SUITE[file]?.trim());
    expect(wrong, "listed but not a test file that opens the database (it would run the same code twice)").toEqual([]);
  });

  it("holds every test file that tries what only the server does differently", () => {
    const missing = testFiles
      .filter((file) => !listed.includes(file) && OPENS_DATABASE.test(text(file)))
      .flatMap((file) => TEST_NEEDS_SERVER.filter(([, pattern]) => pattern.test(text(file))).map(([what]) => `${file} ${what}`));
    expect(missing, "add these files to tests/postgres-suite.ts with the reason").toEqual([]);
  });

  it("tries on PostgreSQL every module that locks or listens", () => {
    const modules = ["app", "server"].flatMap(filesUnder).filter((file) => !isTest(file));
    const tried = new Set(listed.flatMap((file) => [...reached(file)]));
    const untried = modules
      .filter((file) => !tried.has(file))
      .flatMap((file) => MODULE_NEEDS_SERVER.filter(([, pattern]) => pattern.test(text(file))).map(([what]) => `${file} ${what}`));
    expect(untried, "no listed test file reaches these modules: list one that does, or write one").toEqual([]);
  });
});
