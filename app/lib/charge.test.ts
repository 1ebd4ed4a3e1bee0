import { describe, expect, it } from "vitest";
import { currencyName, formatCharge, quoteCharge } from "./charge.ts";

describe("a charge quoted from a price in XOF", () => {
  it("converts at the country table's rate into the smallest unit, without float drift", () => {
    expect(quoteCharge(5_000, "GHS")).toEqual({ amount: 35_000, currency: "GHS", rate: 0.07 });
    expect(quoteCharge(5_000, "NGN")).toEqual({ amount: 600_000, currency: "NGN", rate: 1.2 });
    expect(quoteCharge(5_000, "XOF")).toEqual({ amount: 5_000, currency: "XOF", rate: 1 });
    expect(quoteCharge(5_000, "GNF")).toEqual({ amount: 70_000, currency: "GNF", rate: 14 });
  });

  it("rounds up, never below the price, and to a provider's step", () => {
    expect(quoteCharge(1, "GHS")?.amount).toBe(7);
    expect(quoteCharge(3_999, "XOF", 5)?.amount).toBe(4_000);
    expect(quoteCharge(4_000, "XOF", 5)?.amount).toBe(4_000);
    expect(quoteCharge(4_001, "XOF", 5)?.amount).toBe(4_005);
  });

  it("quotes nothing for a currency without a rate or an unreadable price", () => {
    expect(quoteCharge(5_000, "USD")).toBeNull();
    expect(quoteCharge(Number.NaN, "XOF")).toBeNull();
  });

  it("reads as the payer says it", () => {
    expect(formatCharge(35_000, "ghs")).toBe("350 GH₵");
    expect(formatCharge(35_050, "GHS")).toBe("350,5 GH₵");
    expect(formatCharge(600_000, "NGN")).toBe("6\u202f000 ₦");
    expect(formatCharge(5_000, "xof")).toBe("5\u202f000 CFA");
    expect(currencyName("GHS")).toBe("cedis");
  });
});
