import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** An object as the fake keeps it. */
export type FakeObject = { body: Buffer; contentType: string; etag: string; lastModified: Date };

export type FakeS3 = {
  /** `http://127.0.0.1:<port>` */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The S3_* variables that point the server at this fake (path style). */
  env: Record<string, string>;
  /** What the bucket holds under a key (undefined when nothing). */
  object(key: string, bucket?: string): FakeObject | undefined;
  /** Puts an object straight into the bucket, as another program writing to it would. */
  putDirect(key: string, body: Buffer, contentType?: string, bucket?: string): void;
  /** The requests received, `GET /bucket/key?list-type=2` style, oldest first. */
  requests: string[];
  close(): Promise<void>;
};

const XMLNS = 'http://s3.amazonaws.com/doc/2006-03-01/';
/** How far a request's x-amz-date may be from now (S3's RequestTimeTooSkewed). */
const MAX_SKEW_MS = 15 * 60_000;

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);
const sha256Hex = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();
/** RFC 3986 encoding, as SigV4 canonicalises query parameters. */
const uriEscape = (text: string) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

class S3Failure extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** The parameters of a raw query string, decoded, in order. */
function queryPairs(rawQuery: string): [string, string][] {
  if (!rawQuery) return [];
  return rawQuery.split('&').map((part) => {
    const at = part.indexOf('=');
    const name = at < 0 ? part : part.slice(0, at);
    const value = at < 0 ? '' : part.slice(at + 1);
    return [decodeURIComponent(name), decodeURIComponent(value)];
  });
}

/**
 * Checks the request's AWS Signature Version 4 (the `Authorization` header form) the way S3 does: the
 * canonical request is rebuilt from what arrived, signed with the secret this server knows, and compared.
 */
function verifySignature(
  request: http.IncomingMessage,
  body: Buffer,
  keys: { accessKeyId: string; secretAccessKey: string; region: string },
): void {
  const authorization = request.headers.authorization;
  if (!authorization) throw new S3Failure(403, 'AccessDenied', 'Access Denied');
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/([^/]+)\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(
      authorization,
    );
  if (!match) throw new S3Failure(400, 'AuthorizationHeaderMalformed', 'The authorization header is malformed');
  const [, accessKeyId, day, region, service, signedHeaders, signature] = match as unknown as string[];
  if (accessKeyId !== keys.accessKeyId) {
    throw new S3Failure(403, 'InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.');
  }
  if (region !== keys.region || service !== 's3') {
    throw new S3Failure(
      400,
      'AuthorizationHeaderMalformed',
      `the region '${region}' is wrong; expecting '${keys.region}'`,
    );
  }
  const amzDate = String(request.headers['x-amz-date'] ?? '');
  const at = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(amzDate);
  if (!at || !amzDate.startsWith(day!)) throw new S3Failure(403, 'AccessDenied', 'x-amz-date is missing or invalid');
  const sentAt = Date.UTC(+at[1]!, +at[2]! - 1, +at[3]!, +at[4]!, +at[5]!, +at[6]!);
  if (Math.abs(Date.now() - sentAt) > MAX_SKEW_MS) {
    throw new S3Failure(
      403,
      'RequestTimeTooSkewed',
      'The difference between the request time and the current time is too large.',
    );
  }
  const payloadHash = String(request.headers['x-amz-content-sha256'] ?? '');
  if (!payloadHash)
    throw new S3Failure(400, 'InvalidRequest', 'Missing required header for this request: x-amz-content-sha256');
  if (payloadHash !== 'UNSIGNED-PAYLOAD') {
    if (!/^[0-9a-f]{64}$/.test(payloadHash)) {
      throw new S3Failure(501, 'NotImplemented', `this fake does not take x-amz-content-sha256: ${payloadHash}`);
    }
    if (payloadHash !== sha256Hex(body)) {
      throw new S3Failure(
        400,
        'XAmzContentSHA256Mismatch',
        "The provided 'x-amz-content-sha256' header does not match what was computed.",
      );
    }
  }
  const headerNames = signedHeaders!.split(';');
  if (!headerNames.includes('host')) throw new S3Failure(403, 'AccessDenied', 'the host header must be signed');
  const rawUrl = request.url ?? '/';
  const queryAt = rawUrl.indexOf('?');
  const path = queryAt < 0 ? rawUrl : rawUrl.slice(0, queryAt);
  const query = queryPairs(queryAt < 0 ? '' : rawUrl.slice(queryAt + 1))
    .map(([name, value]) => [uriEscape(name), uriEscape(value)] as const)
    .sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  const headerLines = headerNames.map((name) => {
    const value = request.headers[name];
    const text = Array.isArray(value) ? value.join(',') : (value ?? '');
    return `${name}:${text.trim().replace(/\s+/g, ' ')}`;
  });
  const canonicalRequest = [request.method, path, query, ...headerLines, '', signedHeaders, payloadHash].join('\n');
  const scope = `${day}/${region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${keys.secretAccessKey}`, day!), region!), 's3'), 'aws4_request');
  const expected = createHmac('sha256', signingKey).update(stringToSign).digest();
  if (!timingSafeEqual(expected, Buffer.from(signature!, 'hex'))) {
    throw new S3Failure(
      403,
      'SignatureDoesNotMatch',
      'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
    );
  }
}

/**
 * A small S3 for tests on 127.0.0.1 at a random port: path-style PutObject, GetObject, HeadObject,
 * DeleteObject and ListObjectsV2 (prefix, max-keys, continuation tokens), S3's error documents (NoSuchKey,
 * NoSuchBucket, ...), and AWS SigV4 verification with the one key pair it knows, so a wrong secret fails
 * with SignatureDoesNotMatch as it would on real S3.
 *
 * @example const s3 = await startFakeS3(); const server = await startTestServer({ ...s3.env });
 */
export async function startFakeS3(
  options: { bucket?: string; region?: string; accessKeyId?: string; secretAccessKey?: string } = {},
): Promise<FakeS3> {
  const bucket = options.bucket ?? 'yjf-test';
  const region = options.region ?? 'us-east-1';
  const accessKeyId = options.accessKeyId ?? 'FAKEACCESSKEY';
  const secretAccessKey = options.secretAccessKey ?? 'fake-secret-key-0123456789';
  const buckets = new Map<string, Map<string, FakeObject>>([[bucket, new Map()]]);
  const requests: string[] = [];

  const store = (name: string, key: string, body: Buffer, contentType: string) =>
    buckets.get(name)!.set(key, {
      body,
      contentType,
      etag: `"${createHash('md5').update(body).digest('hex')}"`,
      lastModified: new Date(Math.floor(Date.now() / 1000) * 1000),
    });

  const handle = (request: http.IncomingMessage, body: Buffer, response: http.ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    // The raw path: a key may hold `..` or `//`, which URL parsing would fold.
    const resource = (request.url ?? '/').split('?')[0]!;
    const segments = resource.split('/');
    const bucketName = decodeURIComponent(segments[1] ?? '');
    const key = segments.slice(2).map(decodeURIComponent).join('/');
    verifySignature(request, body, { accessKeyId, secretAccessKey, region });
    const objects = buckets.get(bucketName);
    if (!bucketName) throw new S3Failure(501, 'NotImplemented', 'ListBuckets is not implemented by this fake');
    if (!objects) throw new S3Failure(404, 'NoSuchBucket', 'The specified bucket does not exist');
    const method = request.method;

    if (!key) {
      if (method !== 'GET' || url.searchParams.get('list-type') !== '2') {
        throw new S3Failure(501, 'NotImplemented', `${method} on a bucket is not implemented by this fake`);
      }
      if (url.searchParams.has('delimiter')) throw new S3Failure(501, 'NotImplemented', 'delimiter is not implemented');
      const prefix = url.searchParams.get('prefix') ?? '';
      const maxKeysText = url.searchParams.get('max-keys');
      const maxKeys = maxKeysText === null ? 1000 : Number(maxKeysText);
      if (!Number.isInteger(maxKeys) || maxKeys < 0) throw new S3Failure(400, 'InvalidArgument', 'Invalid max-keys');
      const token = url.searchParams.get('continuation-token');
      let after = url.searchParams.get('start-after') ?? '';
      if (token !== null) {
        const decoded = Buffer.from(token, 'base64url').toString('utf8');
        if (!decoded.startsWith('after:'))
          throw new S3Failure(400, 'InvalidArgument', 'The continuation token provided is incorrect');
        after = decoded.slice('after:'.length);
      }
      // S3 lists keys in UTF-8 binary order.
      const keys = [...objects.keys()]
        .filter((k) => k.startsWith(prefix) && Buffer.compare(Buffer.from(k), Buffer.from(after)) > 0)
        .sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
      const page = keys.slice(0, Math.min(maxKeys, 1000));
      const truncated = keys.length > page.length;
      const encode = url.searchParams.get('encoding-type') === 'url' ? encodeURIComponent : (k: string) => k;
      const xml = [
        `<?xml version="1.0" encoding="UTF-8"?>`,
        `<ListBucketResult xmlns="${XMLNS}">`,
        `<Name>${escapeXml(bucketName)}</Name><Prefix>${escapeXml(encode(prefix))}</Prefix>`,
        `<KeyCount>${page.length}</KeyCount><MaxKeys>${maxKeys}</MaxKeys><IsTruncated>${truncated}</IsTruncated>`,
        token === null ? '' : `<ContinuationToken>${escapeXml(token)}</ContinuationToken>`,
        truncated
          ? `<NextContinuationToken>${Buffer.from(`after:${page.at(-1)}`).toString('base64url')}</NextContinuationToken>`
          : '',
        url.searchParams.has('encoding-type') ? `<EncodingType>url</EncodingType>` : '',
        ...page.map((k) => {
          const object = objects.get(k)!;
          return (
            `<Contents><Key>${escapeXml(encode(k))}</Key><LastModified>${object.lastModified.toISOString()}</LastModified>` +
            `<ETag>${escapeXml(object.etag)}</ETag><Size>${object.body.length}</Size><StorageClass>STANDARD</StorageClass></Contents>`
          );
        }),
        `</ListBucketResult>`,
      ].join('');
      response.writeHead(200, { 'Content-Type': 'application/xml' });
      response.end(xml);
      return;
    }

    switch (method) {
      case 'PUT': {
        if (request.headers['x-amz-copy-source'])
          throw new S3Failure(501, 'NotImplemented', 'CopyObject is not implemented');
        store(bucketName, key, body, String(request.headers['content-type'] ?? 'binary/octet-stream'));
        response.writeHead(200, { ETag: objects.get(key)!.etag });
        response.end();
        return;
      }
      case 'GET':
      case 'HEAD': {
        const object = objects.get(key);
        if (!object) throw new S3Failure(404, 'NoSuchKey', 'The specified key does not exist.');
        response.writeHead(200, {
          'Content-Type': object.contentType,
          'Content-Length': object.body.length,
          ETag: object.etag,
          'Last-Modified': object.lastModified.toUTCString(),
          'Accept-Ranges': 'bytes',
        });
        response.end(method === 'GET' ? object.body : undefined);
        return;
      }
      case 'DELETE': {
        // S3 answers 204 whether or not the key was there.
        objects.delete(key);
        response.writeHead(204);
        response.end();
        return;
      }
      default:
        throw new S3Failure(
          405,
          'MethodNotAllowed',
          `The specified method is not allowed against this resource: ${resource}`,
        );
    }
  };

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      requests.push(`${request.method} ${request.url}`);
      try {
        handle(request, Buffer.concat(chunks), response);
      } catch (error) {
        const failure =
          error instanceof S3Failure ? error : new S3Failure(500, 'InternalError', (error as Error).message);
        const xml =
          `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${failure.code}</Code>` +
          `<Message>${escapeXml(failure.message)}</Message><Resource>${escapeXml(request.url ?? '/')}</Resource>` +
          `<RequestId>fake-${requests.length}</RequestId></Error>`;
        response.writeHead(failure.status, {
          'Content-Type': 'application/xml',
          'x-amz-request-id': `fake-${requests.length}`,
        });
        // A HEAD answer has no body: the SDK reads the status alone.
        response.end(request.method === 'HEAD' ? undefined : xml);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    endpoint,
    bucket,
    region,
    accessKeyId,
    secretAccessKey,
    env: {
      S3_ENDPOINT: endpoint,
      S3_REGION: region,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: accessKeyId,
      S3_SECRET_ACCESS_KEY: secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    object: (key, name = bucket) => buckets.get(name)?.get(key),
    putDirect: (key, body, contentType = 'binary/octet-stream', name = bucket) =>
      void store(name, key, body, contentType),
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
