import { and, asc, gt, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { formatDateTime } from '@yjf/domain/calendar';
import type { AppContext } from '../../../context';
import type { ResourceDefinition } from '../../../crud/resourceDefinition';
import type { Db } from '../../../db/client';
import { inTransaction } from '../../../db/transaction';
import { sendMessages, type MessageDraft } from '../../../platform/messages/sendMessages';
import { customerResource } from '../resource';
import { customers } from '../schema';
import { pendingFollowupTime } from './pendingFollowup';
import { customerWaits } from './waitFollow';

/**
 * Records with a 下次跟进时间 and an owner to remind (跟进提醒): customers here, business opportunities in their
 * area. `waits` is which of them wait at all, as their 待跟进 list says.
 */
export type FollowupSource = {
  /** The record in the dedupe key and the words: `customer` 客户, `business` 商机. */
  key: string;
  noun: string;
  table: PgTable & {
    id: AnyPgColumn;
    companyId: AnyPgColumn;
    name: AnyPgColumn;
    ownerId: AnyPgColumn;
    nextFollowTime: AnyPgColumn;
    followupRemindedFor: AnyPgColumn;
  };
  waits: SQL;
  resource: ResourceDefinition;
  /** The page of one record. */
  link: (id: number) => string;
};

/** 待跟进客户's customers. */
export const customerFollowups: FollowupSource = {
  key: 'customer',
  noun: '客户',
  table: customers,
  waits: customerWaits,
  resource: customerResource,
  link: (id) => `/customerInfo/${id}`,
};

/**
 * How far back a 下次跟进时间 is still reminded of: a new install, or one back after a long stop, does not remind of
 * every follow-up it missed; a minute or an hour of downtime is caught up.
 */
export const FOLLOWUP_LOOKBACK_MS = 24 * 3_600_000;
/** How many records one transaction reminds of. */
const BATCH = 500;

type DueRecord = { id: number; companyId: number; name: string; ownerId: number | null; nextFollowTime: Date };

/**
 * The records of `source` whose 下次跟进时间 has come (in the day up to `now`) and that were not reminded of it.
 * Cheap every minute however many records there are: it is one range of the index `<table>_followup_pending_idx`
 * (`pendingFollowupTime`: the time while not yet reminded), which holds the few that came due since the last run
 * (EXPLAIN at 100,000 customers in `business/followups/followupReminders.api.test.ts`). Locked, so an edit of one
 * waits for its reminder's transaction rather than being marked reminded of a time it no longer has.
 */
export function dueFollowups(db: Db, source: FollowupSource, now: Date) {
  const { table } = source;
  const pending = pendingFollowupTime(table.followupRemindedFor, table.nextFollowTime);
  return db
    .select({
      id: table.id,
      companyId: table.companyId,
      name: table.name,
      ownerId: table.ownerId,
      nextFollowTime: table.nextFollowTime,
    })
    .from(table)
    .where(and(gt(pending, new Date(now.getTime() - FOLLOWUP_LOOKBACK_MS)), lte(pending, now), source.waits))
    .orderBy(asc(pending))
    .limit(BATCH)
    .for('update');
}

/**
 * 跟进提醒 of one kind of record: each one whose 下次跟进时间 has come reminds its owner (负责人), if they still hold
 * the list's permission and reach it, once per time (`followupDue:<key>:<id>:<time ISO>`: a new 下次跟进时间
 * reminds again). The record is then marked reminded of that time in the same transaction. Answers how many
 * messages were written.
 */
export async function remindFollowups(ctx: AppContext, source: FollowupSource, now = new Date()): Promise<number> {
  let sent = 0;
  for (;;) {
    const round = await inTransaction(ctx.database.db, async (tx) => {
      const due = (await dueFollowups(tx, source, now)) as DueRecord[];
      if (!due.length) return { due: 0, sent: 0 };
      const written = await sendMessages(
        tx,
        ctx,
        due.flatMap((record) => draftOf(source, record)),
      );
      const { table } = source;
      await tx
        .update(table)
        .set({ followupRemindedFor: sql`${table.nextFollowTime}` } as never)
        .where(
          inArray(
            table.id,
            due.map((record) => record.id),
          ),
        );
      return { due: due.length, sent: written };
    });
    sent += round.sent;
    if (round.due < BATCH) return sent;
  }
}

function draftOf(source: FollowupSource, record: DueRecord): MessageDraft[] {
  if (!record.ownerId) return [];
  return [
    {
      companyId: record.companyId,
      kind: 'followupDue',
      title: `${source.noun}「${record.name}」到了跟进时间`,
      content: `下次跟进时间 ${formatDateTime(record.nextFollowTime)}，请及时跟进`,
      link: source.link(record.id),
      to: [record.ownerId],
      permission: `${source.resource.permission}:list`,
      about: { resource: source.resource, id: record.id },
      dedupeKey: `followupDue:${source.key}:${record.id}:${record.nextFollowTime.toISOString()}`,
    },
  ];
}
