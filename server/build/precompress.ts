import { readFile, readdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Files that compress: scripts, styles, the worker, the manifest, SVG. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|webmanifest|txt|xml)$/;
/** Below this, the encoding's own bytes and the header cost more than they save. */
const MIN_BYTES = 1024;

/**
 * Writes a brotli (quality 11) and a gzip (level 9) copy beside each compressible file of `dir`,
 * once at build time, where the compression middleware would compress every request at its quick
 * levels (ADR 0048). A copy that saves nothing is not written. Returns the files compressed.
 */
export async function precompressDirectory(dir: string): Promise<string[]> {
  const done: string[] = [];
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  await Promise.all(
    entries
      .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
      .map(async (entry) => {
        const path = join(entry.parentPath, entry.name);
        const source = await readFile(path);
        if (source.length < MIN_BYTES) return;
        const [br, gz] = await Promise.all([
          brotli(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length } }),
          gzipped(source, { level: 9 }),
        ]);
        if (br.length < source.length) await writeFile(`${path}.br`, br);
        if (gz.length < source.length) await writeFile(`${path}.gz`, gz);
        done.push(path);
      }),
  );
  return done;
}

/** Compresses the client build's hashed assets once they are written (the few files at its root are compressed per request). */
export function precompress(): Plugin {
  return {
    name: "autoafrique:precompress",
    apply: "build",
    async writeBundle(options) {
      if (this.environment.name !== "client" || !options.dir) return;
      await precompressDirectory(join(options.dir, "assets"));
    },
  };
}
