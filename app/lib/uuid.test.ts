import { describe, expect, it } from "vitest";
import { isUuid } from "./uuid.ts";

describe("isUuid", () => {
  it("accepts a UUID in either case and nothing else", () => {
    expect(isUuid("0f8fad5b-d9cb-469f-a165-70867728950e")).toBe(true);
    expect(isUuid("0F8FAD5B-D9CB-469F-A165-70867728950E")).toBe(true);
    for (const bad of ["-".repeat(36), "0f8fad5b-d9cb-469f-a165-70867728950", "x", "", undefined, null, 42]) {
      expect(isUuid(bad)).toBe(false);
    }
  });
});
