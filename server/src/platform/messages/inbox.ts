import { and, count, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { MESSAGE_BELL_SIZE } from '@yjf/domain/messageKinds';
import type { MarkRead, Message, MessageBell, MessageListParams, MessagePage } from '@yjf/domain/messages';
import type { Db } from '../../db/client';
import { listPage } from '../../crud/listPage';
import { messages } from './messageTables';

/**
 * A user's own messages (消息中心): listed, counted and marked read by their user alone; every statement names
 * the user first, so it reads the index `(user_id, id)` or, for the unread, the partial index of the unread.
 */

const columns = {
  id: messages.id,
  kind: messages.kind,
  title: messages.title,
  content: messages.content,
  link: messages.link,
  createTime: messages.createTime,
  readTime: messages.readTime,
};

type MessageRow = { [K in keyof typeof columns]: (typeof messages.$inferSelect)[K] };

/** A row as the wire carries it: times in ISO. */
const asMessage = (row: MessageRow): Message => ({
  ...row,
  kind: row.kind as Message['kind'],
  createTime: row.createTime.toISOString(),
  readTime: row.readTime?.toISOString() ?? null,
});

/** How many of the user's messages are unread: the bell's count (the partial index of the unread). */
export async function unreadCount(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .where(and(eq(messages.userId, userId), isNull(messages.readTime)));
  return Number(row?.n ?? 0);
}

/** A page of the user's messages, newest first, read or unread or all, of one kind or all; with the unread count. */
export async function messagePage(db: Db, userId: number, query: MessageListParams): Promise<MessagePage> {
  const conditions: SQL[] = [eq(messages.userId, userId)];
  if (query.read === 'true') conditions.push(isNotNull(messages.readTime));
  if (query.read === 'false') conditions.push(isNull(messages.readTime));
  if (query.kind) conditions.push(eq(messages.kind, query.kind));
  const where = and(...conditions);
  const page = await listPage(
    query,
    (limit, offset) =>
      db.select(columns).from(messages).where(where).orderBy(desc(messages.id)).limit(limit).offset(offset),
    async () => Number((await db.select({ n: count() }).from(messages).where(where))[0]?.n ?? 0),
  );
  return {
    content: page.content.map(asMessage),
    totalElements: page.totalElements,
    unread: await unreadCount(db, userId),
  };
}

/** The bell: the unread count and the newest messages, read or not. */
export async function messageBell(db: Db, userId: number): Promise<MessageBell> {
  const latest = await db
    .select(columns)
    .from(messages)
    .where(eq(messages.userId, userId))
    .orderBy(desc(messages.id))
    .limit(MESSAGE_BELL_SIZE);
  return { unread: await unreadCount(db, userId), latest: latest.map(asMessage) };
}

/**
 * Marks the user's messages read: those of `ids` that are theirs (another's id changes nothing), or all of them.
 * Answers how many changed; one read already keeps its first reading time.
 */
export async function markRead(db: Db, userId: number, which: MarkRead): Promise<number> {
  const chosen = which.all ? undefined : inArray(messages.id, which.ids ?? []);
  const changed = await db
    .update(messages)
    .set({ readTime: sql`now()` })
    .where(and(eq(messages.userId, userId), isNull(messages.readTime), chosen))
    .returning({ id: messages.id });
  return changed.length;
}
