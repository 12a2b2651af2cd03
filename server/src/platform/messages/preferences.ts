import { and, eq, inArray } from 'drizzle-orm';
import { MESSAGE_KINDS } from '@yjf/domain/messageKinds';
import type { MessagePreferences } from '@yjf/domain/messages';
import type { Db } from '../../db/client';
import { messageOptOuts } from './messageTables';

/**
 * The kinds a user receives (个人中心 › 消息设置): every kind, on unless the user turned it off. Only the kinds
 * turned off are stored, so a kind added later reaches everyone until they turn it off.
 */
export async function preferencesOf(db: Db, userId: number): Promise<MessagePreferences> {
  const off = await db
    .select({ kind: messageOptOuts.kind })
    .from(messageOptOuts)
    .where(eq(messageOptOuts.userId, userId));
  const muted = new Set(off.map((row) => row.kind));
  return { kinds: MESSAGE_KINDS.map(({ kind }) => ({ kind, enabled: !muted.has(kind) })) };
}

/** Turns the listed kinds on or off for the user; kinds not listed stay as they are. */
export async function savePreferences(db: Db, userId: number, { kinds }: MessagePreferences): Promise<void> {
  const turnedOn = kinds.filter((entry) => entry.enabled).map((entry) => entry.kind);
  const turnedOff = kinds.filter((entry) => !entry.enabled).map((entry) => entry.kind);
  if (turnedOn.length)
    await db
      .delete(messageOptOuts)
      .where(and(eq(messageOptOuts.userId, userId), inArray(messageOptOuts.kind, turnedOn)));
  if (turnedOff.length)
    await db
      .insert(messageOptOuts)
      .values(turnedOff.map((kind) => ({ userId, kind })))
      .onConflictDoNothing();
}
