import type { AddressInfo } from 'node:net';
import { Worker } from 'node:worker_threads';
import { PerformanceObserver } from 'node:perf_hooks';
import { startTestServer, type TestServer } from '../../../test/testServer';
import { signIn } from '../../../test/session';
import { archiveBombs, multipart } from './testing/releaseArchives';

/** How soon /api/health/live answers while a release is unpacked: a proxy's liveness probe waits for less. */
const LIVE_WITHIN_MS = 100;
/**
 * How many probes may be held up beyond it, and by how much. The server shares this test worker's process, heap and
 * two cores with the other test worker, whose suite may be at its busiest: probes held by the machine, not by the
 * unpacking, were seen once at 143 ms, once at 517 ms, and twice in one CI run (PostgreSQL suite). An unpacking runs
 * 34-86 probes here, quiet or under stress-ng, nearly all under 25 ms: so a tenth of them (at least one) may be slow,
 * none beyond a proxy's liveness timeout of a second (Kubernetes' default timeoutSeconds). Before the unpacking left
 * the event loop, a zip bomb held every probe for 1.4-3.3 s and a tar.gz bomb let one probe through in all (fewer
 * than three): both still fail here, by the share and by the count of probes, whatever these bounds.
 */
const SLOW_PROBES_SHARE = 0.1;
const ONE_PROBE_WITHIN_MS = 1000;

/**
 * Asks a URL once to warm up (the thread's first request opens its connection) and says `ready`; then asks again
 * and again, 10 ms apart, until told to stop, and posts how long each answer took.
 */
const PROBER = `
const { parentPort, workerData } = require('node:worker_threads');
const waits = [];
let stopped = false;
parentPort.once('message', () => (stopped = true));
const probe = async () => {
  const started = performance.now();
  const response = await fetch(workerData.url);
  await response.arrayBuffer();
  return performance.now() - started;
};
(async () => {
  await probe();
  parentPort.postMessage('ready');
  while (!stopped) {
    waits.push(await probe());
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  parentPort.postMessage(waits);
})();
`;

/**
 * A release archive that unpacks to far more than the limit (a zip bomb, a tar.gz bomb) is refused, and while the
 * server unpacks it the process keeps answering: measured on a listening server, over real sockets, as a proxy's
 * liveness probe sees it.
 */
describe('release archive bombs', () => {
  let server: TestServer;
  let base: string;
  let platform: string;
  let bombs: { zip: Buffer; tgz: Buffer };

  beforeAll(async () => {
    server = await startTestServer();
    await server.app.listen({ host: '127.0.0.1', port: 0 });
    base = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
    platform = await signIn(server, '13800000000');
    bombs = archiveBombs();
    // What happens once in a process, on the event loop this test shares with the server, happens before the
    // probes: this thread's first fetch loads its HTTP client, the first upload the multipart parser.
    const warmUp = await upload('warm-up.zip', Buffer.from('not a zip'));
    expect(warmUp).toEqual({ status: 400, body: { status: 400, message: '不是有效的 zip 压缩包' } });
  });
  afterAll(() => server.close());

  /** Uploads an archive as the release screen does; answers the status and the body. */
  async function upload(fileName: string, data: Buffer) {
    const { body, contentType } = multipart([
      { name: 'area', value: 'system' },
      { name: 'file', fileName, data },
    ]);
    const response = await fetch(`${base}/api/deploy/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${platform}`, 'content-type': contentType },
      body: new Uint8Array(body),
    });
    return { status: response.status, body: (await response.json()) as unknown };
  }

  /**
   * Uploads an archive; meanwhile a prober on a thread of its own (a client the server's event loop cannot hold up,
   * as a proxy is) asks /api/health/live again and again. Answers the upload's answer and each probe's wait.
   */
  async function uploadWhileProbing(fileName: string, data: Buffer) {
    const prober = new Worker(PROBER, { eval: true, workerData: { url: `${base}/api/health/live` } });
    const next = () =>
      new Promise<unknown>((resolve, reject) => {
        prober.once('message', resolve);
        prober.once('error', reject);
      });
    expect(await next()).toBe('ready');
    const waits = next() as Promise<number[]>;
    let answer: Awaited<ReturnType<typeof upload>>;
    try {
      answer = await upload(fileName, data);
    } finally {
      prober.postMessage('stop');
    }
    return { answer, waits: await waits };
  }

  /**
   * One measured unpacking of a bomb: the upload's answer, each probe's wait, and the longest pause of this process's
   * garbage collector meanwhile (the server shares the test worker's heap with every suite it ran before).
   */
  async function measuredUnpacking(fileName: string, data: Buffer) {
    let longestGc = 0;
    const gc = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) longestGc = Math.max(longestGc, Math.round(entry.duration));
    });
    gc.observe({ entryTypes: ['gc'] });
    try {
      const { answer, waits } = await uploadWhileProbing(fileName, data);
      const slow = waits.filter((wait) => wait >= LIVE_WITHIN_MS).length;
      const allowed = Math.max(1, Math.floor(waits.length * SLOW_PROBES_SHARE));
      const timely = slow <= allowed && Math.max(...waits) < ONE_PROBE_WITHIN_MS && waits.length >= 3;
      return { answer, timely, waits: waits.map(Math.round), longestGc };
    } finally {
      gc.disconnect();
    }
  }

  it.each([
    ['zip', 'system-dist.zip'],
    ['tar.gz', 'system-dist.tar.gz'],
  ])('refuses a %s bomb, and /api/health/live answers within 100 ms while it is unpacked', async (_kind, fileName) => {
    const data = fileName.endsWith('.zip') ? bombs.zip : bombs.tgz;
    expect(data.length).toBeLessThan(1024 * 1024);
    // A second unpacking is measured only when the first was not timely. The unpacking this guards against (on the
    // event loop) fails every time, the same way; a pause of the machine's (the other test worker at its busiest, a
    // collection of this worker's heap: CI's PostgreSQL run once saw one probe wait 1.1 s) seldom comes twice.
    const attempts = [await measuredUnpacking(fileName, data)];
    if (!attempts[0]!.timely) attempts.push(await measuredUnpacking(fileName, data));
    for (const { answer } of attempts) {
      expect(answer).toEqual({ status: 400, body: { status: 400, message: '压缩包解压后超过 200MB' } });
    }
    // The waits (and the collector's longest pause) are printed beside the verdict when it fails.
    expect(attempts.some(({ timely }) => timely) ? [] : attempts).toEqual([]);
    expect(server.releases.read().areas.system).toBeUndefined();
  });
});
