/**
 * The image rules, for the browser and the server alike: which files we take, how large, which
 * widths each kind of picture is stored at, and how a stored picture's URL is made.
 *
 * An upload is re-encoded (app/server/images.server.ts) into WebP variants `<prefix>-<width>.webp`;
 * the page picks the width it shows. Where those files are served from is the storage adapter's
 * business: every URL is built from its `publicBase`, handed to the browser by the root loader.
 */

/** The one size limit of every upload (listing photo, avatar, banner). */
export const MAX_IMAGE_MB = 5;
export const MAX_IMAGE_BYTES = MAX_IMAGE_MB * 1024 * 1024;
/** The limit as the forms write it: "5 MB". */
export const MAX_IMAGE_SIZE_LABEL = `${MAX_IMAGE_MB} MB`;

/**
 * The most pixels an upload may decode to: what a phone camera makes at full size (a "50 MP"
 * sensor writes 8160 × 6120 or 8192 × 6144 = 50.3 M, hence the 4 % of headroom). The byte limit
 * alone does not bound the work: a flat 16 000 × 16 000 PNG weighs under 1 MB and decodes to
 * 768 MB. Past this the server refuses the file from its header, before decoding anything.
 */
export const MAX_IMAGE_MEGAPIXELS = 50;
export const MAX_IMAGE_PIXELS = 52_000_000;

/** The formats taken; the server judges the bytes, the browser the type the file claims. */
export const IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
/** For `<input type="file" accept=…>`. */
export const IMAGE_ACCEPT = IMAGE_TYPES.join(",");
/** The formats in words, shown in the page's language (`i18n._`). */
export const IMAGE_TYPES_LABEL = /*i18n*/ "JPG, PNG ou WEBP";
/** The hint under a file input, shown in the page's language: the formats and MAX_IMAGE_SIZE_LABEL (images.test.ts holds them together). */
export const IMAGE_HINT = /*i18n*/ "JPG, PNG ou WEBP, 5 MB maximum";

/** Listing photos: 400 px on cards and thumbnails, 800 px on the detail page, 1600 px full screen. */
export const LISTING_IMAGE_WIDTHS = [400, 800, 1600] as const;
/** Profile photos, cut square: 96 px in menus and cards, 256 px on the profile page. */
export const AVATAR_WIDTHS = [96, 256] as const;
/** Sponsored banners, a 4:1 image. */
export const BANNER_IMAGE_WIDTHS = [600, 1200] as const;

/** A width some kind of picture is stored at: asking for any other would fetch a missing file. */
export type ImageWidth = (typeof LISTING_IMAGE_WIDTHS | typeof AVATAR_WIDTHS | typeof BANNER_IMAGE_WIDTHS)[number];

/** Why an upload is refused: not a readable JPEG/PNG/WebP (damaged files included), too heavy, too many pixels. */
export type ImageProblem = "not-image" | "too-large" | "too-many-pixels";

/**
 * The browser's comfort check of a picked file (type first, then size); the server checks again,
 * and alone judges what needs decoding (a damaged file, too many pixels).
 */
export function imageFileProblem(file: { type: string; size: number }): ImageProblem | undefined {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return "not-image";
  if (file.size > MAX_IMAGE_BYTES) return "too-large";
  return undefined;
}

/** The storage key of one width of a stored picture. */
export function variantKey(prefix: string, width: ImageWidth): string {
  return `${prefix}-${width}.webp`;
}

/** An address rather than a storage prefix (e.g. an external banner): used as it is. */
function isAddress(prefix: string): boolean {
  return /^(https?:)?\/\//.test(prefix) || prefix.startsWith("/") || prefix.startsWith("data:");
}

/** The URL of one width, `base` being the storage's public base (e.g. "/uploads"). */
export function variantUrl(base: string, prefix: string, width: ImageWidth): string {
  return isAddress(prefix) ? prefix : `${base}/${variantKey(prefix, width)}`;
}

/** A `srcset` of the given widths; none for an address, which has a single size. */
export function variantSrcSet(base: string, prefix: string, widths: readonly ImageWidth[]): string | undefined {
  if (isAddress(prefix)) return undefined;
  return widths.map((w) => `${variantUrl(base, prefix, w)} ${w}w`).join(", ");
}
