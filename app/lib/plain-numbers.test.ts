import { describe, expect, it } from "vitest";
import { plainNumber } from "./plain-numbers.ts";

const VALUES = [
  0, -0, 1, 7, 12, 999, 1000, 1001, 9999, 10_000, 42_500, 999_999, 1_000_000, 12_345_678, 987_654_321_012, 1.5, 1.25, 1.005, 2.675, 11.4, 12.55, 0.004, -0.004,
  -1, -1234.5, -999_999.99, 1e15, 123_456_789.987, 5_000_000, 0.5, 0.05, 99.999,
];

/** 3 000 more, over every magnitude a price or a mileage takes, with up to 4 decimals (a fixed seed). */
let seed = 46;
const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
for (let i = 0; i < 3000; i++) VALUES.push(Math.round((random() - 0.2) * 10 ** Math.floor(random() * 12) * 10_000) / 10_000);

describe("plainNumber", () => {
  for (const locale of ["fr-FR", "en-GB", "en-NG", "en-GH"]) {
    for (const decimals of [0, 1, 2] as const) {
      it(`writes ${locale} numbers with ${decimals} decimals as Intl does`, () => {
        for (const options of [{ signDisplay: "negative" as const }, {}]) {
          const intl = new Intl.NumberFormat(locale, { maximumFractionDigits: decimals, ...options });
          for (const value of VALUES) {
            // Intl's default sign display writes "-0" for a negative that rounds to zero; the prices' ("negative") does not, nor does plainNumber.
            const expected = intl.format(value).replace(/^-(0(?:\D0*)?)$/, "$1");
            expect(plainNumber(locale, value, decimals), `${locale} ${value}`).toBe(expected);
          }
        }
      });
    }
  }

  it("leaves other locales, and what is not a finite number, to Intl", () => {
    expect(plainNumber("pt-PT", 1000, 0)).toBeNull();
    expect(plainNumber("ar-MA", 1000, 0)).toBeNull();
    expect(plainNumber("fr-FR", Number.NaN, 0)).toBeNull();
    expect(plainNumber("fr-FR", Number.POSITIVE_INFINITY, 0)).toBeNull();
    expect(plainNumber("fr-FR", 1e22, 0)).toBeNull();
  });
});
