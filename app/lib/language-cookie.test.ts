import { describe, expect, it } from "vitest";
import { chosenLanguageOf, cookieValue, languageCookie } from "./language-cookie.ts";

describe("the aa_lang cookie", () => {
  it("is read among the others, fr or en only", () => {
    expect(chosenLanguageOf("country=Ik5HIg%3D%3D; aa_lang=en; aa_visiteur=x")).toBe("en");
    expect(chosenLanguageOf("aa_lang=fr")).toBe("fr");
    expect(chosenLanguageOf("aa_lang=de")).toBeNull();
    expect(chosenLanguageOf("aa_lang_x=en; xaa_lang=en")).toBeNull();
    expect(chosenLanguageOf(undefined)).toBeNull();
    expect(chosenLanguageOf("")).toBeNull();
  });

  it("of two with one name, the first counts (the most specific path, as browsers send them)", () => {
    expect(cookieValue("aa_lang=en; aa_lang=fr", "aa_lang")).toBe("en");
    expect(cookieValue("broken; aa_lang = fr ", "aa_lang")).toBe("fr");
  });

  it("is kept a year, for every page, out of scripts' reach, Secure on https", () => {
    expect(languageCookie("en", false)).toBe("aa_lang=en; Max-Age=31536000; Path=/; HttpOnly; SameSite=Lax");
    expect(languageCookie("fr", true)).toBe("aa_lang=fr; Max-Age=31536000; Path=/; HttpOnly; SameSite=Lax; Secure");
  });
});
