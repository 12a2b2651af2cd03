import type { Db } from '../../../db/client';
import { nextDailyCode } from '../../../crud/dailyCode';
import { projects } from './schema';

/** The next project code of a company: `XM` + today's China date + the day's sequence (`XM20261123001`). */
export const nextProjectCode = (tx: Db, companyId: number, now = new Date()): Promise<string> =>
  nextDailyCode(tx, companyId, { table: projects, column: projects.code, prefix: 'XM' }, now);
