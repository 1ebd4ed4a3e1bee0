import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { type Server, request } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompressed } from "./precompressed.ts";

const SCRIPT = `console.log(${JSON.stringify("x".repeat(3000))});\n`;
let dir = "";
let server: Server;
let base = "";

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "aa-precompressed-"));
  writeFileSync(join(dir, "app-1.js"), SCRIPT);
  writeFileSync(join(dir, "app-1.js.br"), brotliCompressSync(SCRIPT));
  writeFileSync(join(dir, "app-1.js.gz"), gzipSync(SCRIPT));
  writeFileSync(join(dir, "plain-2.css"), `.a{color:red}\n`.repeat(300));
  const app = express();
  app.use(compression());
  app.use("/assets", precompressed(dir), express.static(dir, { immutable: true, maxAge: "1y", index: false }));
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Raw bytes as sent (fetch would decode them), with the answer's headers. */
async function get(path: string, acceptEncoding: string) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    request(`${base}${path}`, { headers: { "accept-encoding": acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on("error", reject)
      .end();
  });
}

describe("precompressed", () => {
  it("sends the brotli copy to a browser that takes brotli (Chrome lists gzip first), as JavaScript, kept a year", async () => {
    const answer = await get("/assets/app-1.js", "gzip, deflate, br, zstd");
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(answer.headers["content-type"]).toMatch(/^(text|application)\/javascript/);
    expect(answer.headers.vary).toMatch(/Accept-Encoding/);
    expect(answer.headers["cache-control"]).toContain("immutable");
    expect(answer.body.equals(brotliCompressSync(SCRIPT))).toBe(true);
  });

  it("sends gzip to a browser without brotli, the file itself to one that takes neither, and brotli refused with q=0", async () => {
    expect((await get("/assets/app-1.js", "gzip")).headers["content-encoding"]).toBe("gzip");
    expect((await get("/assets/app-1.js", "br;q=0, gzip")).headers["content-encoding"]).toBe("gzip");
    const plain = await get("/assets/app-1.js", "identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString("utf8")).toBe(SCRIPT);
  });

  it("leaves a file without copies to the compression middleware, and an unknown one to the next handler", async () => {
    const css = await get("/assets/plain-2.css", "gzip");
    expect(css.headers["content-encoding"]).toBe("gzip");
    expect(css.headers["content-type"]).toMatch(/^text\/css/);
    expect((await get("/assets/none.js", "br")).status).toBe(404);
  });
});
