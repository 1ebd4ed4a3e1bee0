import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// The UI kit sits under the shell and the features (tests/integration/import-layers.test.ts): it uses
// neither, only React, React Router's links, Radix parts, icons, the shared pure code and itself.
const dir = import.meta.dirname;
const ALLOWED = [
  /^react$/,
  /^react-router$/,
  /^@lingui\/(core|react)(\/macro)?$/,
  /^radix-ui\/[a-z-]+$/,
  /^lucide-react$/,
  /^\.\/[a-z-]+\.tsx?$/,
  /^\.\.\/\.\.\/lib\/[a-z-]+\.ts$/,
];

describe("app/components/ui", () => {
  const files = readdirSync(dir).filter((f) => /\.tsx?$/.test(f) && !f.endsWith(".test.ts"));

  it.each(files)("%s imports only React, React Router, Lingui, Radix, lucide icons, app/lib and the kit itself", (file) => {
    const source = readFileSync(join(dir, file), "utf8");
    const specifiers = [...source.matchAll(/\bfrom\s+"([^"]+)"/g)].map((m) => m[1]);
    expect(specifiers.filter((s) => !ALLOWED.some((re) => re.test(s ?? "")))).toEqual([]);
  });

  it("imports Radix by part (radix-ui/dialog), never the whole package", () => {
    for (const file of files) expect(readFileSync(join(dir, file), "utf8")).not.toMatch(/from\s+"radix-ui"/);
  });
});
