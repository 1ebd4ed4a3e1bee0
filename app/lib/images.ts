/**
 * Uploaded images are stored as WebP variants `<prefix>-<width>.webp`; the page picks the width it
 * shows. Absolute URLs (e.g. external banners) pass through unchanged.
 */
export function variantUrlFor(prefix: string, width: number): string {
  if (/^(https?:)?\/\//.test(prefix) || prefix.startsWith("/") || prefix.startsWith("data:")) return prefix;
  return `/uploads/${prefix}-${width}.webp`;
}

/** Widths stored for an uploaded sponsored banner (a 4:1 image). */
export const BANNER_IMAGE_WIDTHS = [600, 1200] as const;

export function srcSetFor(prefix: string, widths: readonly number[]): string | undefined {
  if (variantUrlFor(prefix, 0) === prefix) return undefined;
  return widths.map((w) => `${variantUrlFor(prefix, w)} ${w}w`).join(", ");
}
