import { copyFile, link, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { dirname, resolve, sep } from "node:path";
import { env } from "./env.server.ts";

/**
 * Where uploaded files live. Keys are made by the server (never by the uploader), e.g.
 * "avatars/3f2c…-256.webp". Local disk by default; an S3-compatible store can implement the same.
 */
export interface Storage {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** Stores the file of `from` under the new key `to` too; removing one later leaves the other. */
  copy(from: string, to: string): Promise<void>;
  get(key: string): Promise<Buffer | undefined>;
  remove(key: string): Promise<void>;
  /**
   * Where browsers fetch stored files: the URL of a key is `${publicBase}/${key}` (the local disk's
   * "/uploads", served by server/app.ts; a bucket's or CDN's origin for object storage). Pages
   * read it from the root loader, so no component assumes where uploads live.
   */
  readonly publicBase: string;
}

const KEY = /^[a-z0-9-]+(\/[a-zA-Z0-9._-]+)+$/;

export function uploadsDir() {
  return resolve(env().DATA_DIR, "uploads");
}

function pathFor(key: string) {
  if (!KEY.test(key) || key.includes("..")) throw new Error(`Invalid storage key: ${key}`);
  const root = uploadsDir();
  const full = resolve(root, key);
  if (!full.startsWith(root + sep)) throw new Error(`Invalid storage key: ${key}`);
  return full;
}

export const localStorage: Storage = {
  async put(key, data) {
    const file = pathFor(key);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, data);
  },
  async copy(from, to) {
    const source = pathFor(from);
    const target = pathFor(to);
    // A hard link costs no space (files are never rewritten in place: every key is new); a disk
    // that has none gets a real copy. The folder is made only when missing.
    const linkOrCopy = () => link(source, target).catch(() => copyFile(source, target));
    await linkOrCopy().catch(async (error: unknown) => {
      if ((error as { code?: string }).code !== "ENOENT") throw error;
      await mkdir(dirname(target), { recursive: true });
      await linkOrCopy();
    });
  },
  async get(key) {
    return readFile(pathFor(key)).catch(() => undefined);
  },
  async remove(key) {
    await rm(pathFor(key), { force: true });
  },
  publicBase: "/uploads",
};

export function storage(): Storage {
  return localStorage;
}
