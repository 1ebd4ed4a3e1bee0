import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * A listing's status changes along its lifecycle's edges only (ADR 0059): the one `.set()` of
 * `update(listings)` that names `status` is `moveListings`'s, in listing-status.server.ts. A file
 * that writes the column itself would move listings the graph does not allow.
 */
const APP = resolve("app");
const MOVE_LISTINGS = "features/listings/listing-status.server.ts";

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The argument of each `.set(` that follows an `update(listings)`, up to its closing parenthesis. */
function listingUpdateSets(source: string): string[] {
  const sets: string[] = [];
  for (const update of source.matchAll(/update\(listings\)/g)) {
    const start = source.indexOf(".set(", update.index);
    if (start < 0) continue;
    let depth = 0;
    for (let i = start + 4; i < source.length; i++) {
      if (source[i] === "(") depth++;
      else if (source[i] === ")" && --depth === 0) {
        sets.push(source.slice(start + 5, i));
        break;
      }
    }
  }
  return sets;
}

describe("the writes of a listing's status", () => {
  it("finds a status written in an update's set, and not one only read", () => {
    expect(listingUpdateSets('db().update(listings).set({ status: "sold" }).where(x)')).toEqual(['{ status: "sold" }']);
    expect(listingUpdateSets("tx.update(listings).set({ ...(f({ a: 1 })), expiresAt }).where(eq(listings.status, s))")).toEqual([
      "{ ...(f({ a: 1 })), expiresAt }",
    ]);
  });

  it("go through moveListings alone", () => {
    const writers = sourceFiles(APP)
      .filter((file) => listingUpdateSets(readFileSync(file, "utf8")).some((set) => /\bstatus\b/.test(set)))
      .map((file) => relative(APP, file));
    expect(writers).toEqual([MOVE_LISTINGS]);
  });
});
