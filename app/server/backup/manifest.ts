import { z } from "zod";

/** Bumped when an archive's layout changes so that an older restore refuses what it cannot read. */
export const BACKUP_FORMAT_VERSION = 1;
export const MANIFEST_NAME = "manifest.json";
/** The PostgreSQL dump (`pg_dump --format=custom`) in a PostgreSQL archive. */
export const POSTGRES_DUMP_NAME = "database.pgdump";
/** The objects of the buckets, one JSON object a line: archives of a server whose photos are in S3. */
export const BUCKET_LIST_NAME = "bucket-objects.jsonl";
/** Everything under this folder of the archive goes to the same path under DATA_DIR. */
export const DATA_PREFIX = "data/";
/** The embedded database's own files, under DATA_PREFIX. */
export const EMBEDDED_DB_FOLDER = "db";
/** What a restore takes from an archive into DATA_DIR besides the database, in DATA_DIR's own names. */
export const DATA_FOLDERS = ["uploads", "private"] as const;
/** Generated on a server's first start when unset (AUTH_SECRET, VAPID_*): without them sessions and push subscriptions break. */
export const DATA_KEY_FILES = ["auth-secret", "vapid-keys.json"] as const;

const fileSchema = z.object({ path: z.string(), size: z.number().int().min(0), sha256: z.string().regex(/^[0-9a-f]{64}$/) });

const manifestSchema = z.object({
  format: z.literal("autoafrique-backup"),
  version: z.number().int(),
  createdAt: z.string(),
  app: z.object({ commit: z.string().optional(), node: z.string() }),
  database: z.object({
    kind: z.enum(["pglite", "postgres"]),
    /** PostgreSQL: the server's version; the embedded database: PGlite's. */
    version: z.string(),
    /** Every table's rows at the instant the database was copied, by `schema.table`. */
    tables: z.record(z.string(), z.number().int().min(0)),
  }),
  storage: z.discriminatedUnion("kind", [
    z.object({ kind: z.literal("disk"), files: z.number().int(), bytes: z.number().int() }),
    z.object({
      kind: z.literal("s3"),
      buckets: z.array(z.object({ bucket: z.string(), objects: z.number().int(), bytes: z.number().int() })),
    }),
  ]),
  /** Folders to make even when empty (the embedded database's), by their path in the archive. */
  directories: z.array(z.string()),
  files: z.array(fileSchema),
  /** Photos stored once under several names (the disk storage links a copied photo): each `path` is `target`'s bytes. */
  links: z.array(z.object({ path: z.string(), target: z.string() })),
});

export type Manifest = z.infer<typeof manifestSchema>;
export type ManifestFile = z.infer<typeof fileSchema>;

export function parseManifest(text: string): Manifest {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error("manifest.json is not JSON");
  }
  const result = manifestSchema.safeParse(json);
  if (!result.success) throw new Error(`manifest.json is not an AutoAfrique backup manifest (${result.error.issues[0]?.message})`);
  if (result.data.version > BACKUP_FORMAT_VERSION) {
    throw new Error(
      `archive format ${result.data.version} is newer than this version of the app reads (${BACKUP_FORMAT_VERSION}): restore with the app that made it`,
    );
  }
  return result.data;
}

/** A path the archive may hold: relative, no `..`, no empty segment. */
export function isSafeArchivePath(path: string): boolean {
  return path.length > 0 && !path.startsWith("/") && !path.includes("\\") && path.split("/").every((part) => part !== "" && part !== "." && part !== "..");
}
