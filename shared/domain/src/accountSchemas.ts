import * as rules from './accountRules';
import type { LoginResult, MeInfo, SessionUser } from './session';
import { z } from './zod';

const phone = (required = rules.PHONE_REQUIRED) =>
  z.string({ error: required }).trim().min(1, required).regex(rules.PHONE_PATTERN, rules.PHONE_MESSAGE);
const smsCode = z
  .string({ error: rules.CODE_REQUIRED })
  .trim()
  .min(1, rules.CODE_REQUIRED)
  .regex(rules.SMS_CODE_PATTERN, rules.SMS_CODE_MESSAGE);
const newPassword = z
  .string({ error: rules.NEW_PASSWORD_REQUIRED })
  .min(1, rules.NEW_PASSWORD_REQUIRED)
  .min(rules.PASSWORD_MIN, rules.PASSWORD_LENGTH_MESSAGE)
  .max(rules.PASSWORD_MAX, rules.PASSWORD_LENGTH_MESSAGE);
const confirmPassword = z.string({ error: rules.CONFIRM_REQUIRED }).min(1, rules.CONFIRM_REQUIRED);
const confirmMatches = (value: { newPass: string; confirmPass: string }) => value.newPass === value.confirmPass;

/**
 * `POST /auth/login`: the phone with either the password (AES-encrypted by the browser, see passwordCipher)
 * or an SMS code.
 */
export const loginSchema = z
  .object({
    username: phone(),
    password: z.string().max(512).optional(),
    code: z.string().trim().optional(),
    rememberMe: z.boolean().optional(),
  })
  .superRefine((value, context) => {
    if (value.code !== undefined) {
      if (!value.code) context.addIssue({ code: 'custom', message: rules.CODE_REQUIRED, path: ['code'] });
      else if (!rules.SMS_CODE_PATTERN.test(value.code))
        context.addIssue({ code: 'custom', message: rules.SMS_CODE_MESSAGE, path: ['code'] });
    } else if (!value.password) {
      context.addIssue({ code: 'custom', message: rules.PASSWORD_REQUIRED, path: ['password'] });
    }
  });
export type LoginRequest = z.infer<typeof loginSchema>;

/** `GET /auth/getImageCode?phone=`. */
export const captchaQuerySchema = z.object({ phone: phone() });
/** `GET /auth/code/imageCode?phone=&imageCode=`: check the picture, then send the SMS code. */
export const smsRequestSchema = z.object({
  phone: phone(),
  imageCode: z.string({ error: rules.CAPTCHA_REQUIRED }).trim().min(1, rules.CAPTCHA_REQUIRED).max(10),
});

/** `POST /api/users/updatePass/` (the passwords are checked after the server decrypts them). */
export const passwordChangeSchema = z
  .object({
    oldPass: z.string({ error: rules.OLD_PASSWORD_REQUIRED }).min(1, rules.OLD_PASSWORD_REQUIRED),
    newPass: newPassword,
    confirmPass: confirmPassword,
  })
  .refine(confirmMatches, { message: rules.CONFIRM_MISMATCH, path: ['confirmPass'] });
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

/** `POST /api/users/resetPass/`. */
export const passwordResetSchema = z
  .object({ phoneNumber: phone(), code: smsCode, newPass: newPassword, confirmPass: confirmPassword })
  .refine(confirmMatches, { message: rules.CONFIRM_MISMATCH, path: ['confirmPass'] });
export type PasswordReset = z.infer<typeof passwordResetSchema>;

/** `PUT /api/users/updatePhone`. */
export const phoneChangeSchema = z.object({
  verifyPhone: phone(),
  verifyCode: smsCode,
  userId: z.coerce.number().int().positive(),
});
export type PhoneChange = z.infer<typeof phoneChangeSchema>;

/** `PUT /api/users/center`: the profile form (spec section 3). */
export const profileSchema = z.object({
  id: z.coerce.number().int().positive(),
  nickname: z.string({ error: rules.NICKNAME_REQUIRED }).trim().min(1, rules.NICKNAME_REQUIRED).max(rules.NAME_MAX),
  realname: z.string({ error: rules.REALNAME_REQUIRED }).trim().min(1, rules.REALNAME_REQUIRED).max(rules.NAME_MAX),
  sex: z.coerce.number({ error: rules.SEX_REQUIRED }).refine((v) => [1, 2].includes(v), rules.SEX_REQUIRED),
  email: z
    .string({ error: rules.EMAIL_REQUIRED })
    .trim()
    .min(1, rules.EMAIL_REQUIRED)
    .max(rules.EMAIL_MAX, rules.EMAIL_MESSAGE)
    .regex(rules.EMAIL_PATTERN, rules.EMAIL_MESSAGE),
  avatar: z.string().max(255).optional(),
});
export type ProfileForm = z.infer<typeof profileSchema>;

/** `GET /api/users/verify?phone=`. */
export const phoneQuerySchema = z.object({ phone: phone() });
/** `POST /api/users/validPhoneCode`. */
export const phoneCodeSchema = z.object({ phone: phone(), code: smsCode });
/** `POST /api/users/updateEmail/{code}`: the password RSA-encrypted with the server's public key. */
export const emailChangeSchema = z.object({
  pass: z.string({ error: rules.PASSWORD_REQUIRED }).min(1, rules.PASSWORD_REQUIRED).max(1024),
  email: z
    .string({ error: rules.EMAIL_REQUIRED })
    .trim()
    .min(1, rules.EMAIL_REQUIRED)
    .max(rules.EMAIL_MAX, rules.EMAIL_MESSAGE)
    .regex(rules.EMAIL_PATTERN, rules.EMAIL_MESSAGE),
});

export const sessionUserSchema: z.ZodType<SessionUser> = z.object({
  userid: z.number(),
  username: z.string(),
  companyid: z.number(),
  companyname: z.string(),
  vip: z.number(),
  avatar: z.string(),
  roles: z.array(z.string()),
  id: z.number(),
  nickName: z.string(),
  realname: z.string(),
  sex: z.number(),
  email: z.string(),
  phone: z.string(),
});
export const loginResultSchema: z.ZodType<LoginResult> = z.object({
  token: z.string(),
  logo: z.string(),
  user: sessionUserSchema,
  URL: z.string(),
});
export const meInfoSchema: z.ZodType<MeInfo> = z.object({ user: sessionUserSchema, logo: z.string(), URL: z.string() });
/** `{message}` answers of the account calls. */
export const messageSchema = z.object({ message: z.string() });
