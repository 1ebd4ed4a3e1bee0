import { CopyObjectCommand, DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import type { Storage } from "./storage-contract.ts";
import { STORED_FILE_CACHE_CONTROL, assertStorageKey } from "./storage-key.ts";

export interface S3Config {
  /** Unset → AWS's own endpoint for the region. */
  endpoint?: string;
  /** Unset → us-east-1, which most S3-compatible servers accept whatever their location. */
  region?: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The bucket's or its CDN's public origin (and path): browsers fetch `${publicUrl}/${key}`. */
  publicUrl: string;
}

export interface StoredObject {
  size: number;
  /** The object's ETag without its quotes: the MD5 of the bytes for a plain (single-part) upload. */
  etag: string | undefined;
}

/** The bucket adapter, plus what copying a disk into it needs. */
export interface S3Storage extends Storage {
  /** The objects right in `folder` (not in its sub-folders), by key: one request per page (1 000, S3's most). */
  list(folder: string, pageSize?: number): Promise<Map<string, StoredObject>>;
}

function isMissing(error: unknown): boolean {
  return (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;
}

/** The `x-amz-copy-source` of a key: the bucket, then the key with each segment URL-encoded. */
function copySource(bucket: string, key: string): string {
  return `${bucket}/${key.split("/").map(encodeURIComponent).join("/")}`;
}

/**
 * An S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, Garage, Scaleway…). Path-style addresses
 * (`endpoint/bucket/key`, no bucket sub-domain to resolve) and checksums only where the API demands
 * them: the SDK's newer default CRC32 headers are refused by many servers other than AWS's.
 */
export function createS3Storage(config: S3Config): S3Storage {
  const { bucket } = config;
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region ?? "us-east-1",
    forcePathStyle: true,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    // A posting waits on these writes: an unreachable bucket fails the request instead of hanging it.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
  });
  return {
    async put(key, data, contentType) {
      assertStorageKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: data,
          ContentLength: data.byteLength,
          ContentType: contentType,
          CacheControl: STORED_FILE_CACHE_CONTROL,
          ContentDisposition: "inline",
        }),
      );
    },
    async copy(from, to) {
      assertStorageKey(from);
      assertStorageKey(to);
      // Server-side: no byte passes through the app; Content-Type and Cache-Control come along
      // (the default metadata directive copies them).
      await client.send(new CopyObjectCommand({ Bucket: bucket, Key: to, CopySource: copySource(bucket, from) }));
    },
    async get(key) {
      assertStorageKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : Buffer.alloc(0);
      } catch (error) {
        if (isMissing(error) || (error as { name?: string }).name === "NoSuchKey") return undefined;
        throw error;
      }
    },
    async remove(key) {
      assertStorageKey(key);
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
    async list(folder, pageSize = 1000) {
      const objects = new Map<string, StoredObject>();
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: `${folder}/`, Delimiter: "/", MaxKeys: pageSize, ContinuationToken }),
        );
        for (const object of page.Contents ?? []) {
          if (object.Key) objects.set(object.Key, { size: object.Size ?? 0, etag: object.ETag?.replaceAll('"', "") });
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return objects;
    },
    publicBase: config.publicUrl,
  };
}
