import { describe, expect, it } from "vitest";
import { answered, parseInstallOffer, shouldOfferInstall, withVisit } from "./install-offer.ts";

describe("the install offer", () => {
  it("waits for the second visit", () => {
    expect(shouldOfferInstall({ visits: 0, answered: false }, true)).toBe(false);
    expect(shouldOfferInstall({ visits: 1, answered: false }, true)).toBe(false);
    expect(shouldOfferInstall({ visits: 2, answered: false }, true)).toBe(true);
    expect(shouldOfferInstall({ visits: 9, answered: false }, true)).toBe(true);
  });

  it("is never made again once answered or dismissed", () => {
    expect(shouldOfferInstall({ visits: 2, answered: true }, true)).toBe(false);
    expect(shouldOfferInstall(answered(withVisit(withVisit({ visits: 0, answered: false }))), true)).toBe(false);
  });

  it("needs the browser's prompt", () => {
    expect(shouldOfferInstall({ visits: 5, answered: false }, false)).toBe(false);
  });

  it("counts visits and reads back what it stored", () => {
    const state = withVisit(withVisit(parseInstallOffer(null)));
    expect(state).toEqual({ visits: 2, answered: false });
    expect(parseInstallOffer(JSON.stringify(answered(state)))).toEqual({ visits: 2, answered: true });
  });

  it("starts afresh from anything else under its key", () => {
    for (const stored of ["", "{", "null", "42", '"x"', '{"visits":-3,"answered":"yes"}', '{"visits":1.5}', '{"__proto__":{"answered":true}}']) {
      expect(parseInstallOffer(stored)).toEqual({ visits: 0, answered: false });
    }
  });
});
