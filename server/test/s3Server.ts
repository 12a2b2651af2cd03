import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/**
 * A real S3 server for the tests: s3rver (npm), which keeps its buckets in a folder and speaks S3's REST API to
 * the AWS SDK as AWS does (path-style addresses). It does not check SigV4 signatures (fakeS3.ts does, for the
 * adapter's own test); everything else here runs against it.
 */
export type S3Server = {
  endpoint: string;
  /** The variables that put the server's files in `bucket` (FILES_BUCKET and the S3_* connection). */
  env: Record<string, string>;
  close(): Promise<void>;
};

/** s3rver's built-in account: the key pair it accepts. */
export const S3RVER_KEYS = { S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' } as const;

/** Starts s3rver on a free loopback port with the named buckets, empty, in a folder of its own. */
export async function startS3Server(
  options: { buckets?: string[]; port?: number; directory?: string } = {},
): Promise<S3Server> {
  const buckets = options.buckets ?? ['yjf-files'];
  const directory = options.directory ?? fs.mkdtempSync(path.join(os.tmpdir(), 'yjf-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: options.port ?? 0,
    silent: true,
    directory,
    configureBuckets: buckets.map((name) => ({ name, configs: [] })),
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    env: { S3_ENDPOINT: endpoint, S3_FORCE_PATH_STYLE: 'true', ...S3RVER_KEYS, FILES_BUCKET: buckets[0]! },
    close: async () => {
      await server.close();
      if (!options.directory) fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
