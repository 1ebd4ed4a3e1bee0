import { describe, expect, it } from "vitest";
import { decodeLeadsCursor, encodeLeadsCursor } from "./leads-cursor.ts";

const ID = "0b6a4d3e-6f2c-4f7a-9a51-2c9e8f3b1d20";

describe("the leads cursor", () => {
  it("reads back what it wrote, to the microsecond", () => {
    const cursor = { micros: 1_795_983_329_701_123n, type: "offer" as const, id: ID };
    const encoded = encodeLeadsCursor(cursor);
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeLeadsCursor(encoded)).toEqual(cursor);
  });

  it.each([
    ["empty", ""],
    ["not base64url", "a+b/c="],
    ["garbage", "bm9uc2Vuc2U"],
    ["an unknown type", Buffer.from(`1|lead|${ID}`).toString("base64url")],
    ["a malformed id", Buffer.from("1|offer|not-an-id").toString("base64url")],
    ["a negative instant", Buffer.from(`-1|offer|${ID}`).toString("base64url")],
    ["a huge instant", Buffer.from(`${"9".repeat(30)}|offer|${ID}`).toString("base64url")],
    ["an extra part", Buffer.from(`1|offer|${ID}|x`).toString("base64url")],
    ["a NUL byte", Buffer.from(`1\u0000|offer|${ID}`).toString("base64url")],
    ["a very long text", "A".repeat(10_000)],
  ])("refuses %s", (_, raw) => {
    expect(decodeLeadsCursor(raw)).toBeNull();
  });
});
