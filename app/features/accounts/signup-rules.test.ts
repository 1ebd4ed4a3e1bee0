import { describe, expect, it } from "vitest";
import { MAX_IMAGE_MEGAPIXELS } from "../../lib/images.ts";
import { AVATAR_TOO_MANY_PIXELS, SIGN_UP_FIELD_ORDER, avatarProblem, errorsInFormOrder, firstInvalidField } from "./signup-rules.ts";

describe("sign-up photo messages", () => {
  it("say the image rule's own limit (written out so that it can be translated)", () => {
    expect(AVATAR_TOO_MANY_PIXELS).toBe(`L'image est trop grande : ${MAX_IMAGE_MEGAPIXELS} mégapixels au maximum`);
    expect(avatarProblem("too-many-pixels")).toBe(AVATAR_TOO_MANY_PIXELS);
  });
});

describe("the first refused field", () => {
  it("is the first the form shows, whatever order the rules found them in", () => {
    const errors = { phone: "Le téléphone est obligatoire", confirmPassword: "Les mots de passe ne correspondent pas", firstName: "Le prénom est obligatoire" };
    expect(firstInvalidField(errors)).toBe("firstName");
    expect(errorsInFormOrder(errors).map(([name]) => name)).toEqual(["firstName", "confirmPassword", "phone"]);
  });

  it("puts a refused photo first, since the photo opens the form, and what the form does not show last", () => {
    expect(firstInvalidField({ email: "Adresse email invalide", photo: "Veuillez sélectionner une image" })).toBe("photo");
    expect(errorsInFormOrder({ form: "Une erreur est survenue", companyName: "Le nom de l'entreprise est obligatoire" }).map(([name]) => name)).toEqual([
      "companyName",
      "form",
    ]);
  });

  it("is none when nothing is refused (an empty message refuses nothing)", () => {
    expect(firstInvalidField({})).toBeUndefined();
    expect(firstInvalidField({ email: "" })).toBeUndefined();
  });

  it("follows the fields of the form, the photo first and the company name last", () => {
    expect(SIGN_UP_FIELD_ORDER[0]).toBe("photo");
    expect(SIGN_UP_FIELD_ORDER.at(-1)).toBe("companyName");
    expect(new Set(SIGN_UP_FIELD_ORDER).size).toBe(SIGN_UP_FIELD_ORDER.length);
  });
});
