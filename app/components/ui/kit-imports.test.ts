import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// The UI kit is the bottom layer: the shell and the features use it, it uses neither.
const dir = import.meta.dirname;
const ALLOWED = [/^react$/, /^radix-ui\/[a-z-]+$/, /^lucide-react$/, /^\.\/[a-z-]+\.tsx?$/];

describe("app/components/ui", () => {
  const files = readdirSync(dir).filter((f) => /\.tsx?$/.test(f) && !f.endsWith(".test.ts"));

  it.each(files)("%s imports only React, Radix, lucide icons and the kit itself", (file) => {
    const source = readFileSync(join(dir, file), "utf8");
    const specifiers = [...source.matchAll(/\bfrom\s+"([^"]+)"/g)].map((m) => m[1]);
    expect(specifiers.filter((s) => !ALLOWED.some((re) => re.test(s ?? "")))).toEqual([]);
  });

  it("imports Radix by part (radix-ui/dialog), never the whole package", () => {
    for (const file of files) expect(readFileSync(join(dir, file), "utf8")).not.toMatch(/from\s+"radix-ui"/);
  });
});
