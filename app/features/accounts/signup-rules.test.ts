import { describe, expect, it } from "vitest";
import { MAX_IMAGE_MEGAPIXELS } from "../../lib/images.ts";
import { AVATAR_TOO_MANY_PIXELS, avatarProblem } from "./signup-rules.ts";

describe("sign-up photo messages", () => {
  it("say the image rule's own limit (written out so that it can be translated)", () => {
    expect(AVATAR_TOO_MANY_PIXELS).toBe(`L'image est trop grande : ${MAX_IMAGE_MEGAPIXELS} mégapixels au maximum`);
    expect(avatarProblem("too-many-pixels")).toBe(AVATAR_TOO_MANY_PIXELS);
  });
});
