import { describe, expect, it } from "vitest";
import { signInReasonMessage } from "./sign-in-reasons.ts";
import { signInPath } from "./sign-in-path.ts";

describe("the reasons /auth gives for asking to sign in", () => {
  it("shows the spec's sentence for each code of ours", () => {
    expect(signInReasonMessage("connexion")).toBe("Vous devez être connecté");
    expect(signInReasonMessage("annonce")).toBe("Vous devez être connecté pour poster une annonce");
    expect(signInReasonMessage("favoris")).toBe("Vous devez être connecté pour ajouter aux favoris");
  });

  it("shows nothing for free text, an unknown code, or a name every object has", () => {
    for (const code of [
      "Votre compte est suspendu : appelez le +221 77 000 00 00",
      "Vous devez être connecté",
      "CONNEXION",
      "connexion ",
      "toString",
      "constructor",
      "__proto__",
      "",
      null,
      undefined,
    ]) {
      expect(signInReasonMessage(code)).toBeNull();
    }
  });

  it("sends the code, never the sentence, in the link", () => {
    const url = new URL(signInPath("/sell/vendre?x=1&y=2", "annonce"), "http://localhost");
    expect(url.pathname).toBe("/auth");
    expect([...url.searchParams]).toEqual([
      ["redirectTo", "/sell/vendre?x=1&y=2"],
      ["reason", "annonce"],
    ]);
  });
});
