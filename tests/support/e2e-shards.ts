import { spawn } from "node:child_process";
import { existsSync, globSync, readFileSync } from "node:fs";
import { createInterface } from "node:readline";
import { type Durations, planShards } from "./e2e-shard-plan.ts";

/**
 * Runs the browser journeys as E2E_SHARDS Playwright runs side by side (ADR 0047), each with its
 * own server, fresh demo database and local providers: shard i listens on E2E_PORT + 100·(i − 1)
 * and keeps its data in E2E_DATA_DIR-i. A journey waits on its page and its server most of the
 * time, so two of them share two cores well. Each shard runs its own spec files, split by the time
 * they took in a recent run (tests/e2e/durations.json). Arguments go to every shard; naming spec
 * files runs them in one shard.
 */
const args = process.argv.slice(2);
const basePort = Number(process.env.E2E_PORT ?? 3100);
const baseDataDir = process.env.E2E_DATA_DIR ?? "./data/e2e";
const requested = Number(process.env.E2E_SHARDS ?? 2);
const namesSpecs = args.some((arg) => !arg.startsWith("-"));
const shards = namesSpecs || !Number.isInteger(requested) || requested < 1 ? 1 : requested;

const DURATIONS_FILE = "tests/e2e/durations.json";
const durations: Durations = existsSync(DURATIONS_FILE) ? JSON.parse(readFileSync(DURATIONS_FILE, "utf8")) : {};
const specFiles = globSync("tests/e2e/**/*.spec.ts").map((file) => file.split("\\").join("/"));
const plan = shards > 1 ? planShards(specFiles, durations, shards) : [];
/** A spec file as a Playwright filter (a regular expression on the path): that file alone. */
const exactly = (file: string) => `${file.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`;

function runShard(index: number): Promise<number> {
  const shardArgs = shards > 1 ? (plan[index - 1] ?? []).map(exactly) : [];
  const child = spawn("npx", ["playwright", "test", ...shardArgs, ...args], {
    env: {
      ...process.env,
      E2E_PORT: String(basePort + 100 * (index - 1)),
      E2E_DATA_DIR: shards > 1 ? `${baseDataDir}-${index}` : baseDataDir,
      ...(shards > 1 ? { E2E_OUTPUT_DIR: `test-results/shard-${index}` } : {}),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const prefix = shards > 1 ? `[${index}/${shards}] ` : "";
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on("line", (line) => console.log(prefix + line));
  }
  return new Promise((resolve) => child.on("close", (code) => resolve(code ?? 1)));
}

const codes = await Promise.all(Array.from({ length: shards }, (_, i) => runShard(i + 1)));
const failed = codes.filter((code) => code !== 0).length;
if (shards > 1) console.log(failed === 0 ? `all ${shards} shards passed` : `${failed} of ${shards} shards failed`);
process.exit(failed === 0 ? 0 : 1);
