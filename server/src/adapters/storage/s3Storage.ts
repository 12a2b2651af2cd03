import fs from 'node:fs';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../../config';
import { ObjectStorageError, type ObjectStorage } from './ObjectStorage';

/** An object key S3 takes: 1 to 1024 bytes, no control characters, not starting with a slash. */
function assertObjectKey(key: string): void {
  // eslint-disable-next-line no-control-regex
  if (!key || Buffer.byteLength(key) > 1024 || key.startsWith('/') || /[\u0000-\u001f\u007f]/.test(key)) {
    throw new Error(`invalid object key: ${JSON.stringify(key)}`);
  }
}

/** S3's answer turned into an ObjectStorageError; anything else (a programming error) is rethrown as is. */
function bucketError(error: unknown): never {
  if (error instanceof S3ServiceException) throw new ObjectStorageError(error.name, error.message || error.name);
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && /^E[A-Z]+/.test(code)) throw new ObjectStorageError(code, (error as Error).message);
  throw error;
}

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404);

/**
 * An S3-compatible bucket through the AWS SDK: AWS, MinIO, Cloudflare R2, Aliyun OSS, Qiniu Kodo... Every
 * request is signed with AWS SigV4; checksums are sent only where S3 requires them, which every
 * S3-compatible server understands.
 */
export function s3Storage(config: S3Config): ObjectStorage {
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 2,
  });
  const Bucket = config.bucket;
  return {
    name: 's3',
    bucket: Bucket,
    endpoint: config.endpoint ?? null,
    async put(key, data, contentType) {
      assertObjectKey(key);
      await client
        .send(new PutObjectCommand({ Bucket, Key: key, Body: data, ContentType: contentType }))
        .catch(bucketError);
    },
    async putFile(key, file, contentType) {
      assertObjectKey(key);
      const Body = fs.createReadStream(file.path);
      try {
        await client
          .send(new PutObjectCommand({ Bucket, Key: key, Body, ContentLength: file.size, ContentType: contentType }))
          .catch(bucketError);
      } finally {
        Body.destroy();
      }
    },
    async get(key) {
      assertObjectKey(key);
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!(answer.Body instanceof Readable)) throw new ObjectStorageError('NoBody', 'the object has no body');
        return { body: answer.Body, size: answer.ContentLength ?? 0 };
      } catch (error) {
        if (isMissing(error)) return null;
        return bucketError(error);
      }
    },
    async remove(key) {
      assertObjectKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key })).catch(bucketError);
    },
    async list({ prefix, continuationToken, maxKeys } = {}) {
      const answer = await client
        .send(
          new ListObjectsV2Command({
            Bucket,
            Prefix: prefix || undefined,
            ContinuationToken: continuationToken,
            MaxKeys: maxKeys,
          }),
        )
        .catch(bucketError);
      return {
        objects: (answer.Contents ?? []).flatMap((item) =>
          item.Key
            ? [
                {
                  key: item.Key,
                  size: item.Size ?? 0,
                  lastModified: item.LastModified ?? null,
                  etag: (item.ETag ?? '').replace(/"/g, ''),
                },
              ]
            : [],
        ),
        nextToken: answer.IsTruncated ? answer.NextContinuationToken : undefined,
      };
    },
    publicUrlOf(key) {
      if (!config.publicUrl) return null;
      return `${config.publicUrl.replace(/\/+$/, '')}/${key.split('/').map(encodeURIComponent).join('/')}`;
    },
  };
}
