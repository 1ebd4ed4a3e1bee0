import { describe, expect, it } from "vitest";
import { COUNTRIES, getCountry, type Country } from "./countries.ts";
import { NO_PRICE, convertFromXof, convertPrice, currencyFirst, formatCfa, formatExactPrice, formatPrice, rateOf, toXof } from "./money.ts";

// Intl's fr-FR output uses U+202F / U+00A0; compare on plain spaces.
const norm = (s: string) => s.replace(/\s/g, " ");
const country = (code: string): Country => {
  const c = getCountry(code);
  if (!c) throw new Error(`unknown country ${code}`);
  return c;
};
const show = (amount: number, code: string, source?: string) => norm(formatPrice(amount, country(code), source));

describe("rateOf", () => {
  it("knows XOF and every listed currency", () => {
    expect(rateOf("XOF")).toBe(1);
    expect(rateOf("NGN")).toBe(1.2);
    expect(rateOf("GHS")).toBe(0.07);
    expect(rateOf("GNF")).toBe(14);
    expect(rateOf("MAD")).toBe(0.055);
    expect(rateOf("EUR")).toBeUndefined();
  });
});

describe("convertPrice", () => {
  it("multiplies XOF by the country's rate", () => {
    for (const c of COUNTRIES) {
      expect(convertFromXof(1_000, c)).toBeCloseTo(1_000 * c.exchangeRate, 9);
      expect(convertPrice(1_000, c)).toBeCloseTo(1_000 * c.exchangeRate, 9);
    }
  });

  it("divides a non-XOF source by its own rate first", () => {
    expect(convertPrice(1_200, country("SN"), "NGN")).toBeCloseTo(1_000, 9);
    expect(convertPrice(1_200, country("GN"), "NGN")).toBeCloseTo(14_000, 9);
    expect(convertPrice(70, country("MA"), "GHS")).toBeCloseTo(55, 9);
  });

  it("leaves an amount already in the country's currency untouched", () => {
    for (const c of COUNTRIES) expect(convertPrice(100, c, c.currency)).toBe(100);
  });

  it("gives NaN for unknown currencies and non-finite amounts", () => {
    expect(convertPrice(100, country("SN"), "EUR")).toBeNaN();
    expect(convertPrice(Number.NaN, country("SN"))).toBeNaN();
    expect(convertPrice(Number.POSITIVE_INFINITY, country("SN"))).toBeNaN();
  });
});

describe("formatPrice: every tier for every country (amount in local currency)", () => {
  const cases: [number, string][] = [
    [0, "0"],
    [1, "1"],
    [9_500, "9 500"],
    [9_999, "9 999"],
    [9_999.4, "9 999"],
    [10_000, "10 000"],
    [10_040, "10 040"],
    [10_499, "10 499"],
    [42_500, "42 500"],
    [47_500, "47 500"],
    [450_000, "450 000"],
    [449_500, "449 500"],
    [999_499, "999 499"],
    [999_999, "999 999"],
    [999_999.4, "999 999"],
    [999_999.5, "1 million"],
    [1_000_000, "1 million"],
    [1_004_999, "1 million"],
    [1_500_000, "1,5 million"],
    [1_940_000, "1,94 million"],
    [1_950_000, "1,95 million"],
    [1_960_000, "1,96 million"],
    [1_994_999, "1,99 million"],
    [1_995_000, "2 millions"],
    [2_000_000, "2 millions"],
    [-1_500_000, "-1,5 million"],
    [-1_995_000, "-2 millions"],
    [3_000_000, "3 millions"],
    [3_040_000, "3,04 millions"],
    [12_500_000, "12,5 millions"],
    [12_540_000, "12,54 millions"],
    [12_545_000, "12,55 millions"],
    [12_560_000, "12,56 millions"],
    [1_250_000_000, "1 250 millions"],
  ];
  for (const c of COUNTRIES) {
    it(`${c.code} (${c.currencySymbol})`, () => {
      for (const [amount, text] of cases) {
        expect(norm(formatPrice(amount, c, c.currency)), String(amount)).toBe(`${text} ${c.currencySymbol}`);
      }
    });
  }
});

describe("formatPrice: stored XOF amounts in each country", () => {
  const rows: [string, number, string][] = [
    ...["SN", "CI", "BJ", "BF", "ML", "NE", "TG", "GW"].flatMap((code): [string, number, string][] => [
      [code, 12_500_000, "12,5 millions CFA"],
      [code, 3_000_000, "3 millions CFA"],
      [code, 450_000, "450 000 CFA"],
      [code, 42_500, "42 500 CFA"],
      [code, 9_500, "9 500 CFA"],
    ]),
    ["NG", 12_500_000, "15 millions ₦"],
    ["NG", 3_000_000, "3,6 millions ₦"],
    ["NG", 450_000, "540 000 ₦"],
    ["NG", 9_500, "11 400 ₦"],
    ["NG", 5_000, "6 000 ₦"],
    ["GH", 100_000_000, "7 millions GH₵"],
    ["GH", 12_500_000, "875 000 GH₵"],
    ["GH", 3_000_000, "210 000 GH₵"],
    ["GH", 9_500, "665 GH₵"],
    ["GN", 12_500_000, "175 millions FG"],
    ["GN", 450_000, "6,3 millions FG"],
    ["GN", 9_500, "133 000 FG"],
    ["GN", 500, "7 000 FG"],
    ["MA", 100_000_000, "5,5 millions DH"],
    ["MA", 3_000_000, "165 000 DH"],
    ["MA", 9_500, "523 DH"],
  ];
  for (const [code, amount, text] of rows) {
    it(`${amount} XOF in ${code} → ${text}`, () => {
      expect(show(amount, code)).toBe(text);
    });
  }

  it("covers all 12 countries", () => {
    expect(new Set(rows.map(([code]) => code)).size).toBe(12);
  });

  it("keeps Intl's narrow no-break space as the group separator", () => {
    expect(formatPrice(9_500, country("SN"))).toBe(`9\u202f500 CFA`);
    expect(formatPrice(999_999, country("SN"))).toBe(`999\u202f999 CFA`);
    expect(formatPrice(42_500, country("CI"))).toBe(`42\u202f500 CFA`);
    expect(formatPrice(9_500, country("SN"))).toBe(`${new Intl.NumberFormat("fr-FR").format(9_500)} CFA`);
  });
});

describe("formatPrice: no compact thousands on cards", () => {
  it("a rental's daily price reads whole, grouped the French way: '42 500 CFA' (then '/jour')", () => {
    expect(formatPrice(42_500, country("CI"))).toBe("42\u202f500 CFA");
    expect(formatPrice(42_500, country("CI"), "XOF", "en")).toBe("CFA 42,500");
  });

  it("never writes a 'K', in any country, language or amount", () => {
    for (const c of COUNTRIES) {
      for (let amount = 1; amount < 5_000_000_000; amount *= 1.9) {
        for (const language of ["fr", "en"] as const) expect(formatPrice(amount, c, c.currency, language)).not.toMatch(/\dK/);
      }
    }
  });
});

describe("formatPrice: a price edit shows on cards", () => {
  it("2 000 000 → 1 950 000 CFA reads differently, with the new digits", () => {
    expect(show(2_000_000, "CI")).toBe("2 millions CFA");
    expect(show(1_950_000, "CI")).toBe("1,95 million CFA");
  });

  // Rounding to a step makes any two amounts a whole step apart read differently: the step is
  // 10 000 for millions (at most 1 % of any of them), and below a million the whole amount shows.
  it("an edit of 1 % or more changes the text, in every currency and tier", () => {
    for (const c of COUNTRIES) {
      for (let amount = 10_000; amount < 5_000_000_000; amount *= 1.37) {
        for (const edited of [amount * 0.99, amount * 1.01]) {
          const before = norm(formatPrice(amount, c, c.currency));
          expect(norm(formatPrice(edited, c, c.currency)), `${c.code} ${amount} → ${edited} (${before})`).not.toBe(before);
        }
      }
    }
  });

  it("an edit of 1 % of a stored XOF price shows in every country's currency", () => {
    for (const c of COUNTRIES) {
      for (const xof of [15_000, 47_500, 450_000, 2_000_000, 12_500_000, 95_000_000]) {
        expect(show(Math.round(xof * 0.99), c.code), `${c.code} ${xof}`).not.toBe(show(xof, c.code));
      }
    }
  });
});

describe("formatPrice: non-XOF source currencies", () => {
  it("converts through XOF", () => {
    expect(show(1_000, "SN", "NGN")).toBe("833 CFA");
    expect(show(1_000, "GH", "NGN")).toBe("58 GH₵");
    expect(show(1_000_000, "CI", "GHS")).toBe("14,29 millions CFA");
    expect(show(1_000_000, "MA", "GNF")).toBe("3 929 DH");
    expect(show(1_000, "NG", "MAD")).toBe("21 818 ₦");
    expect(show(1_000, "GN", "XOF")).toBe("14 000 FG");
  });

  it("shows a dash for an unknown source currency", () => {
    expect(formatPrice(1_000, country("SN"), "EUR")).toBe(NO_PRICE);
  });
});

describe("formatPrice: defensive input", () => {
  it("shows a dash for NaN and infinities", () => {
    expect(NO_PRICE).toBe("—");
    for (const bad of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]) {
      expect(formatPrice(bad, country("CI"))).toBe("—");
    }
  });

  it("keeps the sign of negatives, tiered on the absolute value", () => {
    expect(show(-9_500, "CI")).toBe("-9 500 CFA");
    expect(show(-450_000, "CI")).toBe("-450 000 CFA");
    expect(show(-12_500_000, "CI")).toBe("-12,5 millions CFA");
  });

  it("never shows a negative zero", () => {
    expect(show(-0.4, "CI")).toBe("0 CFA");
    expect(show(-0, "CI")).toBe("0 CFA");
  });
});

describe("toXof", () => {
  it("divides by the rate and rounds to an integer", () => {
    expect(toXof(12_500_000, country("SN"))).toBe(12_500_000);
    expect(toXof(1_000, country("NG"))).toBe(833);
    expect(toXof(1, country("GH"))).toBe(14);
    expect(toXof(1, country("MA"))).toBe(18);
    expect(toXof(100, country("GN"))).toBe(7);
    expect(toXof(1_234.6, country("CI"))).toBe(1_235);
  });

  it("never turns a price of at least 1 into 0", () => {
    expect(toXof(1, country("GN"))).toBe(1);
    expect(toXof(6, country("GN"))).toBe(1);
  });

  it("round-trips every integer XOF amount in every country", () => {
    for (const c of COUNTRIES) {
      for (const xof of [1, 7, 9_500, 450_000, 3_333_333, 12_500_000, 987_654_321]) {
        expect(toXof(convertFromXof(xof, c), c), `${xof} ${c.code}`).toBe(xof);
      }
    }
  });

  it("passes invalid input through for the form to reject", () => {
    expect(toXof(0, country("SN"))).toBe(0);
    expect(toXof(0.4, country("SN"))).toBe(0);
    expect(toXof(-0.4, country("SN"))).toBe(0);
    expect(toXof(-5, country("SN"))).toBe(-5);
    expect(toXof(Number.NaN, country("SN"))).toBeNaN();
  });
});

describe("formatExactPrice", () => {
  it("writes the whole amount, grouped, with the same symbol as every other price", () => {
    expect(norm(formatExactPrice(12_500_000, country("CI")))).toBe("12 500 000 CFA");
    expect(norm(formatExactPrice(1_234.6, country("SN")))).toBe("1 235 CFA");
    expect(norm(formatExactPrice(193_200, country("CI")))).toBe("193 200 CFA");
    expect(norm(formatExactPrice(0, country("CI")))).toBe("0 CFA");
    expect(norm(formatExactPrice(10_000, country("NG")))).toBe("12 000 ₦");
  });

  it("shows a dash for non-finite amounts and no negative zero", () => {
    expect(formatExactPrice(Number.NaN, country("CI"))).toBe("—");
    expect(formatExactPrice(Number.POSITIVE_INFINITY, country("CI"))).toBe("—");
    expect(norm(formatExactPrice(-0.3, country("CI")))).toBe("0 CFA");
  });
});

describe("formatCfa", () => {
  it("keeps CFA whatever the visitor's currency, with the same symbol as prices", () => {
    expect(norm(formatCfa(39_000_000))).toBe("39 000 000 CFA");
  });
});

describe("in English", () => {
  const en = (amount: number, code: string, source?: string) => norm(formatPrice(amount, country(code), source, "en"));

  it("writes the tiers with English separators and words, the sign first as English puts it (ADR 0057)", () => {
    expect(en(12_550_000, "SN")).toBe("CFA 12.55 million");
    expect(en(10_500, "SN")).toBe("CFA 10,500");
    expect(en(42_500, "CI")).toBe("CFA 42,500");
    expect(en(1_500_000, "NG", "NGN")).toBe("₦1.5 million");
    expect(en(12_000, "NG", "NGN")).toBe("₦12,000");
    expect(en(8_400_000, "NG")).toBe("₦10.08 million");
    expect(norm(formatExactPrice(8_400_000, country("NG"), "XOF", "en"))).toBe("₦10,080,000");
    expect(en(9_500, "GH", "GHS")).toBe("GH₵9,500");
    expect(en(-9_500, "GH", "GHS")).toBe("-GH₵9,500");
  });

  it("groups exact amounts and CFA with commas", () => {
    expect(norm(formatExactPrice(5_000_000, country("SN"), "XOF", "en"))).toBe("CFA 5,000,000");
    expect(norm(formatExactPrice(6_000, country("NG"), "NGN", "en"))).toBe("₦6,000");
    expect(norm(formatCfa(12_550_000, "en"))).toBe("CFA 12,550,000");
  });

  it("in Portuguese and Arabic, the sign after, the words and digits of their regions", () => {
    expect(norm(formatPrice(8_400_000, country("GW"), "XOF", "pt"))).toBe("8,4 milhões CFA");
    expect(norm(formatPrice(1_000_000, country("GW"), "XOF", "pt"))).toBe("1 milhão CFA");
    expect(norm(formatPrice(42_500, country("GW"), "XOF", "pt"))).toBe("42 500 CFA");
    // Latin digits, as Maroc writes them in Arabic.
    expect(norm(formatPrice(9_500, country("MA"), "MAD", "ar"))).toBe("9.500 DH");
    expect(norm(formatPrice(40_000_000, country("MA"), "MAD", "ar"))).toBe("40 مليون DH");
  });

  it("leaves French unchanged when the language is given", () => {
    expect(norm(formatPrice(12_550_000, country("SN"), "XOF", "fr"))).toBe(show(12_550_000, "SN"));
    expect(norm(formatCfa(5_000, "fr"))).toBe(norm(formatCfa(5_000)));
  });
});

describe("currencyFirst: French and English known without Intl", () => {
  it("says what Intl says, for every country's currency", () => {
    for (const locale of ["fr-FR", "en-GB", "en-NG", "en-GH"]) {
      for (const country of COUNTRIES) {
        const parts = new Intl.NumberFormat(locale, { style: "currency", currency: country.currency }).formatToParts(1);
        const intl = parts.findIndex((p) => p.type === "currency") < parts.findIndex((p) => p.type === "integer");
        expect(currencyFirst(locale, country.currency), `${locale} ${country.currency}`).toBe(intl);
      }
    }
  });
});
