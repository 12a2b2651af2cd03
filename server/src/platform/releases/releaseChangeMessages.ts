import { PLATFORM_COMPANY_ID } from '@yjf/domain/session';
import type { Db } from '../../db/client';
import { permissionHolders } from '../messages/recipientCandidates';
import { sendMessages, type MessagingContext } from '../messages/sendMessages';

/** Who is told: the platform's users of 发布管理. */
const RELEASE_PERMISSION = 'release:list';

/** One change the server made by itself, as its operation log entry (`logId`) records it. */
export type AutomaticChange = { logId: number; title: string; reason: string };

/**
 * 发布撤回与回滚: each automatic withdrawal or rollback tells the platform company's users of 发布管理, in the
 * transaction that carries it out and logs it, once per log entry (`releaseChange:<log id>`). The operation log
 * entry stays what 发布管理 shows; the message is what reaches someone who is not looking at it.
 */
export async function tellReleaseChanges(tx: Db, ctx: MessagingContext, changes: AutomaticChange[]): Promise<void> {
  if (!changes.length) return;
  const to = await permissionHolders(tx, PLATFORM_COMPANY_ID, RELEASE_PERMISSION);
  await sendMessages(
    tx,
    ctx,
    changes.map((change) => ({
      companyId: PLATFORM_COMPANY_ID,
      kind: 'releaseChange' as const,
      title: change.title,
      content: change.reason,
      link: '/tools/release',
      to,
      permission: RELEASE_PERMISSION,
      dedupeKey: `releaseChange:${change.logId}`,
    })),
  );
}
