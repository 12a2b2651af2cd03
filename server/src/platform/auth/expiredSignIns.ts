import { lt, sql } from 'drizzle-orm';
import { chinaDayStart } from '@yjf/domain/calendar';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { captchas, loginFailures, sessions, smsCodes, smsSends } from './schema';
import { LOCK_WINDOW_MS } from './service';

export type SweptSignIns = { sessions: number; codes: number; loginFailures: number; smsSends: number };

/**
 * Deletes what sign-in keeps beyond its use: sessions past their expiry (a session is deleted when it is next
 * used after it expired, and one never used again stayed forever, counted in 在线用户's table), picture and SMS
 * codes past theirs, wrong passwords older than the lock's fifteen minutes, and SMS sends before today in China
 * (the limits count one minute and the China day). None of them decides anything any more.
 */
export async function sweepExpiredSignIns(db: Db, now = new Date()): Promise<SweptSignIns> {
  return inTransaction(db, async (tx) => {
    const count = async (rows: Promise<unknown[]>) => (await rows).length;
    return {
      sessions: await count(
        tx
          .delete(sessions)
          .where(lt(sessions.expiresAt, sql`now()`))
          .returning({ id: sessions.id }),
      ),
      codes:
        (await count(tx.delete(captchas).where(lt(captchas.expiresAt, now)).returning({ phone: captchas.phone }))) +
        (await count(tx.delete(smsCodes).where(lt(smsCodes.expiresAt, now)).returning({ phone: smsCodes.phone }))),
      loginFailures: await count(
        tx
          .delete(loginFailures)
          .where(lt(loginFailures.createdAt, new Date(now.getTime() - LOCK_WINDOW_MS)))
          .returning({ id: loginFailures.id }),
      ),
      smsSends: await count(
        tx
          .delete(smsSends)
          .where(lt(smsSends.sentAt, chinaDayStart(now)))
          .returning({ id: smsSends.id }),
      ),
    };
  });
}
