/**
 * Where uploaded files live. Keys are made by the server (never by the uploader), e.g.
 * "avatars/3f2c…-256.webp". Local disk by default; an S3-compatible bucket when S3_BUCKET is set.
 */
export interface Storage {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** Stores the file of `from` under the new key `to` too; removing one later leaves the other. */
  copy(from: string, to: string): Promise<void>;
  /** The stored bytes, or undefined when nothing is stored under that key. */
  get(key: string): Promise<Buffer | undefined>;
  /** Removes the file; removing a missing key is not an error. */
  remove(key: string): Promise<void>;
  /**
   * Where browsers fetch stored files: the URL of a key is `${publicBase}/${key}` (the local disk's
   * "/uploads", served by server/app.ts; S3_PUBLIC_URL, the bucket's or its CDN's origin, for object
   * storage). Pages read it from the root loader, so no component assumes where uploads live.
   */
  readonly publicBase: string;
}
