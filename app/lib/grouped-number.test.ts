import { expect, it } from "vitest";
import { groupDigits, readGrouped } from "./grouped-number.ts";

const norm = (s: string) => s.replace(/[\u202f\u00a0]/g, " ");

it("groups whole amounts in thousands and reads them back", () => {
  expect(norm(groupDigits("5000000"))).toBe("5 000 000");
  expect(norm(groupDigits(500000))).toBe("500 000");
  expect(norm(groupDigits("64 321"))).toBe("64 321");
  expect(groupDigits("")).toBe("");
  expect(groupDigits(null)).toBe("");
  expect(groupDigits("12,5")).toBe("12,5");
  expect(readGrouped(groupDigits("5000000"))).toBe(5_000_000);
  expect(readGrouped("abc")).toBeNaN();
  expect(readGrouped("")).toBeNaN();
});

it("groups with commas in English, read back alike", () => {
  expect(groupDigits("5000000", "en")).toBe("5,000,000");
  expect(groupDigits(500000, "en")).toBe("500,000");
  expect(readGrouped(groupDigits("5000000", "en"))).toBe(5_000_000);
  expect(norm(groupDigits("5000000", "fr"))).toBe("5 000 000");
});
