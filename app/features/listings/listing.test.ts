import { describe, expect, it } from "vitest";
import { listingAvailability, listingHref, listingKindOf, listingStateLabel, listingTitle } from "./listing.ts";

describe("a listing's words", () => {
  it("names its page, its title and its kind", () => {
    expect(listingHref("sale", "a1")).toBe("/listing/a1");
    expect(listingHref("rental", "b2")).toBe("/rental/b2");
    expect(listingTitle({ brand: "Toyota", model: "Corolla", year: 2018 })).toBe("Toyota Corolla 2018");
    expect(listingKindOf("rental")).toBe("rental");
    expect(listingKindOf("location")).toBeNull();
    expect(listingKindOf(null)).toBeNull();
  });

  it("tells its owner where it stands", () => {
    expect(listingStateLabel({ kind: "sale", status: "active", available: true })).toBe("En ligne");
    expect(listingStateLabel({ kind: "sale", status: "sold", available: true })).toBe("Vendue");
    expect(listingStateLabel({ kind: "sale", status: "archived", available: true })).toBe("Archivée");
    expect(listingStateLabel({ kind: "rental", status: "active", available: true })).toBe("En ligne, disponible à la location");
    expect(listingStateLabel({ kind: "rental", status: "active", available: false })).toBe("En ligne, indisponible à la location");
    expect(listingStateLabel({ kind: "sale", status: "active", available: true, hiddenReason: "reported" })).toBe("Masquée par la modération");
  });

  it("is on offer, sold (a sale), lent out (a rental marked unavailable) or withdrawn", () => {
    expect(listingAvailability({ kind: "sale", status: "active", available: true })).toBe("offered");
    expect(listingAvailability({ kind: "sale", status: "sold", available: true })).toBe("sold");
    expect(listingAvailability({ kind: "rental", status: "active", available: true })).toBe("offered");
    expect(listingAvailability({ kind: "rental", status: "active", available: false })).toBe("lent");
    expect(listingAvailability({ kind: "rental", status: "archived", available: false })).toBe("withdrawn");
    expect(listingAvailability({ kind: "sale", status: "sold", available: true, hiddenReason: "banned" })).toBe("withdrawn");
  });
});
