import crypto from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import { hash } from '@node-rs/argon2';
import type { PasswordChange, PasswordReset, PhoneChange, ProfileForm } from '@yjf/domain/accountSchemas';
import type { AppContext } from '../../../context';
import { badRequest, forbidden } from '../../../http/errors';
import { users } from '../../../db/accountTables';
import type { Auth } from '../../../http/callerAuth';
import { endUserSessions } from '../../../platform/auth/sessions';
import { checkSmsCode, SMS_CODE_WRONG } from '../../../platform/auth/verificationCodes';
import { decryptField, fieldKeyPair } from '../../../platform/auth/rsaKeys';
import { tryPassword } from '../../../platform/auth/service';
import { inTransaction } from '../../../db/transaction';
import { imageTypeOf } from '../../../platform/attachments/fileType';

/**
 * What a signed-in user may change of their own account: password, phone, profile, avatar, e-mail.
 * Each call checks that the account is the caller's own; a password or phone change ends all the user's
 * sessions, so every browser signs in again.
 */

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

function ownAccount(auth: Auth, userId: number, message: string): void {
  if (userId !== auth.user.id) throw forbidden(message);
}

/**
 * Checks the signed-in user's own password as one of the phone's sign-in tries (see tryPassword). The hash is read
 * here: the session check does not carry it (CALLER_USER_OMITS).
 */
async function assertOwnPassword(ctx: AppContext, auth: Auth, plain: string, wrong: string, ip: string) {
  const [own] = await ctx.database.db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, auth.user.id));
  const tried = await tryPassword(ctx, auth.user.username, own?.passwordHash, plain, ip);
  if (!tried.ok) throw badRequest(tried.left > 0 ? `${wrong}，还可尝试 ${tried.left} 次` : `${wrong}，已锁定 15 分钟`);
}

export async function changePassword(ctx: AppContext, auth: Auth, input: PasswordChange, ip: string): Promise<void> {
  await assertOwnPassword(ctx, auth, input.oldPass, '旧密码错误', ip);
  await setPassword(ctx, auth.user.id, input.newPass);
}

export async function resetPassword(ctx: AppContext, auth: Auth, input: PasswordReset): Promise<void> {
  if (input.phoneNumber !== auth.user.phone) throw forbidden('只能通过本人的手机号重置密码');
  if (!(await checkSmsCode(ctx.database.db, input.phoneNumber, input.code, { consume: true })))
    throw badRequest(SMS_CODE_WRONG);
  await setPassword(ctx, auth.user.id, input.newPass);
}

async function setPassword(ctx: AppContext, userId: number, plain: string): Promise<void> {
  const db = ctx.database.db;
  const passwordHash = await hash(plain);
  await inTransaction(db, async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, passwordChangedAt: new Date(), updateTime: new Date() })
      .where(eq(users.id, userId));
    await endUserSessions(tx, userId);
  });
}

export async function changePhone(ctx: AppContext, auth: Auth, input: PhoneChange): Promise<void> {
  ownAccount(auth, input.userId, '只能修改自己的手机号');
  const db = ctx.database.db;
  if (input.verifyPhone === auth.user.phone) throw badRequest('新手机号与当前手机号相同');
  // The code first: only the owner of the new phone learns whether someone else has it.
  if (!(await checkSmsCode(db, input.verifyPhone, input.verifyCode, { consume: true })))
    throw badRequest(SMS_CODE_WRONG);
  if (await phoneTaken(ctx, input.verifyPhone, auth.user.id)) throw badRequest('该手机号已被注册');
  await inTransaction(db, async (tx) => {
    await tx
      .update(users)
      .set({ phone: input.verifyPhone, username: input.verifyPhone, updateTime: new Date() })
      .where(eq(users.id, auth.user.id));
    await endUserSessions(tx, auth.user.id);
  });
}

export async function phoneTaken(ctx: AppContext, phone: string, exceptUserId?: number): Promise<boolean> {
  const [row] = await ctx.database.db
    .select({ id: users.id })
    .from(users)
    .where(exceptUserId ? and(eq(users.username, phone), ne(users.id, exceptUserId)) : eq(users.username, phone))
    .limit(1);
  return Boolean(row);
}

/** The profile form carries the e-mail (spec section 3), but only 修改邮箱 (password and SMS code) changes it. */
export const EMAIL_NEEDS_VERIFICATION = '请通过“修改邮箱”验证身份后更换邮箱';

export async function updateProfile(ctx: AppContext, auth: Auth, input: ProfileForm): Promise<void> {
  ownAccount(auth, input.id, '只能修改自己的个人资料');
  if (input.email !== auth.user.email) throw badRequest(EMAIL_NEEDS_VERIFICATION);
  await ctx.database.db
    .update(users)
    .set({
      nickName: input.nickname,
      realName: input.realname,
      sex: input.sex,
      updateTime: new Date(),
    })
    .where(eq(users.id, auth.user.id));
}

/** Stores a new avatar (checked by content, not by name) and answers its URL; the old file is removed. */
export async function replaceAvatar(ctx: AppContext, auth: Auth, data: Buffer): Promise<string> {
  const type = imageTypeOf(data);
  if (!type) throw badRequest('头像只能是 PNG、JPEG 或 WebP 图片');
  const key = `avatars/${auth.company.id}/${crypto.randomUUID()}.${type.ext}`;
  await ctx.storage.put(key, data, type.contentType);
  await ctx.database.db
    .update(users)
    .set({ avatarPath: key, updateTime: new Date() })
    .where(eq(users.id, auth.user.id));
  if (auth.user.avatarPath) await ctx.storage.remove(auth.user.avatarPath).catch(() => {});
  return `/files/${key}`;
}

/** Changes the e-mail after the password (RSA-encrypted) and an SMS code sent to the user's own phone. */
export async function changeEmail(
  ctx: AppContext,
  auth: Auth,
  input: { pass: string; email: string },
  code: string,
  ip: string,
): Promise<void> {
  const db = ctx.database.db;
  const plain = decryptField(input.pass, (await fieldKeyPair(db)).privatePem);
  if (plain === null) throw badRequest('密码格式不正确，请刷新页面后重试');
  await assertOwnPassword(ctx, auth, plain, '密码错误', ip);
  if (!(await checkSmsCode(db, auth.user.phone, code, { consume: true }))) throw badRequest(SMS_CODE_WRONG);
  await db.update(users).set({ email: input.email, updateTime: new Date() }).where(eq(users.id, auth.user.id));
}
