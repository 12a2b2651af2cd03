/**
 * The rules of spec section 5 for accounts, written once. Forms in the browser build their field rules from
 * these constants; the zod schemas in `accountSchemas.ts` build the server's validation from the same ones,
 * so a user reads the same Chinese message wherever a rule stops them.
 */

/** 11 digits: 1, then 3 to 9, then 9 more digits (spec: "A second check accepts 1, a digit 3-9, then 9 digits"). */
export const PHONE_PATTERN = /^1[3-9]\d{9}$/;
/** The spec's message, word for word. */
export const PHONE_MESSAGE = '请输入11为手机号';
export const PHONE_REQUIRED = '请输入手机号';

export const CODE_REQUIRED = '请输入验证码';
export const SMS_CODE_PATTERN = /^\d{6}$/;
export const SMS_CODE_MESSAGE = '验证码为6位数字';
export const CAPTCHA_REQUIRED = '请输入图形验证码';

export const PASSWORD_REQUIRED = '请输入密码';
export const OLD_PASSWORD_REQUIRED = '请输入旧密码';
export const NEW_PASSWORD_REQUIRED = '请输入新密码';
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 20;
export const PASSWORD_LENGTH_MESSAGE = '长度在 6 到 20 个字符';
export const CONFIRM_REQUIRED = '请再次输入密码';
export const CONFIRM_MISMATCH = '两次输入的密码不一致';

export const NICKNAME_REQUIRED = '请输入昵称';
export const REALNAME_REQUIRED = '请输入姓名';
export const SEX_REQUIRED = '请选择性别';
export const EMAIL_REQUIRED = '请输入邮箱';
export const EMAIL_MESSAGE = '请输入正确的邮箱地址';
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;
export const NAME_MAX = 50;
export const EMAIL_MAX = 100;

/** Sex of a user (spec section 3): 1 male, 2 female. */
export const SEXES = [
  { value: 1, label: '男' },
  { value: 2, label: '女' },
] as const;

export const isPhone = (value: string) => PHONE_PATTERN.test(value);
export const isEmail = (value: string) => EMAIL_PATTERN.test(value) && value.length <= EMAIL_MAX;
