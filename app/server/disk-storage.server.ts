import { copyFile, link, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { dirname, resolve, sep } from "node:path";
import type { Storage } from "./storage-contract.ts";
import { assertStorageKey } from "./storage-key.ts";

/** Files under a folder of this server's disk (`root` read at each call: DATA_DIR may change in tests). */
export function diskStorage(root: () => string, publicBase: string): Storage {
  const pathFor = (key: string) => {
    assertStorageKey(key);
    const folder = root();
    const full = resolve(folder, key);
    if (!full.startsWith(folder + sep)) throw new Error(`Invalid storage key: ${key}`);
    return full;
  };
  return {
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
    publicBase,
  };
}
