import { create } from 'tar';
import { ReleaseError } from './releaseRegistry';

/**
 * Releases made on a running server over HTTP, as an area team's pipeline makes them: the build folder packed as
 * a `.tar.gz` and uploaded to `/api/deploy/upload` (live, or as the area's candidate), the live switch and the rollback, each with a deploy token
 * (发布管理 → 部署令牌) for the area. The server checks the token; its answer (Chinese) is what the tool prints.
 */
export type ReleaseServer = { url: string; token: string };

/** Uploads unpack and copy a whole build: they may take longer than an ordinary call. */
const UPLOAD_TIMEOUT_MS = 180_000;
const CALL_TIMEOUT_MS = 30_000;

/** A build folder as a gzipped tarball of its files (paths relative to the folder). */
export async function packBuild(dir: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const stream = create({ gzip: true, cwd: dir, portable: true }, ['.']);
  for await (const chunk of stream as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

async function call<T>(server: ReleaseServer, path: string, init: RequestInit, timeoutMs: number): Promise<T> {
  const url = new URL(path, server.url.endsWith('/') ? server.url : `${server.url}/`);
  let response: Response;
  try {
    response = await fetch(url, {
      ...init,
      headers: { ...init.headers, authorization: `Bearer ${server.token}` },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw new ReleaseError(`无法连接 ${url.origin}：${error instanceof Error ? error.message : String(error)}`);
  }
  const body = (await response.json().catch(() => null)) as { message?: string } | null;
  if (!response.ok) throw new ReleaseError(body?.message ?? `服务器返回 ${response.status}`);
  return body as T;
}

/**
 * Publishes a build folder as a new version of `area`: live at once, unless `activate` is false or it goes up as
 * the area's `candidate` (live for nobody until 发布管理 gives it to a canary or promotes it).
 */
export async function uploadRelease(
  server: ReleaseServer,
  area: string,
  buildDir: string,
  { activate = true, candidate = false }: { activate?: boolean; candidate?: boolean } = {},
): Promise<{ version: string; message: string }> {
  const form = new FormData();
  // The fields go before the file, so the server knows them when the file arrives.
  form.append('area', area);
  form.append('activate', String(activate && !candidate));
  form.append('candidate', String(candidate));
  form.append('file', new Blob([new Uint8Array(await packBuild(buildDir))]), `${area}.tar.gz`);
  return call(server, 'api/deploy/upload', { method: 'POST', body: form }, UPLOAD_TIMEOUT_MS);
}

const json = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

/** Makes a published version of `area` live. */
export const switchRelease = (server: ReleaseServer, area: string, version: string) =>
  call<{ live: string; message: string }>(
    server,
    'api/deploy/switch',
    { ...json({ area, version }), method: 'PUT' },
    CALL_TIMEOUT_MS,
  );

/** Returns `area` to the version live before. */
export const rollbackRelease = (server: ReleaseServer, area: string) =>
  call<{ live: string; message: string }>(server, 'api/deploy/rollback', json({ area }), CALL_TIMEOUT_MS);
