import type { NoticeChannel } from '../src/db/notices';
import type { TestServer } from './testServer';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * What one notice channel carries, as a test instance hears it. On PostgreSQL a notice crosses a connection of
 * its own and arrives a moment after the commit, later still on a busy machine: a test waits for the notices it
 * expects (`atLeast`), never reads them at once, and `forget` lets the last test's stragglers land first.
 */
export async function listenToNotices(server: TestServer, channel: NoticeChannel) {
  const heard: string[] = [];
  await server.app.appContext.notices.subscribe(channel, (payload) => void heard.push(payload));
  return {
    /** The payloads heard once there are `count` of them, or after `ms` with what came. */
    async atLeast(count: number, ms = 5000): Promise<string[]> {
      for (let waited = 0; heard.length < count && waited < ms; waited += 20) await pause(20);
      return [...heard];
    },
    /** The payloads heard by now, after letting any in flight land. */
    async settled(ms = 200): Promise<string[]> {
      await pause(ms);
      return [...heard];
    },
    async forget(): Promise<void> {
      await pause(100);
      heard.length = 0;
    },
  };
}

export type NoticeLog = Awaited<ReturnType<typeof listenToNotices>>;
