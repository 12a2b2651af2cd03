import type { Notices } from '../../db/notices';
import { KeptSessions, SETTLE_MS, type KeptRow } from './keptSessions';

/** Notices told by hand: `tell` is the database's notice; `listening` can be turned off, as a lost connection. */
function handNotices(options: { echo?: boolean } = {}) {
  const handlers: ((payload: string) => void)[] = [];
  const notices = {
    listeningNow: true,
    publish: async (_channel: string, payload = '') => {
      if (options.echo !== false) handlers.forEach((handler) => handler(payload));
    },
    publishIn: async () => {},
    subscribe: async (_channel: string, handler: (payload: string) => void) => {
      handlers.push(handler);
      return () => {};
    },
    listening: () => notices.listeningNow,
    close: async () => {},
    tell: (payload: string) => handlers.forEach((handler) => handler(payload)),
  };
  return notices;
}

const row = (sessionId: number, userId: number, companyId: number): KeptRow => ({
  session: { id: sessionId, expiresAt: new Date(Date.now() + 60_000), lastSeenAt: new Date() },
  user: { id: userId, companyId },
  company: { id: companyId },
});

async function keeping(notices = handNotices()) {
  const kept = await KeptSessions.open(notices as unknown as Notices);
  kept.keep('a', row(1, 10, 2), kept.mark());
  kept.keep('b', row(2, 11, 2), kept.mark());
  kept.keep('c', row(3, 12, 3), kept.mark());
  return { kept, notices };
}

describe('the sessions an instance keeps', () => {
  it('drops what a notice names: a session, a user, a company; everything on * or a connection back', async () => {
    const { kept, notices } = await keeping();
    notices.tell('sessions:1');
    expect([kept.find('a'), kept.find('b'), kept.find('c')].map(Boolean)).toEqual([false, true, true]);
    notices.tell('users:12,99');
    expect([kept.find('b'), kept.find('c')].map(Boolean)).toEqual([true, false]);
    notices.tell('companies:2');
    expect(kept.size).toBe(0);

    const again = await keeping();
    again.notices.tell('*');
    expect(again.kept.size).toBe(0);
    const back = await keeping();
    back.notices.tell('');
    expect(back.kept.size).toBe(0);
  });

  it('does not keep a row read before a notice was heard: the notice may be about it', async () => {
    const { kept, notices } = await keeping();
    const mark = kept.mark();
    notices.tell('users:500');
    kept.keep('d', row(4, 13, 2), mark);
    expect(kept.find('d')).toBeUndefined();
  });

  it('answers nothing kept, and keeps nothing, while notices are not heard', async () => {
    const { kept, notices } = await keeping();
    notices.listeningNow = false;
    expect(kept.find('a')).toBeUndefined();
    kept.keep('d', row(4, 13, 2), kept.mark());
    notices.listeningNow = true;
    expect(kept.find('d')).toBeUndefined();
    expect(kept.find('a')).toBeDefined();
  });

  it('settles once its own notice comes back, and forgets everything when it does not come in time', async () => {
    const { kept } = await keeping();
    await kept.settle();
    expect(kept.size).toBe(3);

    jest.useFakeTimers();
    try {
      const silent = await keeping(handNotices({ echo: false }));
      const settled = silent.kept.settle();
      await jest.advanceTimersByTimeAsync(SETTLE_MS);
      await settled;
      expect(silent.kept.size).toBe(0);
    } finally {
      jest.useRealTimers();
    }
  });
});
