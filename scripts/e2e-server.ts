import { rmSync } from "node:fs";
import { resolve } from "node:path";

// The browser journeys start from a fresh demo database each run.
const dataDir = resolve(process.env.DATA_DIR ?? "./data/e2e");
if (!dataDir.includes("e2e")) throw new Error(`refusing to wipe ${dataDir}`);
rmSync(dataDir, { recursive: true, force: true });
await import("../server.ts");
