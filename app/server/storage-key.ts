/**
 * A storage key as the server makes them, e.g. "listings/<user>/<uuid>-400.webp": a lowercase
 * folder, then path segments of letters, digits, dots, dashes and underscores. Nothing else is
 * ever written, read or removed, on the disk or in a bucket.
 */
const KEY = /^[a-z0-9-]+(\/[a-zA-Z0-9._-]+)+$/;

export function isStorageKey(key: string): boolean {
  return KEY.test(key) && !key.includes("..") && !key.split("/").includes(".");
}

export function assertStorageKey(key: string): void {
  if (!isStorageKey(key)) throw new Error(`Invalid storage key: ${key}`);
}

/**
 * Every key is new (a random UUID per upload, copies get their own): a stored file is never
 * rewritten, so browsers and CDNs may keep it for a year without asking again.
 */
export const STORED_FILE_CACHE_CONTROL = "public, max-age=31536000, immutable";
