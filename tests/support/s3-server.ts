import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import S3rver from "s3rver";

export interface LocalS3 {
  /** e.g. http://127.0.0.1:41234 */
  endpoint: string;
  bucket: string;
  /** Where browsers read the bucket: the endpoint and the bucket, path-style. */
  publicUrl: string;
  /** The S3_* variables that point the app at this server. */
  env: Record<string, string>;
  /** Stops the server and removes its files. */
  stop(): Promise<void>;
}

/** s3rver's one account: it checks the access key of each request (not its SigV4 signature). */
const ACCESS_KEY = "S3RVER";
const DEFAULT_BUCKET = "autoafrique-photos";

function variables(endpoint: string, bucket: string): Record<string, string> {
  return {
    S3_ENDPOINT: endpoint,
    S3_REGION: "us-east-1",
    S3_BUCKET: bucket,
    S3_ACCESS_KEY_ID: ACCESS_KEY,
    S3_SECRET_ACCESS_KEY: ACCESS_KEY,
    S3_PUBLIC_URL: `${endpoint}/${bucket}`,
  };
}

/**
 * A real S3 server (s3rver: S3's REST API over files in a temp folder) on a free loopback port,
 * with one empty bucket; anonymous GETs of an object are served, as from a public bucket or a CDN.
 *
 * It runs in a Node process of its own, started with `--openssl-legacy-provider`: s3rver makes the
 * continuation tokens of a listing longer than one page with DES, which Node 24's OpenSSL 3 only
 * has in its legacy provider. Its own process also keeps it up whatever the test does to the app's.
 */
export async function startS3Server(options: { bucket?: string; port?: number } = {}): Promise<LocalS3> {
  const bucket = options.bucket ?? DEFAULT_BUCKET;
  const directory = await mkdtemp(join(tmpdir(), "aa-s3-"));
  const child = spawn(process.execPath, ["--openssl-legacy-provider", fileURLToPath(import.meta.url)], {
    env: { PATH: process.env.PATH ?? "", S3RVER_PORT: String(options.port ?? 0), S3RVER_BUCKET: bucket, S3RVER_DIRECTORY: directory, S3RVER_PARENT: "1" },
    stdio: ["pipe", "pipe", "inherit"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const endpoint = await new Promise<string>((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (code) => reject(new Error(`the S3 server stopped at start (code ${code})`)));
    createInterface({ input: child.stdout }).once("line", (line) => resolve((JSON.parse(line) as { endpoint: string }).endpoint));
  }).catch(async (error: unknown) => {
    await rm(directory, { recursive: true, force: true });
    throw error;
  });
  return {
    endpoint,
    bucket,
    publicUrl: `${endpoint}/${bucket}`,
    env: variables(endpoint, bucket),
    async stop() {
      // Its standard input closing is its signal to stop (it also stops if this process dies).
      child.stdin.end();
      await exited;
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/** The server's own process: serves until SIGINT/SIGTERM, or its parent closes its standard input. */
async function serve() {
  const bucket = process.env.S3RVER_BUCKET ?? DEFAULT_BUCKET;
  const ownDirectory = !process.env.S3RVER_DIRECTORY;
  const directory = process.env.S3RVER_DIRECTORY ?? (await mkdtemp(join(tmpdir(), "aa-s3-")));
  const server = new S3rver({
    address: "127.0.0.1",
    port: Number(process.env.S3RVER_PORT ?? 4568),
    silent: true,
    directory,
    // Path-style only, as the app addresses it.
    vhostBuckets: false,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const startedByTest = process.env.S3RVER_PARENT === "1";
  if (startedByTest) console.log(JSON.stringify({ endpoint }));
  else
    console.log(
      Object.entries(variables(endpoint, bucket))
        .map(([name, value]) => `${name}=${value}`)
        .join("\n"),
    );
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await server.close();
    if (ownDirectory) await rm(directory, { recursive: true, force: true });
    process.exit(0);
  };
  if (startedByTest) process.stdin.on("end", stop).resume();
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

// `npm run s3:local` keeps one running for a manual try (S3RVER_PORT, default 4568).
if (import.meta.main) await serve();
