import { describe, expect, it } from "vitest";
import { cookieChoice, cookieValue, dataSaverState, saveDataRequested } from "./data-saver.ts";

describe("dataSaverState", () => {
  it("follows the browser's Save-Data when nobody chose", () => {
    expect(dataSaverState({ cookie: null, profile: null, saveDataHeader: "on" })).toBe("on");
    expect(dataSaverState({ cookie: null, profile: null, saveDataHeader: " ON " })).toBe("on");
    expect(dataSaverState({ cookie: undefined, profile: undefined, saveDataHeader: undefined })).toBe("auto");
    expect(dataSaverState({ cookie: null, profile: null, saveDataHeader: "off" })).toBe("auto");
    expect(dataSaverState({ cookie: null, profile: null, saveDataHeader: "yes" })).toBe("auto");
  });

  it("lets the device's choice override the header, both ways", () => {
    expect(dataSaverState({ cookie: "non", profile: null, saveDataHeader: "on" })).toBe("off");
    expect(dataSaverState({ cookie: "oui", profile: null, saveDataHeader: null })).toBe("on");
  });

  it("lets a member's account choice override the device's and the header", () => {
    expect(dataSaverState({ cookie: "oui", profile: false, saveDataHeader: "on" })).toBe("off");
    expect(dataSaverState({ cookie: "non", profile: true, saveDataHeader: null })).toBe("on");
    expect(dataSaverState({ cookie: null, profile: false, saveDataHeader: "on" })).toBe("off");
  });

  it("takes a cookie it cannot read for no choice", () => {
    for (const value of ["", "1", "true", "OUI", "oui ", "%6Fui"]) expect(cookieChoice(value), value).toBeNull();
    expect(dataSaverState({ cookie: "1", profile: null, saveDataHeader: "on" })).toBe("on");
    expect(dataSaverState({ cookie: "peut-être", profile: null, saveDataHeader: null })).toBe("auto");
  });
});

describe("saveDataRequested", () => {
  it("reads only 'on'", () => {
    expect(saveDataRequested("on")).toBe(true);
    for (const value of [null, undefined, "", "off", "1", "on, off"]) expect(saveDataRequested(value), String(value)).toBe(false);
  });
});

describe("cookieValue", () => {
  it("finds one cookie among others", () => {
    expect(cookieValue("country=SN; aa_economie=oui; x=y", "aa_economie")).toBe("oui");
    expect(cookieValue("aa_economie_x=oui", "aa_economie")).toBeNull();
    expect(cookieValue(undefined, "aa_economie")).toBeNull();
    expect(cookieValue("broken; aa_economie=non", "aa_economie")).toBe("non");
  });
});
