import { describe, expect, it } from "vitest";
import { MAX_IMAGE_SIZE_LABEL } from "../../../lib/images.ts";
import { FREE_LISTING_LIMIT } from "../../subscription/plan-features.ts";
import { BODY_TOO_LARGE, LIMIT_REACHED, MAX_PHOTOS } from "./posting-rules.ts";

describe("the posting messages written out to be translated", () => {
  it("say the limits as they are", () => {
    expect(BODY_TOO_LARGE).toBe(`Les photos sont trop lourdes : ${MAX_PHOTOS} images de ${MAX_IMAGE_SIZE_LABEL} au maximum.`);
    expect(LIMIT_REACHED).toBe(`Vous avez atteint la limite de ${FREE_LISTING_LIMIT} annonces gratuites. Passez au plan Pro pour publier sans limite.`);
  });
});
