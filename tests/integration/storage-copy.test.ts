import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createS3Storage } from "../../app/server/s3-storage.server.ts";
import { copyUploadsToBucket } from "../../app/server/storage-copy.server.ts";
import { STORED_FILE_CACHE_CONTROL } from "../../app/server/storage-key.ts";
import { type LocalS3, startS3Server } from "../support/s3-server.ts";

let s3: LocalS3;
let dataDir: string;
const uploads = () => join(dataDir, "uploads");

function write(key: string, text: string) {
  const file = join(uploads(), key);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
}

const bucketConfig = () => ({
  endpoint: s3.endpoint,
  bucket: s3.bucket,
  accessKeyId: s3.env.S3_ACCESS_KEY_ID as string,
  secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY as string,
  publicUrl: s3.publicUrl,
});
const bucket = () => createS3Storage(bucketConfig());

/** `npm run storage:copy` as an operator runs it: its own process, configured by the environment. */
function runScript(env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["scripts/storage-copy.ts"], { env: { PATH: process.env.PATH ?? "", ...env } });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

beforeAll(async () => {
  s3 = await startS3Server();
  dataDir = mkdtempSync(join(tmpdir(), "aa-storage-copy-"));
  write("listings/u1/photo-1-400.webp", "RIFF photo 1 400");
  write("listings/u1/photo-1-800.webp", "RIFF photo 1 800");
  write("avatars/visage-96.webp", "RIFF visage 96");
  write(".DS_Store", "finder");
  write("listings/u1/photo-2-400.webp.tmp~", "half-written");
});

afterAll(async () => {
  await s3?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("copying the uploads folder into a bucket", () => {
  it("copies every file the app made under the same key, with the headers the app gives them, and leaves strays alone", async () => {
    const summary = await copyUploadsToBucket(uploads(), bucket());
    expect(summary).toEqual({ copied: 3, skipped: 0, ignored: [".DS_Store", "listings/u1/photo-2-400.webp.tmp~"], failed: [] });
    const response = await fetch(`${s3.publicUrl}/listings/u1/photo-1-800.webp`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(response.headers.get("cache-control")).toBe(STORED_FILE_CACHE_CONTROL);
    expect(await response.text()).toBe("RIFF photo 1 800");
    expect((await fetch(`${s3.publicUrl}/.DS_Store`)).status).toBe(404);
  });

  it("sends nothing again on a second run, and only what changed (same size, other bytes) or is new on a third", async () => {
    expect(await copyUploadsToBucket(uploads(), bucket())).toMatchObject({ copied: 0, skipped: 3, failed: [] });
    write("avatars/visage-96.webp", "RIFF VISAGE 96");
    write("avatars/visage-256.webp", "RIFF visage 256");
    expect(await copyUploadsToBucket(uploads(), bucket(), { concurrency: 1 })).toMatchObject({ copied: 2, skipped: 2, failed: [] });
    expect(await (await fetch(`${s3.publicUrl}/avatars/visage-96.webp`)).text()).toBe("RIFF VISAGE 96");
  });

  it("counts the files the bucket refused, and goes on with the others", async () => {
    const refusing = createS3Storage({ ...bucketConfig(), accessKeyId: "CLE-INCONNUE" });
    const summary = await copyUploadsToBucket(uploads(), refusing);
    expect(summary.copied + summary.skipped).toBe(0);
    expect(summary.failed.map((f) => f.key).sort()).toEqual([
      "avatars/visage-256.webp",
      "avatars/visage-96.webp",
      "listings/u1/photo-1-400.webp",
      "listings/u1/photo-1-800.webp",
    ]);
  });

  it("runs as npm run storage:copy from the S3_* variables and DATA_DIR, printing its counts", async () => {
    write("listings/u2/nouvelle-1600.webp", "RIFF nouvelle");
    const run = await runScript({ ...s3.env, DATA_DIR: dataDir });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/: 1 copied, 4 already there, 2 ignored, 0 failed \(/);
    expect(await (await fetch(`${s3.publicUrl}/listings/u2/nouvelle-1600.webp`)).text()).toBe("RIFF nouvelle");

    const unconfigured = await runScript({ DATA_DIR: dataDir });
    expect(unconfigured.code).toBe(1);
    expect(unconfigured.stderr).toContain("Object storage is not configured: set S3_BUCKET");
  });
});
