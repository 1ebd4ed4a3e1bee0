import { describe, expect, it } from "vitest";
import { serverI18n } from "../../server/i18n.server.ts";
import { type ComparableFacts, compareRows } from "./compare-rows.ts";
import { COMPARE_MAX, COMPARE_MESSAGES, compareHref, compareRequest, toggleCompared } from "./compare.ts";

const car = (over: Partial<ComparableFacts>): ComparableFacts => ({
  kind: "sale",
  year: 2018,
  mileage: 80000,
  price: 9_000_000,
  fuelType: "diesel",
  transmission: "manual",
  bodyType: "SUV",
  engine: "2.8L",
  horsepower: 150,
  previousOwners: 1,
  accidents: 0,
  cleanTitle: true,
  city: "Dakar",
  sellerName: "Awa Diop",
  ...over,
});
const fr = serverI18n("fr");
const A = "11111111-1111-4111-8111-111111111111";
const B = "22222222-2222-4222-8222-222222222222";
const C = "33333333-3333-4333-8333-333333333333";
const D = "44444444-4444-4444-8444-444444444444";

describe("compareRows", () => {
  it("marks the rows that differ and the best car on each measurable one", () => {
    const rows = Object.fromEntries(
      compareRows([car({ price: 8_000_000, year: 2016 }), car({ mileage: 40000, horsepower: 180 }), car({ accidents: 2, cleanTitle: false })], fr).map((r) => [
        r.key,
        r,
      ]),
    );
    expect(rows.price).toMatchObject({ differs: true, best: [0] });
    expect(rows.year).toMatchObject({ differs: true, best: [1, 2] });
    expect(rows.mileage).toMatchObject({ values: ["80 000 km", "40 000 km", "80 000 km"].map((v) => v.replace(" ", "\u202f")), best: [1] });
    expect(rows.power).toMatchObject({ values: ["150 ch", "180 ch", "150 ch"], best: [1] });
    expect(rows.history).toMatchObject({ values: ["Aucun accident", "Aucun accident", "2 accidents · titre non en règle"], best: [0, 1] });
    expect(rows.fuel).toMatchObject({ values: ["Diesel", "Diesel", "Diesel"], differs: false, best: [] });
    expect(rows.seller.differs).toBe(false);
  });

  it("names no best when all are equal or only one is known", () => {
    const rows = Object.fromEntries(compareRows([car({ horsepower: null }), car({ horsepower: 120 })], fr).map((r) => [r.key, r]));
    expect(rows.power).toMatchObject({ values: ["—", "120 ch"], differs: true, best: [] });
    expect(rows.year.best).toEqual([]);
  });
});

describe("compareRequest", () => {
  it("keeps the first three well-formed ids, each once, and says what was dropped", () => {
    expect(compareRequest(`${A},${B}`)).toEqual({ ids: [A, B], notices: [] });
    expect(compareRequest(`${A},${A.toUpperCase()},${B}`)).toEqual({ ids: [A, B], notices: [] });
    expect(compareRequest(`${A},${B},${C},${D}`)).toEqual({ ids: [A, B, C], notices: [COMPARE_MESSAGES.tooMany] });
    expect(compareRequest(`${A},nope,\u0000`)).toEqual({ ids: [A], notices: [COMPARE_MESSAGES.malformed] });
    expect(compareRequest(null)).toEqual({ ids: [], notices: [] });
    expect(compareRequest("x".repeat(100_000)).ids).toEqual([]);
  });

  it("builds the shareable link from the selection", () => {
    expect(compareHref([A, B])).toBe(`/comparer?ids=${A},${B}`);
    expect(compareHref([])).toBe("/comparer");
  });
});

describe("toggleCompared", () => {
  it("adds, removes, and refuses a fourth car", () => {
    expect(toggleCompared([A], B)).toEqual({ ok: true, ids: [A, B] });
    expect(toggleCompared([A, B], A)).toEqual({ ok: true, ids: [B] });
    expect(toggleCompared([A, B, C], D)).toEqual({ ok: false, error: COMPARE_MESSAGES.full });
    expect(COMPARE_MAX).toBe(3);
  });
});
