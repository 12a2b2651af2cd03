import { chinaDayStart } from '@yjf/domain/calendar';
import crypto from 'node:crypto';
import { and, count, desc, eq, gt, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { withKeyLock } from '../../db/keyLock';
import { AppError } from '../../http/errors';
import { captchas, smsCodes, smsSends } from './schema';
import { randomAnswer } from './captchaImage';

export const CAPTCHA_TTL_MS = 2 * 60 * 1000;
export const SMS_TTL_MS = 5 * 60 * 1000;
export const SMS_RESEND_MS = 60 * 1000;
export const SMS_DAILY_LIMIT = 10;
export const SMS_MAX_ATTEMPTS = 5;
export const CAPTCHA_WRONG = '图文验证码错误';
export const SMS_CODE_WRONG = '验证码错误或已过期';

/** Draws a new picture answer for a phone, replacing the previous one. */
export async function issueCaptcha(db: Db, phone: string): Promise<string> {
  const answer = randomAnswer();
  const expiresAt = new Date(Date.now() + CAPTCHA_TTL_MS);
  await db
    .insert(captchas)
    .values({ phone, answer, expiresAt })
    .onConflictDoUpdate({ target: captchas.phone, set: { answer, expiresAt } });
  return answer;
}

/** Checks a picture answer; it is used up either way. */
export async function consumeCaptcha(db: Db, phone: string, answer: string): Promise<boolean> {
  const [row] = await db.delete(captchas).where(eq(captchas.phone, phone)).returning();
  return Boolean(
    row && row.expiresAt.getTime() > Date.now() && row.answer.toUpperCase() === answer.trim().toUpperCase(),
  );
}

/**
 * Makes and records a new SMS code for a phone, within the limits: one a minute, ten a day. The checks and the
 * record happen under the phone's lock, so requests at once cannot all pass the limits. Answers the code;
 * sending it is the caller's business.
 */
export async function issueSmsCode(db: Db, phone: string, ip: string, now = new Date()): Promise<string> {
  return withKeyLock(db, `sms:${phone}`, async (tx) => {
    const [last] = await tx
      .select({ sentAt: smsSends.sentAt })
      .from(smsSends)
      .where(eq(smsSends.phone, phone))
      .orderBy(desc(smsSends.sentAt))
      .limit(1);
    if (last && now.getTime() - last.sentAt.getTime() < SMS_RESEND_MS) {
      const wait = Math.ceil((SMS_RESEND_MS - (now.getTime() - last.sentAt.getTime())) / 1000);
      throw new AppError(429, `验证码发送过于频繁，请 ${wait} 秒后再试`);
    }
    const [today] = await tx
      .select({ n: count() })
      .from(smsSends)
      .where(and(eq(smsSends.phone, phone), gte(smsSends.sentAt, chinaDayStart(now))));
    if ((today?.n ?? 0) >= SMS_DAILY_LIMIT) throw new AppError(429, '该手机号今日获取验证码次数已达上限，请明天再试');

    const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
    const expiresAt = new Date(now.getTime() + SMS_TTL_MS);
    await tx
      .insert(smsCodes)
      .values({ phone, code, attempts: 0, expiresAt })
      .onConflictDoUpdate({ target: smsCodes.phone, set: { code, attempts: 0, expiresAt } });
    await tx.insert(smsSends).values({ phone, ip: ip.slice(0, 64), sentAt: now });
    return code;
  });
}

/**
 * Checks an SMS code. Each check first takes one of the code's five tries in a single conditional update, so
 * however many checks arrive at once, at most five ever compare (then the code is void). A right code is used
 * up when `consume` is set (the code then proved the action it was asked for), by a delete only one check can
 * win; a right check that consumes nothing gives its try back.
 */
export async function checkSmsCode(
  db: Db,
  phone: string,
  code: string,
  options: { consume: boolean },
): Promise<boolean> {
  const [row] = await db
    .update(smsCodes)
    .set({ attempts: sql`${smsCodes.attempts} + 1` })
    .where(and(eq(smsCodes.phone, phone), lt(smsCodes.attempts, SMS_MAX_ATTEMPTS), gt(smsCodes.expiresAt, new Date())))
    .returning({ code: smsCodes.code });
  if (!row) return false;
  const given = Buffer.from(code.trim());
  const right = given.length === row.code.length && crypto.timingSafeEqual(given, Buffer.from(row.code));
  if (!right) return false;
  const mine = and(eq(smsCodes.phone, phone), eq(smsCodes.code, row.code));
  if (options.consume) return (await db.delete(smsCodes).where(mine).returning({ phone: smsCodes.phone })).length > 0;
  await db
    .update(smsCodes)
    .set({ attempts: sql`greatest(${smsCodes.attempts} - 1, 0)` })
    .where(mine);
  return true;
}

/** The latest picture answer and SMS code of a phone, for the development helpers only. */
export async function latestCodes(db: Db, phone: string): Promise<{ captcha: string | null; sms: string | null }> {
  const [captcha] = await db.select().from(captchas).where(eq(captchas.phone, phone)).limit(1);
  const [sms] = await db.select().from(smsCodes).where(eq(smsCodes.phone, phone)).limit(1);
  return { captcha: captcha?.answer ?? null, sms: sms?.code ?? null };
}
