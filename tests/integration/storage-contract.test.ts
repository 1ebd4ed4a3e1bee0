import { createHash } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createS3Storage } from "../../app/server/s3-storage.server.ts";
import { type Storage, localStorage } from "../../app/server/storage.server.ts";
import { STORED_FILE_CACHE_CONTROL } from "../../app/server/storage-key.ts";
import { serveUploads } from "../../server/uploads.ts";
import { type LocalS3, startS3Server } from "../support/s3-server.ts";

// The disk's folder, read by env() on first use: set before anything asks.
const dataDir = mkdtempSync(join(tmpdir(), "aa-storage-"));
process.env.DATA_DIR = dataDir;

/** A storage under test and the origin its relative public base is served from ("" when absolute). */
interface Subject {
  storage: Storage;
  origin: string;
}

let s3: LocalS3;
let disk: ReturnType<typeof express.application.listen>;
const subjects: Record<string, () => Subject> = {};

beforeAll(async () => {
  s3 = await startS3Server();
  // The disk's files as server/app.ts serves them.
  const app = express().use(localStorage.publicBase, serveUploads());
  disk = await new Promise((resolve) => {
    const server = app.listen(0, "127.0.0.1", () => resolve(server));
  });
  const diskOrigin = `http://127.0.0.1:${(disk.address() as AddressInfo).port}`;
  subjects["le disque"] = () => ({ storage: localStorage, origin: diskOrigin });
  const bucket = createS3Storage({
    endpoint: s3.endpoint,
    region: "us-east-1",
    bucket: s3.bucket,
    accessKeyId: s3.env.S3_ACCESS_KEY_ID as string,
    secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY as string,
    publicUrl: s3.publicUrl,
  });
  subjects["un bucket S3"] = () => ({ storage: bucket, origin: "" });
});

afterAll(async () => {
  await new Promise((resolve) => disk?.close(resolve));
  await s3?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const bytes = (text: string) => Buffer.from(`RIFF${text}WEBPVP8 `);
let counter = 0;
const newKey = (folder = "listings") => `${folder}/contract-${process.pid}/${++counter}-${crypto.randomUUID()}-400.webp`;

describe.each(["le disque", "un bucket S3"])("the storage contract on %s", (name) => {
  const subject = () => (subjects[name] as () => Subject)();
  const urlOf = (key: string) => `${subject().origin}${subject().storage.publicBase}/${key}`;

  it("gives back what was put, and serves it at publicBase/key as WebP kept for a year", async () => {
    const { storage } = subject();
    const key = newKey();
    await storage.put(key, bytes("une photo"), "image/webp");
    expect(await storage.get(key)).toEqual(bytes("une photo"));

    const response = await fetch(urlOf(key));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(response.headers.get("cache-control")).toBe(STORED_FILE_CACHE_CONTROL);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(bytes("une photo"));
  });

  it("answers undefined for a key never stored, and the URL is a 404", async () => {
    const key = newKey();
    expect(await subject().storage.get(key)).toBeUndefined();
    expect((await fetch(urlOf(key))).status).toBe(404);
  });

  it("copies under a new key: removing the original leaves the copy, with its headers", async () => {
    const { storage } = subject();
    const [from, to] = [newKey(), newKey("avatars")];
    await storage.put(from, bytes("à copier"), "image/webp");
    await storage.copy(from, to);
    await storage.remove(from);
    expect(await storage.get(from)).toBeUndefined();
    expect(await storage.get(to)).toEqual(bytes("à copier"));
    const response = await fetch(urlOf(to));
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(response.headers.get("cache-control")).toBe(STORED_FILE_CACHE_CONTROL);
  });

  it("refuses to copy a key that holds nothing, creating nothing", async () => {
    const { storage } = subject();
    const to = newKey();
    await expect(storage.copy(newKey(), to)).rejects.toThrow();
    expect(await storage.get(to)).toBeUndefined();
  });

  it("removes: the file is gone and its URL a 404; removing it again is no error", async () => {
    const { storage } = subject();
    const key = newKey("banners");
    await storage.put(key, bytes("bannière"), "image/webp");
    await storage.remove(key);
    expect(await storage.get(key)).toBeUndefined();
    expect((await fetch(urlOf(key))).status).toBe(404);
    await expect(storage.remove(key)).resolves.toBeUndefined();
  });

  it("refuses every key the server would not make, before touching anything", async () => {
    const { storage } = subject();
    for (const key of ["../secret.webp", "listings/../../etc/passwd", "Listings/a.webp", "photo.webp", "listings/", "listings/a b.webp", "listings/./a.webp"]) {
      await expect(storage.put(key, bytes("x"), "image/webp"), key).rejects.toThrow(/Invalid storage key/);
      await expect(storage.get(key), key).rejects.toThrow(/Invalid storage key/);
      await expect(storage.remove(key), key).rejects.toThrow(/Invalid storage key/);
      await expect(storage.copy(newKey(), key), key).rejects.toThrow(/Invalid storage key/);
    }
  });
});

describe("the bucket", () => {
  it("fails a write loudly when the bucket refuses its credentials, storing nothing", async () => {
    // s3rver checks the access key (not a SigV4 signature): an unknown key is refused as by S3.
    const refused = createS3Storage({ ...s3Config(), accessKeyId: "CLE-INCONNUE", publicUrl: s3.publicUrl });
    const key = newKey();
    await expect(refused.put(key, bytes("x"), "image/webp")).rejects.toThrow(/Access Key Id/);
    expect((await fetch(`${s3.publicUrl}/${key}`)).status).toBe(404);
  });

  it("lists the objects right in a folder with their size and ETag (the MD5 of a plain upload), page after page", async () => {
    const bucket = createS3Storage({ ...s3Config(), publicUrl: s3.publicUrl });
    const folder = `listings/liste-${process.pid}`;
    const keys = Array.from({ length: 7 }, (_, i) => `${folder}/${i}-400.webp`);
    await Promise.all(keys.map((key) => bucket.put(key, bytes(key), "image/webp")));
    await bucket.put(`${folder}/sous-dossier/autre-400.webp`, bytes("plus bas"), "image/webp");

    for (const pageSize of [1000, 3]) {
      const listed = await bucket.list(folder, pageSize);
      expect([...listed.keys()].sort(), `pages of ${pageSize}`).toEqual(keys);
      const md5 = createHash("md5")
        .update(bytes(keys[4] as string))
        .digest("hex");
      expect(listed.get(keys[4] as string)).toEqual({ size: bytes(keys[4] as string).byteLength, etag: md5 });
    }
    expect((await bucket.list(`${folder}/sous-dossier`)).size).toBe(1);
    expect((await bucket.list("listings/personne")).size).toBe(0);
  });
});

function s3Config() {
  return {
    endpoint: s3.endpoint,
    bucket: s3.bucket,
    accessKeyId: s3.env.S3_ACCESS_KEY_ID as string,
    secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY as string,
  };
}
