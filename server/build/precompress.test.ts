import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { precompressDirectory } from "./precompress.ts";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("precompressDirectory", () => {
  it("writes a brotli and a gzip copy of each script and style that decode to the file, and leaves small and binary files alone", async () => {
    const dir = mkdtempSync(join(tmpdir(), "aa-precompress-"));
    dirs.push(dir);
    mkdirSync(join(dir, "nested"));
    const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `mot numéro ${i}`))};\n`;
    writeFileSync(join(dir, "page-abc.js"), script);
    writeFileSync(join(dir, "nested", "style-def.css"), `.card{color:red}\n`.repeat(200));
    writeFileSync(join(dir, "tiny.js"), "export {};\n");
    writeFileSync(join(dir, "photo.webp"), Buffer.alloc(4096, 7));

    const done = await precompressDirectory(dir);

    expect(done.map((p) => p.slice(dir.length)).sort()).toEqual(["/nested/style-def.css", "/page-abc.js"]);
    const br = readFileSync(join(dir, "page-abc.js.br"));
    expect(brotliDecompressSync(br).toString("utf8")).toBe(script);
    expect(gunzipSync(readFileSync(join(dir, "page-abc.js.gz"))).toString("utf8")).toBe(script);
    expect(br.length).toBeLessThan(readFileSync(join(dir, "page-abc.js.gz")).length);
    expect(existsSync(join(dir, "nested", "style-def.css.br"))).toBe(true);
    expect(existsSync(join(dir, "tiny.js.br"))).toBe(false);
    expect(existsSync(join(dir, "photo.webp.br"))).toBe(false);
  });
});
