import { describe, expect, it } from "vitest";
import { COUNTRIES, DEFAULT_COUNTRY } from "../../lib/countries.ts";
import { serverI18n } from "../../server/i18n.server.ts";
import { offerAmountText, offerMoveText, offerMoveWords, readOfferAmount } from "./offer-amount.ts";
import { effectiveStatus, isOfferUserAction, nextOfferStatus, offerActions, offerBounds, offerDeadline } from "./offer-lifecycle.ts";

describe("offer lifecycle", () => {
  it("lets the seller answer the buyer's amount, and the buyer answer the seller's counter", () => {
    expect(nextOfferStatus("pending", "accept", "seller")).toBe("accepted");
    expect(nextOfferStatus("pending", "refuse", "seller")).toBe("refused");
    expect(nextOfferStatus("pending", "counter", "seller")).toBe("countered");
    expect(nextOfferStatus("countered", "accept", "buyer")).toBe("accepted");
    expect(nextOfferStatus("countered", "refuse", "buyer")).toBe("refused");
    expect(nextOfferStatus("countered", "counter", "buyer")).toBe("pending");
  });

  it("never lets a party answer their own proposal", () => {
    expect(nextOfferStatus("pending", "accept", "buyer")).toBeNull();
    expect(nextOfferStatus("pending", "counter", "buyer")).toBeNull();
    expect(nextOfferStatus("countered", "accept", "seller")).toBeNull();
    expect(nextOfferStatus("countered", "refuse", "seller")).toBeNull();
  });

  it("lets only the buyer withdraw, only while open; only the clock expires", () => {
    expect(nextOfferStatus("pending", "withdraw", "buyer")).toBe("withdrawn");
    expect(nextOfferStatus("countered", "withdraw", "buyer")).toBe("withdrawn");
    expect(nextOfferStatus("pending", "withdraw", "seller")).toBeNull();
    expect(nextOfferStatus("pending", "expire", "system")).toBe("expired");
    expect(nextOfferStatus("pending", "expire", "buyer")).toBeNull();
    expect(nextOfferStatus("pending", "accept", "system")).toBeNull();
  });

  it("moves nothing once settled, nor from an unknown status", () => {
    for (const status of ["accepted", "refused", "withdrawn", "expired", "nimporte"]) {
      for (const action of ["accept", "refuse", "counter", "withdraw", "expire"] as const) {
        for (const actor of ["buyer", "seller", "system"] as const) expect(nextOfferStatus(status, action, actor)).toBeNull();
      }
    }
  });

  it("gives each party its buttons", () => {
    expect(offerActions("pending", "seller")).toEqual(["accept", "refuse", "counter"]);
    expect(offerActions("pending", "buyer")).toEqual(["withdraw"]);
    expect(offerActions("countered", "buyer")).toEqual(["accept", "refuse", "counter", "withdraw"]);
    expect(offerActions("countered", "seller")).toEqual([]);
    expect(offerActions("accepted", "seller")).toEqual([]);
    expect(isOfferUserAction("expire")).toBe(false);
    expect(isOfferUserAction("accept")).toBe(true);
  });

  it("reads an open offer past its 72 hours as expired", () => {
    const at = new Date("2026-03-01T10:00:00Z");
    const deadline = offerDeadline(at);
    expect(deadline.toISOString()).toBe("2026-03-04T10:00:00.000Z");
    expect(effectiveStatus({ status: "pending", expiresAt: deadline }, new Date("2026-03-04T09:59:59Z"))).toBe("pending");
    expect(effectiveStatus({ status: "countered", expiresAt: deadline }, deadline)).toBe("expired");
    expect(effectiveStatus({ status: "accepted", expiresAt: deadline }, new Date("2026-04-01T00:00:00Z"))).toBe("accepted");
  });
});

const fr = serverI18n("fr");

describe("offer amounts", () => {
  it("bounds an offer between 30 % and 100 % of the price", () => {
    expect(offerBounds(10_000_000)).toEqual({ min: 3_000_000, max: 10_000_000 });
    expect(offerBounds(1_001)).toEqual({ min: 301, max: 1_001 });
  });

  it("reads grouped digits in CFA and refuses out of range with the bounds", () => {
    expect(readOfferAmount("8 500 000", 10_000_000, DEFAULT_COUNTRY, fr)).toEqual({ ok: true, amount: 8_500_000 });
    const low = readOfferAmount("2 999 999", 10_000_000, DEFAULT_COUNTRY, fr);
    expect(low.ok).toBe(false);
    expect(!low.ok && low.error).toMatch(/^Votre offre doit être comprise entre 3.000.000 CFA et 10.000.000 CFA \(30 % à 100 % du prix\)\.$/);
    expect(readOfferAmount("10 000 001", 10_000_000, DEFAULT_COUNTRY, fr).ok).toBe(false);
    const english = readOfferAmount("abc", 10_000_000, DEFAULT_COUNTRY, serverI18n("en"));
    expect(!english.ok && english.error).toMatch(
      /^Invalid amount\. Your offer must be between CFA 3,000,000 and CFA 10,000,000 \(30% to 100% of the price\)\.$/,
    );
    for (const bad of ["", "  ", "abc", "-5", "1e9", "8,5", "99999999999999999999", "\u0000"])
      expect(readOfferAmount(bad, 10_000_000, DEFAULT_COUNTRY, fr).ok).toBe(false);
  });

  it("converts an amount typed in another currency to XOF", () => {
    const other = COUNTRIES.find((c) => c.currency !== "XOF");
    if (!other) throw new Error("a country with another currency");
    const typed = Math.round(8_000_000 * other.exchangeRate);
    const read = readOfferAmount(String(typed), 10_000_000, other, fr);
    expect(read.ok && Math.abs(read.amount - 8_000_000)).toBeLessThanOrEqual(1);
  });

  it("words each move with the compact CFA amount", () => {
    expect(offerAmountText(8_500_000)).toBe("8,5 millions CFA");
    expect(offerMoveText("offer", 8_500_000)).toBe("Offre : 8,5 millions CFA");
    expect(offerMoveText("counter", 9_000_000)).toBe("Contre-offre : 9 millions CFA");
    expect(offerMoveText("accept", 9_000_000)).toBe("Offre acceptée : 9 millions CFA");
  });
});

describe("an offer's move on an English page", () => {
  it("is said in English, its amount written the English way; French as stored", () => {
    const en = serverI18n("en");
    expect(offerMoveWords(offerMoveText("offer", 8_500_000), en)).toBe("Offer: 8.5 million CFA");
    expect(offerMoveWords(offerMoveText("counter", 9_000_000), en)).toBe("Counter-offer: 9 million CFA");
    expect(offerMoveWords(offerMoveText("accept", 850_000), en)).toBe("Offer accepted: 850,000 CFA");
    expect(offerMoveWords(offerMoveText("refuse", 9_500), en)).toBe("Offer declined: 9,500 CFA");
    expect(offerMoveWords(offerMoveText("withdraw", 12_550_000), en)).toBe("Offer withdrawn: 12.55 million CFA");
    expect(offerMoveWords(offerMoveText("offer", 8_500_000), serverI18n("fr"))).toBe("Offre : 8,5 millions CFA");
    expect(offerMoveWords("Bonjour", en)).toBe("Bonjour");
  });
});
