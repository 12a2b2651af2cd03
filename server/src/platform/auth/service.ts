import { and, count, eq, gte } from 'drizzle-orm';
import { verify } from '@node-rs/argon2';
import type { LoginRequest } from '@yjf/domain/accountSchemas';
import type { LoginResult } from '@yjf/domain/session';
import type { AppContext } from '../../context';
import { withKeyLock } from '../../db/keyLock';
import { AppError, badRequest } from '../../http/errors';
import { companies, users } from '../../db/accountTables';
import { decryptPassword } from './passwordCipher';
import { loginFailures } from './schema';
import { createSession, rolesOf, toSessionUser } from './sessions';
import { checkSmsCode, SMS_CODE_WRONG } from './verificationCodes';

export const LOCK_FAILURES = 5;
export const LOCK_WINDOW_MS = 15 * 60 * 1000;
export const WRONG_CREDENTIALS = '用户名或密码错误';

export type Client = { ip: string; userAgent: string };

const DUMMY_HASH = '$argon2id$v=19$m=19456,t=2,p=1$uE1eXqoY2LgR9weGWCWG3w$nZ1C3bnuDVbdr6Ro/6/ysxXU4nxUXrlknZjTFCSZsQE';

const LOCKED = '密码错误次数过多，该账号的密码登录已锁定 15 分钟，请稍后再试或使用短信登录';

/**
 * Takes one of a username's five password tries of the last fifteen minutes, under the username's lock, before
 * any password is compared: however many sign-ins arrive at once, at most five wrong passwords are ever checked.
 * The try is recorded as a failure; a right password clears it. Answers how many failures came before, or null
 * when none is left.
 */
async function reserveAttempt(ctx: AppContext, username: string, ip: string): Promise<{ earlier: number } | null> {
  return withKeyLock(ctx.database.db, `login:${username}`, async (tx) => {
    const since = new Date(Date.now() - LOCK_WINDOW_MS);
    const [failures] = await tx
      .select({ n: count() })
      .from(loginFailures)
      .where(and(eq(loginFailures.username, username), gte(loginFailures.createdAt, since)));
    const earlier = failures?.n ?? 0;
    if (earlier >= LOCK_FAILURES) return null;
    await tx.insert(loginFailures).values({ username, ip: ip.slice(0, 64) });
    return { earlier };
  });
}

/**
 * Compares a password of `username` (the hash of its account, or none when there is no such account) as one of
 * its five tries of fifteen minutes: 429 when none is left. A right password clears the failures; a wrong one
 * stays counted, and the answer says how many tries are left. Sign-in and the signed-in user's own password
 * checks (修改密码, 修改邮箱) share the tries, so a session left open cannot be used to guess the password.
 */
export async function tryPassword(
  ctx: AppContext,
  username: string,
  passwordHash: string | undefined,
  plain: string,
  ip: string,
): Promise<{ ok: true } | { ok: false; left: number }> {
  const attempt = await reserveAttempt(ctx, username, ip);
  if (!attempt) throw new AppError(429, LOCKED);
  // An unknown username costs the same time as a known one, so timing does not reveal who has an account.
  const valid = await verify(passwordHash ?? DUMMY_HASH, plain).then((ok) => ok && passwordHash !== undefined);
  if (!valid) return { ok: false, left: LOCK_FAILURES - attempt.earlier - 1 };
  await ctx.database.db.delete(loginFailures).where(eq(loginFailures.username, username));
  return { ok: true };
}

/** The plain password of an encrypted field, or a 400 that says the page must be reloaded. */
export function plainPassword(ctx: AppContext, encrypted: string): string {
  const plain = decryptPassword(encrypted, ctx.config.passwordCipher.key, ctx.config.passwordCipher.iv);
  if (plain === null) throw badRequest('密码格式不正确，请刷新页面后重试');
  return plain;
}

/**
 * Signs a user in with the password or an SMS code. Five wrong passwords for one username within fifteen
 * minutes lock password sign-in for that username (SMS sign-in still works); while locked even the right
 * password is refused, so the lock reveals nothing.
 */
export async function login(ctx: AppContext, input: LoginRequest, client: Client): Promise<LoginResult> {
  const db = ctx.database.db;
  const username = input.username;
  const [found] = await db
    .select({ user: users, company: companies })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.username, username))
    .limit(1);

  if (input.code === undefined) {
    const plain = plainPassword(ctx, input.password ?? '');
    const tried = await tryPassword(ctx, username, found?.user.passwordHash, plain, client.ip);
    if (!tried.ok)
      throw badRequest(
        tried.left > 0
          ? `${WRONG_CREDENTIALS}，还可尝试 ${tried.left} 次`
          : '密码错误次数过多，该账号的密码登录已锁定 15 分钟',
      );
  } else {
    // An unknown phone and a wrong code answer alike, after the same work: only the phone's owner learns more.
    if (!(await checkSmsCode(db, username, input.code, { consume: true }))) throw badRequest(SMS_CODE_WRONG);
    if (!found) throw badRequest('该手机号尚未注册');
  }

  const { user, company } = found!;
  if (!user.enabled) throw badRequest('账号已被停用，请联系企业管理员');
  if (!company.enabled) throw badRequest('企业账号已停用，请联系平台客服');
  const token = await createSession(db, user, { rememberMe: input.rememberMe ?? false, ...client });
  const { roles } = await rolesOf(db, user.id);
  return { token, logo: company.logo, user: toSessionUser({ user, company, roles }), URL: ctx.config.portalUrl };
}
