import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { MessageKind } from '@yjf/domain/messages';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { reachOf } from '../../crud/recordReach';
import type { ResourceDefinition } from '../../crud/resourceDefinition';
import { userAuth } from '../auth/sessions';
import { messageOptOuts, messages } from './messageTables';

/** One message to some users of one company. */
export type MessageDraft = {
  companyId: number;
  kind: MessageKind;
  /** What the bell's line says: 任务「安装调试」指派给了你. At most 200 characters (longer is cut). */
  title: string;
  /** The detail 消息中心 shows under it. At most 500 characters (longer is cut). */
  content: string;
  /** The page of the record it is about, opened from the message (a path of the product). */
  link?: string | null;
  /** The users it is for: ids of `companyId`'s users; others, disabled users and repeats are dropped. */
  to: readonly number[];
  /** A recipient must hold it (and the company's plan open it) to get the message: `task:list`. */
  permission?: string;
  /** The record it is about: a recipient outside its reach (数据权限) gets nothing, as its list would not show it. */
  about?: { resource: ResourceDefinition; id: number };
  /**
   * Sent at most once per recipient with this key (`taskDue:12:2026-12-05`): a repeated job run, or a second event
   * about the same thing, makes no second message.
   */
  dedupeKey?: string;
};

/** What sending needs of the app: the menu catalog (permissions and plans) and the notices (the bells). */
export type MessagingContext = Pick<AppContext, 'catalog' | 'notices'>;

/** The most user ids one notice carries: PostgreSQL's payload limit is 8000 bytes. */
const USERS_PER_NOTICE = 500;

/**
 * Sends messages with `db` (the caller's transaction, when the event is part of one: the messages are then
 * written, and the bells told, only if it commits). Each draft goes to the users of `to` who are in its company,
 * enabled, have not turned its kind off, hold its permission and reach its record; a recipient who already has a
 * message with its dedupe key gets none. Every instance is told which users have new messages (`yjf_messages`),
 * so their open pages' bells count again. Answers how many messages were written.
 *
 * @example
 *   await sendMessages(tx, ctx, [{ companyId, kind: 'taskAssigned', title: `任务「${name}」指派给了你`,
 *     content, link: `/project/task?id=${id}`, to: [assigneeId], permission: 'task:list',
 *     about: { resource: taskResource, id } }]);
 */
export async function sendMessages(db: Db, ctx: MessagingContext, drafts: readonly MessageDraft[]): Promise<number> {
  const rows: (typeof messages.$inferInsert)[] = [];
  const known = await recipientFacts(db, drafts);
  for (const draft of drafts) {
    for (const userId of await recipientsOf(db, ctx, draft, known)) {
      rows.push({
        companyId: draft.companyId,
        userId,
        kind: draft.kind,
        title: draft.title.slice(0, 200),
        content: draft.content.slice(0, 500),
        link: draft.link ?? null,
        dedupeKey: draft.dedupeKey ?? null,
      });
    }
  }
  if (!rows.length) return 0;
  const written = await db
    .insert(messages)
    .values(rows)
    .onConflictDoNothing({
      target: [messages.userId, messages.dedupeKey],
      where: sql`${messages.dedupeKey} is not null`,
    })
    .returning({ userId: messages.userId });
  const told = [...new Set(written.map((row) => row.userId))];
  for (let start = 0; start < told.length; start += USERS_PER_NOTICE) {
    await ctx.notices.publishIn(db, 'yjf_messages', told.slice(start, start + USERS_PER_NOTICE).join(','));
  }
  return written.length;
}

type RecipientAuth = NonNullable<Awaited<ReturnType<typeof userAuth>>>;

/**
 * What one `sendMessages` call learns of its recipients, read once however many drafts name them (a job's round
 * reminds one owner of many records): the kinds they turned off (one query for all), each user's session-like
 * auth, and their reach of each resource.
 */
async function recipientFacts(db: Db, drafts: readonly MessageDraft[]) {
  const named = [...new Set(drafts.flatMap((draft) => draft.to))];
  const optedOut = named.length
    ? await db
        .select({ userId: messageOptOuts.userId, kind: messageOptOuts.kind })
        .from(messageOptOuts)
        .where(inArray(messageOptOuts.userId, named))
    : [];
  const muted = new Set(optedOut.map((row) => `${row.userId}:${row.kind}`));
  const auths = new Map<number, Promise<RecipientAuth | null>>();
  const reaches = new Map<string, Promise<SQL | undefined>>();
  return {
    muted: (userId: number, kind: string) => muted.has(`${userId}:${kind}`),
    auth(userId: number) {
      if (!auths.has(userId)) auths.set(userId, userAuth(db, userId));
      return auths.get(userId)!;
    },
    reach(auth: RecipientAuth, resource: ResourceDefinition) {
      const key = `${auth.user.id}:${resource.path}`;
      if (!reaches.has(key)) reaches.set(key, reachOf(resource, { db, auth }));
      return reaches.get(key)!;
    },
  };
}

/** The users of a draft who get it (see `sendMessages`). */
async function recipientsOf(
  db: Db,
  ctx: MessagingContext,
  draft: MessageDraft,
  known: Awaited<ReturnType<typeof recipientFacts>>,
): Promise<number[]> {
  const chosen: number[] = [];
  for (const userId of new Set(draft.to)) {
    if (known.muted(userId, draft.kind)) continue;
    const auth = await known.auth(userId);
    if (!auth || auth.company.id !== draft.companyId) continue;
    // Checked with `db`: inside the caller's transaction on PGlite, a read outside it would wait for ever.
    if (draft.permission && (await ctx.catalog.check(auth, draft.permission, db)) !== 'ok') continue;
    if (draft.about && !(await reaches(db, auth, draft.about, await known.reach(auth, draft.about.resource)))) continue;
    chosen.push(userId);
  }
  return chosen;
}

/** Whether the user reaches the record: it is their company's and inside their data scope. */
async function reaches(
  db: Db,
  auth: RecipientAuth,
  about: NonNullable<MessageDraft['about']>,
  scope: SQL | undefined,
): Promise<boolean> {
  const { resource, id } = about;
  const found = await db
    .select({ id: resource.table.id })
    .from(resource.table)
    .where(and(eq(resource.table.id, id), eq(resource.table.companyId, auth.company.id), scope))
    .limit(1);
  return found.length > 0;
}
