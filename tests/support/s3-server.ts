import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
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

/** s3rver's one account: it checks request signatures against this key pair. */
const ACCESS_KEY = "S3RVER";

/**
 * A real S3 server (s3rver: S3's REST API over files in a temp folder) on a free loopback port,
 * with one empty bucket. Anonymous GETs of an object are served, as from a public bucket or a CDN.
 */
export async function startS3Server(options: { bucket?: string; port?: number } = {}): Promise<LocalS3> {
  const bucket = options.bucket ?? "autoafrique-photos";
  const directory = await mkdtemp(join(tmpdir(), "aa-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: options.port ?? 0,
    silent: true,
    directory,
    // Path-style only, as the app addresses it.
    vhostBuckets: false,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const publicUrl = `${endpoint}/${bucket}`;
  return {
    endpoint,
    bucket,
    publicUrl,
    env: {
      S3_ENDPOINT: endpoint,
      S3_REGION: "us-east-1",
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: ACCESS_KEY,
      S3_PUBLIC_URL: publicUrl,
    },
    async stop() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

// `node tests/support/s3-server.ts` keeps one running for a manual try (S3_PORT, default 4568).
if (import.meta.main) {
  const s3 = await startS3Server({ port: Number(process.env.S3_PORT ?? 4568) });
  console.log(Object.entries(s3.env).map(([name, value]) => `${name}=${value}`).join("\n"));
  const stop = () => void s3.stop().then(() => process.exit(0));
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}
