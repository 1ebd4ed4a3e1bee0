import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import type { S3Config } from "../s3-storage.server.ts";

export interface BucketObject {
  bucket: string;
  key: string;
  size: number;
  /** Without its quotes: the MD5 of the bytes for a plain upload, something else for a multipart one. */
  etag: string | undefined;
}

/**
 * Every object of `bucket` (all folders), page by page: what an archive records of photos kept in
 * object storage. The objects themselves stay there; the operator keeps them with the bucket's
 * versioning or replication (docs/backups.md).
 */
export async function* listBucket(config: S3Config, bucket: string): AsyncGenerator<BucketObject> {
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region ?? "us-east-1",
    forcePathStyle: true,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  try {
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, MaxKeys: 1000, ContinuationToken }));
      for (const object of page.Contents ?? []) {
        if (object.Key) yield { bucket, key: object.Key, size: object.Size ?? 0, etag: object.ETag?.replaceAll('"', "") };
      }
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  } finally {
    client.destroy();
  }
}

/** The buckets a server's photos live in: the public one, and S3_PRIVATE_BUCKET when it is another (else `private/` in the same one). */
export const bucketsOf = (config: S3Config, privateBucket: string | undefined) => [...new Set([config.bucket, privateBucket ?? config.bucket])];
