import { describe, expect, it } from "vitest";
import { LISTING_MOVES, listingMoveTo, listingMovesFrom } from "./listing-lifecycle.ts";

describe("a listing's lifecycle", () => {
  it("lets an owner sell or archive what is online, and put back what they put away", () => {
    expect(listingMoveTo("mark-sold", "active", "owner", "sale")).toBe("sold");
    expect(listingMoveTo("archive", "active", "owner", "rental")).toBe("archived");
    expect(listingMoveTo("put-online", "sold", "owner", "sale")).toBe("active");
    expect(listingMoveTo("put-online", "archived", "owner", "rental")).toBe("active");
  });

  it("never sells a rental, nor sells or archives twice, nor puts back what expired (it is renewed)", () => {
    expect(listingMoveTo("mark-sold", "active", "owner", "rental")).toBeNull();
    expect(listingMoveTo("mark-sold", "sold", "owner", "sale")).toBeNull();
    expect(listingMoveTo("archive", "archived", "owner", "sale")).toBeNull();
    expect(listingMoveTo("put-online", "expired", "owner", "sale")).toBeNull();
    expect(listingMoveTo("put-online", "active", "owner", "sale")).toBeNull();
    expect(listingMoveTo("renew", "expired", "owner", "sale")).toBe("active");
  });

  it("leaves expiry to the job, and the owner's moves to the owner", () => {
    expect(listingMoveTo("expire", "active", "job", "sale")).toBe("expired");
    expect(listingMoveTo("expire", "active", "owner", "sale")).toBeNull();
    expect(listingMoveTo("expire", "sold", "job", "sale")).toBeNull();
    expect(listingMoveTo("mark-sold", "active", "job", "sale")).toBeNull();
  });

  it("offers from each state exactly the moves of its edges", () => {
    expect(listingMovesFrom("active", "owner", "sale")).toEqual(["mark-sold", "archive", "renew"]);
    expect(listingMovesFrom("active", "owner", "rental")).toEqual(["archive", "renew"]);
    expect(listingMovesFrom("sold", "owner", "sale")).toEqual(["put-online", "renew"]);
    expect(listingMovesFrom("expired", "owner", "sale")).toEqual(["renew"]);
    expect(listingMovesFrom("active", "job", "sale")).toEqual(["expire"]);
    expect(listingMovesFrom("expired", "job", "sale")).toEqual([]);
  });

  it("reaches every state, and leaves none a dead end for its owner", () => {
    const reached = new Set(Object.values(LISTING_MOVES).map((move) => move.to));
    expect([...reached].sort()).toEqual(["active", "archived", "expired", "sold"]);
    for (const status of ["active", "sold", "archived", "expired"] as const) {
      expect(listingMovesFrom(status, "owner", "sale").length, status).toBeGreaterThan(0);
    }
  });
});
