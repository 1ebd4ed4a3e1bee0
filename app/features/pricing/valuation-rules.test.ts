import { describe, expect, it } from "vitest";
import { VALUATION_MESSAGES, readValuationQuery } from "./valuation-rules.ts";

const now = new Date("2026-11-25T12:00:00Z");
const read = (query: string) => readValuationQuery(new URLSearchParams(query), now);

describe("the valuation form", () => {
  it("reads a complete vehicle", () => {
    expect(read("brand=Toyota&model=Corolla&year=2018&mileage=80+000&condition=good&country=CI&city=Abidjan")).toEqual({
      ok: true,
      facts: { brand: "Toyota", model: "Corolla", year: 2018, mileage: 80_000, condition: "used", country: "CI", city: "Abidjan" },
    });
    expect(read("brand=Toyota&model=Corolla&year=2027&mileage=0&condition=new&country=SN&city=Autre&cityOther=Mbour")).toMatchObject({
      ok: true,
      facts: { year: 2027, condition: "new", city: "Mbour" },
    });
  });

  it("asks for every field, with a year from 1900 to next year and a mileage of zero or more", () => {
    expect(read("")).toEqual({
      ok: false,
      errors: {
        brand: VALUATION_MESSAGES.brand,
        model: VALUATION_MESSAGES.model,
        year: VALUATION_MESSAGES.year,
        mileage: VALUATION_MESSAGES.mileage,
        condition: VALUATION_MESSAGES.condition,
        country: VALUATION_MESSAGES.country,
        city: VALUATION_MESSAGES.city,
      },
    });
    const base = "brand=Kia&model=Rio&condition=used&country=CI&city=Abidjan";
    expect(read(`${base}&year=1899&mileage=10`)).toMatchObject({ ok: false, errors: { year: VALUATION_MESSAGES.year } });
    expect(read(`${base}&year=2028&mileage=10`)).toMatchObject({ ok: false, errors: { year: VALUATION_MESSAGES.year } });
    expect(read(`${base}&year=2015&mileage=-5`)).toMatchObject({ ok: false, errors: { mileage: VALUATION_MESSAGES.mileage } });
    expect(read(`${base}&year=2015&mileage=12.5`)).toMatchObject({ ok: false, errors: { mileage: VALUATION_MESSAGES.mileage } });
    expect(read("brand=Kia&model=Rio&condition=used&city=Abidjan&year=2015&mileage=10&country=XX")).toMatchObject({
      ok: false,
      errors: { country: VALUATION_MESSAGES.country },
    });
  });
});
