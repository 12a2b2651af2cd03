/**
 * Chromium driven over a bare DevTools pipe, for the measure whose every millisecond is the user's: the cold
 * deep link (frontend.ts). Playwright watches a page closely: it turns on the network, runtime and lifecycle
 * events of every page and gives each frame a world of its own, so each of a cold page's 25 requests is
 * reported to it while the page loads, on the same two cores. Measured side by side, the same build, the same
 * Chromium and command line, opens alternated (7 pairs a page): 客户列表 1139 ms through Playwright against 1034
 * ms bare, 商机列表 1168 against 980, 收款管理 1121 against 979. A user's browser has no one watching, so the
 * cold link is measured bare: the browser is told only to open a window, put the cookie in, run the probe
 * before the page's scripts and answer what the probe found.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumOptions } from './support';

/** One DevTools message from the browser: an answer (`id`) or an event (`method`). */
type Message = {
  id?: number;
  method?: string;
  sessionId?: string;
  result?: Record<string, unknown>;
  error?: { message: string };
};

/** The DevTools protocol over Chromium's pipe (`--remote-debugging-pipe`: JSON messages ending in NUL). */
class Pipe {
  private lastId = 0;
  private readonly answers = new Map<number, (message: Message) => void>();
  private listeners: ((message: Message) => void)[] = [];
  private pending = '';

  constructor(
    private readonly toBrowser: NodeJS.WritableStream,
    fromBrowser: NodeJS.ReadableStream,
  ) {
    fromBrowser.on('data', (chunk: Buffer) => {
      this.pending += chunk.toString('utf8');
      for (let end = this.pending.indexOf('\0'); end >= 0; end = this.pending.indexOf('\0')) {
        const message = JSON.parse(this.pending.slice(0, end)) as Message;
        this.pending = this.pending.slice(end + 1);
        const answer = message.id === undefined ? undefined : this.answers.get(message.id);
        if (answer) {
          this.answers.delete(message.id!);
          answer(message);
        } else for (const listener of this.listeners) listener(message);
      }
    });
  }

  send<T = Record<string, unknown>>(method: string, params: object = {}, sessionId?: string): Promise<T> {
    const id = ++this.lastId;
    this.toBrowser.write(`${JSON.stringify({ id, method, params, sessionId })}\0`);
    return new Promise((resolve, reject) => {
      this.answers.set(id, (message) =>
        message.error ? reject(new Error(`${method}：${message.error.message}`)) : resolve(message.result as T),
      );
    });
  }

  /** The first event `matches` accepts from now on. */
  next(matches: (message: Message) => boolean): Promise<Message> {
    return new Promise((resolve) => {
      const listener = (message: Message) => {
        if (!matches(message)) return;
        this.listeners = this.listeners.filter((other) => other !== listener);
        resolve(message);
      };
      this.listeners.push(listener);
    });
  }
}

/** What a page opened bare is given and asked. */
export type BareOpen = {
  url: string;
  cookie?: { name: string; value: string };
  viewport: { width: number; height: number };
  /** Scripts run in the page before its own, in order. */
  initScripts: string[];
  /** An expression evaluated once the document has loaded; its value (a promise is awaited) is the answer. */
  answer: string;
};

export type BareChromium = {
  /** Opens `open.url` in a fresh browser context (its own cache and storage), answers `open.answer`'s value. */
  open<T>(open: BareOpen): Promise<T>;
  close(): Promise<void>;
};

/**
 * Chromium with Playwright's command line (read from the browser server Playwright starts), driven bare; `args`
 * are added to it (proxyTransport.ts: a self-signed certificate accepted, HTTP/2 off).
 */
export async function launchBareChromium(options: { args?: string[] } = {}): Promise<BareChromium> {
  const server = await chromium.launchServer(await chromiumOptions());
  const [executable, ...args] = server.process().spawnargs;
  await server.close();
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'yjf-bench-chromium-'));
  const child: ChildProcess = spawn(
    executable!,
    [
      ...args.filter((arg) => arg.startsWith('--') && !arg.startsWith('--user-data-dir=')),
      `--user-data-dir=${profile}`,
      '--no-startup-window',
      ...(options.args ?? []),
    ],
    { stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'] },
  );
  const pipe = new Pipe(child.stdio[3] as NodeJS.WritableStream, child.stdio[4] as NodeJS.ReadableStream);
  await pipe.send('Browser.getVersion');

  return {
    async open<T>({ url, cookie, viewport, initScripts, answer }: BareOpen): Promise<T> {
      const { browserContextId } = await pipe.send<{ browserContextId: string }>('Target.createBrowserContext');
      try {
        if (cookie) await pipe.send('Storage.setCookies', { browserContextId, cookies: [{ ...cookie, url }] });
        const { targetId } = await pipe.send<{ targetId: string }>('Target.createTarget', {
          url: 'about:blank',
          browserContextId,
        });
        const { sessionId } = await pipe.send<{ sessionId: string }>('Target.attachToTarget', {
          targetId,
          flatten: true,
        });
        // The page's own size, as Playwright's `viewport` sets it (a headless window's size includes its frame).
        await pipe.send(
          'Emulation.setDeviceMetricsOverride',
          { ...viewport, deviceScaleFactor: 1, mobile: false },
          sessionId,
        );
        await pipe.send('Page.enable', {}, sessionId);
        for (const source of initScripts)
          await pipe.send('Page.addScriptToEvaluateOnNewDocument', { source }, sessionId);
        const loaded = pipe.next(
          (message) => message.sessionId === sessionId && message.method === 'Page.domContentEventFired',
        );
        await pipe.send('Page.navigate', { url }, sessionId);
        await loaded;
        const evaluated = await pipe.send<{
          result: { value: T };
          exceptionDetails?: { exception?: { description?: string } };
        }>('Runtime.evaluate', { expression: answer, awaitPromise: true, returnByValue: true }, sessionId);
        if (evaluated.exceptionDetails) throw new Error(evaluated.exceptionDetails.exception?.description ?? answer);
        return evaluated.result.value;
      } finally {
        await pipe.send('Target.disposeBrowserContext', { browserContextId });
      }
    },
    async close() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      await pipe.send('Browser.close').catch(() => undefined);
      await exited;
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}
