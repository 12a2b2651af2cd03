import type { FileStorage } from './FileStorage';

/*
 * What 对象存储 works with, apart from the AWS SDK that s3Storage.ts brings: the server loads that module (and
 * the SDK, about 20 MiB of a process) only when the S3_* variables configure a bucket.
 */

/** One object of a bucket listing. */
export type StoredObject = { key: string; size: number; lastModified: Date | null; etag: string };

/** One page of a bucket listing; `nextToken` asks for the next (absent on the last page). */
export type ObjectPage = { objects: StoredObject[]; nextToken: string | undefined };

/** A bucket: the files of FileStorage under any object key, plus what 对象存储 shows (listing, where it is). */
export type ObjectStorage = FileStorage & {
  readonly bucket: string;
  /** The endpoint as configured (AWS itself when unset). */
  readonly endpoint: string | null;
  list(options?: { prefix?: string; continuationToken?: string; maxKeys?: number }): Promise<ObjectPage>;
  /** The object's public address when S3_PUBLIC_URL says the bucket is public; else null. */
  publicUrlOf(key: string): string | null;
};

/** A failure of the bucket itself (wrong key, no such bucket, unreachable), with S3's code when it gave one. */
export class ObjectStorageError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}
