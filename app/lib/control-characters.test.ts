import { describe, expect, it } from "vitest";
import { hasAnyControl, hasTextControls, withoutTextControls } from "./control-characters.ts";

describe("control characters", () => {
  it("are taken out of text, tab and line breaks kept", () => {
    expect(withoutTextControls("a\u0000b\u0001c\u001b[31md\u007fe\u0085f\u009fg")).toBe("abc[31mdefg");
    expect(withoutTextControls("ligne 1\r\nligne 2\tfin")).toBe("ligne 1\r\nligne 2\tfin");
  });

  it("leave every printable character alone, accents, emoji, non-breaking spaces and bidi marks included", () => {
    const text = "Prix : 5\u202f000 F CFA — Côte d'Ivoire 🚗\u00a0\u200f\ufffd";
    expect(withoutTextControls(text)).toBe(text);
    expect(hasTextControls(text)).toBe(false);
    expect(hasAnyControl(text)).toBe(false);
  });

  it("are told apart from text's own tab and line breaks, which a path may not carry", () => {
    expect(hasTextControls("a\tb\nc\rd")).toBe(false);
    expect(hasAnyControl("a\tb")).toBe(true);
    expect(hasTextControls("\u0000")).toBe(true);
    // The test is not stateful (a global regular expression would be): same answer twice.
    expect([hasTextControls("\u0000"), hasTextControls("\u0000")]).toEqual([true, true]);
  });
});
