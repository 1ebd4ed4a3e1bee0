import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

// A stand-in for the server bundle that reports which React builds are loaded once server.ts has
// imported it, then stops the server: what the real bundle would render with.
const PROBE = `
import { createRequire } from "node:module";
import "react-dom/server";
import "react/jsx-runtime";
const require = createRequire(import.meta.url);
export const app = (_req, _res, next) => next();
export async function boot() {
  // Only modules that ran: Node also lists, unloaded, the modules it pre-parses for named exports.
  const ran = Object.entries(require.cache).filter(([path, module]) => module?.loaded && /\\/react(-dom)?\\/cjs\\//.test(path));
  console.log(JSON.stringify(ran.map(([path]) => path)));
  process.exit(0);
}
`;

mkdirSync("data", { recursive: true });
const buildDir = mkdtempSync(join("data", "probe-build-"));
mkdirSync(join(buildDir, "server"));
mkdirSync(join(buildDir, "client"));
writeFileSync(join(buildDir, "server", "index.js"), PROBE);
afterAll(() => rmSync(buildDir, { recursive: true, force: true }));

function reactBuildsLoadedBy(env: Record<string, string>): string[] {
  const { NODE_ENV: _ignored, ...inherited } = process.env;
  const output = execFileSync(process.execPath, ["server.ts"], {
    env: { ...inherited, BUILD_DIR: relative(".", buildDir), LOG_LEVEL: "error", ...env },
    encoding: "utf8",
  });
  return JSON.parse(output.trim().split("\n").at(-1) ?? "[]") as string[];
}

describe("server.ts", () => {
  it("renders with React's production build when started without NODE_ENV, as npm start does", () => {
    const loaded = reactBuildsLoadedBy({});
    expect(loaded.length).toBeGreaterThanOrEqual(3);
    expect(loaded.filter((path) => !path.endsWith(".production.js"))).toEqual([]);
  });

  it("keeps the development build when asked for it", () => {
    const loaded = reactBuildsLoadedBy({ NODE_ENV: "development" });
    expect(loaded.some((path) => path.endsWith(".development.js"))).toBe(true);
  });
});
