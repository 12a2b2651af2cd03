import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import {
  bearer,
  CLUSTER_BUCKET,
  CLUSTER_DIR,
  INSTANCE_A,
  INSTANCE_B,
  passwordSignIn,
  PROXY,
  S3_DIR,
} from './clusterTargets';

/** A small real PNG, as a phone's camera hands one over. */
const PICTURE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('an attachment uploaded through one instance is served by the other and through nginx, from the bucket (no shared folder)', async ({
  request,
}) => {
  const { token } = await (
    await request.post(`${INSTANCE_A}/auth/login`, { data: passwordSignIn('13800000001') })
  ).json();
  const uploaded = await request.post(`${INSTANCE_A}/api/files/attachment`, {
    headers: bearer(token),
    multipart: { file: { name: '现场照片.png', mimeType: 'image/png', buffer: PICTURE } },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(200);
  const { fileFullPath } = (await uploaded.json()) as { fileFullPath: string };

  for (const target of [INSTANCE_B, PROXY, INSTANCE_A]) {
    const served = await request.get(`${target}${fileFullPath}`, { headers: { cookie: `YJF-TOKEN=${token}` } });
    expect(served.status(), target).toBe(200);
    expect(served.headers()['content-type'], target).toBe('image/png');
    expect(Buffer.compare(await served.body(), PICTURE), target).toBe(0);
  }
  // In the bucket, not in any instance's folder.
  const name = path.basename(fileFullPath);
  const inFolders = fs
    .readdirSync(CLUSTER_DIR, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith(name));
  expect(inFolders).toEqual([]);
  const inBucket = fs
    .readdirSync(path.join(S3_DIR, CLUSTER_BUCKET), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.includes(name));
  expect(inBucket.length).toBeGreaterThan(0);
});
