import { describe, expect, it } from "vitest";
import { elidedDe } from "./french-elision.ts";

const withDe = (name: string) => `${elidedDe(name)}${name}`;

describe("'de' before a name, in French", () => {
  it("stays 'de' before a consonant", () => {
    expect(withDe("Moussa Diop")).toBe("de Moussa Diop");
    expect(withDe("Kofi Mensah")).toBe("de Kofi Mensah");
  });

  it("elides before a vowel, lower or upper case, accented or not", () => {
    expect(withDe("Aminata Coulibaly")).toBe("d'Aminata Coulibaly");
    expect(withDe("Émile Zola")).toBe("d'Émile Zola");
    expect(withDe("Ousmane")).toBe("d'Ousmane");
    expect(withDe("Ibrahim")).toBe("d'Ibrahim");
    expect(withDe("Ève")).toBe("d'Ève");
    expect(withDe("Œuvre")).toBe("d'Œuvre");
    expect(withDe("un membre")).toBe("d'un membre");
    expect(withDe("Îsa")).toBe("d'Îsa");
  });

  it("keeps 'de' before h and y, and before nothing", () => {
    expect(withDe("Henri")).toBe("de Henri");
    expect(withDe("Yacouba")).toBe("de Yacouba");
    expect(withDe("")).toBe("de ");
  });

  it("looks past leading spaces and quotes", () => {
    expect(elidedDe(" Aminata")).toBe("d'");
    expect(elidedDe("« Awa »")).toBe("d'");
  });
});
