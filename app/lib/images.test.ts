import { describe, expect, it } from "vitest";
import {
  AVATAR_WIDTHS,
  BANNER_IMAGE_WIDTHS,
  IMAGE_ACCEPT,
  IMAGE_HINT,
  LISTING_IMAGE_WIDTHS,
  MAX_IMAGE_BYTES,
  imageFileProblem,
  variantKey,
  variantSrcSet,
  variantUrl,
} from "./images.ts";

describe("the image rule", () => {
  it("takes JPEG, PNG and WebP up to 5 MB, and says so in the forms' words", () => {
    expect(MAX_IMAGE_BYTES).toBe(5 * 1024 * 1024);
    expect(IMAGE_ACCEPT).toBe("image/jpeg,image/png,image/webp");
    expect(IMAGE_HINT).toBe("JPG, PNG ou WEBP, 5 MB maximum");
  });

  it("judges a picked file by its type first, then its size", () => {
    expect(imageFileProblem({ type: "image/jpeg", size: MAX_IMAGE_BYTES })).toBeUndefined();
    expect(imageFileProblem({ type: "image/webp", size: 10 })).toBeUndefined();
    expect(imageFileProblem({ type: "image/png", size: MAX_IMAGE_BYTES + 1 })).toBe("too-large");
    expect(imageFileProblem({ type: "application/pdf", size: 10 })).toBe("not-image");
    expect(imageFileProblem({ type: "image/svg+xml", size: MAX_IMAGE_BYTES + 1 })).toBe("not-image");
    expect(imageFileProblem({ type: "", size: 10 })).toBe("not-image");
  });

  it("stores each kind at its own widths, smallest first", () => {
    for (const widths of [LISTING_IMAGE_WIDTHS, AVATAR_WIDTHS, BANNER_IMAGE_WIDTHS]) {
      expect([...widths].sort((a, b) => a - b)).toEqual([...widths]);
    }
    expect(LISTING_IMAGE_WIDTHS).toEqual([400, 800, 1600]);
    expect(AVATAR_WIDTHS).toEqual([96, 256]);
    expect(BANNER_IMAGE_WIDTHS).toEqual([600, 1200]);
  });
});

describe("stored picture URLs", () => {
  it("put the storage's public base before the variant's key", () => {
    expect(variantKey("listings/u1/abc", 800)).toBe("listings/u1/abc-800.webp");
    expect(variantUrl("/uploads", "listings/u1/abc", 400)).toBe("/uploads/listings/u1/abc-400.webp");
    expect(variantUrl("https://cdn.example.com/media", "avatars/x", 96)).toBe("https://cdn.example.com/media/avatars/x-96.webp");
  });

  it("list every asked width in a srcset", () => {
    expect(variantSrcSet("/uploads", "banners/b", BANNER_IMAGE_WIDTHS)).toBe("/uploads/banners/b-600.webp 600w, /uploads/banners/b-1200.webp 1200w");
    expect(variantSrcSet("https://cdn.example.com", "avatars/x", AVATAR_WIDTHS)).toBe(
      "https://cdn.example.com/avatars/x-96.webp 96w, https://cdn.example.com/avatars/x-256.webp 256w",
    );
  });

  it("use addresses (external banners, root paths, data URLs) as they are, without a srcset", () => {
    for (const address of ["https://ads.example.com/b.png", "//cdn.example.com/b.png", "/banner.png", "data:image/png;base64,AAAA"]) {
      expect(variantUrl("/uploads", address, 600)).toBe(address);
      expect(variantSrcSet("/uploads", address, BANNER_IMAGE_WIDTHS)).toBeUndefined();
    }
  });
});
