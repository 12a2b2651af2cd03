import { eq } from 'drizzle-orm';
import { MESSAGE_RETENTION_DAYS, STOCK_ALERT_FALLBACK, type MessageSettings } from '@yjf/domain/messages';
import type { Db } from '../../db/client';
import { messageSettings } from './messageTables';

/** What a company that never changed its message settings has. */
export const DEFAULT_MESSAGE_SETTINGS: MessageSettings = {
  retentionDays: MESSAGE_RETENTION_DAYS.fallback,
  stockAlertThreshold: STOCK_ALERT_FALLBACK,
};

/**
 * A company's message settings as they hold now: its row of `message_settings`, or the defaults while it has none
 * (a company is never given a row until its administrators save one). Read with the caller's transaction, so a
 * stock movement compares with the threshold its own transaction sees.
 */
export async function companyMessageSettings(db: Db, companyId: number): Promise<MessageSettings> {
  const [row] = await db
    .select({
      retentionDays: messageSettings.retentionDays,
      stockAlertThreshold: messageSettings.stockAlertThreshold,
    })
    .from(messageSettings)
    .where(eq(messageSettings.companyId, companyId));
  return row ?? DEFAULT_MESSAGE_SETTINGS;
}
