import { eq, sql } from 'drizzle-orm';
import { MESSAGE_RETENTION_DAYS, STOCK_ALERT_FALLBACK, type MessageSettings } from '@yjf/domain/messages';
import type { Db } from '../../db/client';
import { messageSettings } from './messageTables';

/** What a company without its own settings has. */
export const DEFAULT_MESSAGE_SETTINGS: MessageSettings = {
  retentionDays: MESSAGE_RETENTION_DAYS.fallback,
  stockAlertThreshold: STOCK_ALERT_FALLBACK,
};

/** A company's message settings (消息设置): its own, or the defaults while its administrators have set none. */
export async function settingsOf(db: Db, companyId: number): Promise<MessageSettings> {
  const [row] = await db
    .select({ retentionDays: messageSettings.retentionDays, stockAlertThreshold: messageSettings.stockAlertThreshold })
    .from(messageSettings)
    .where(eq(messageSettings.companyId, companyId));
  return row ?? DEFAULT_MESSAGE_SETTINGS;
}

/** Sets a company's message settings (one row a company, written or replaced). */
export async function saveSettings(db: Db, companyId: number, settings: MessageSettings): Promise<void> {
  await db
    .insert(messageSettings)
    .values({ companyId, ...settings })
    .onConflictDoUpdate({ target: messageSettings.companyId, set: { ...settings, updateTime: sql`now()` } });
}
