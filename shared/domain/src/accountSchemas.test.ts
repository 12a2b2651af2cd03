import {
  loginSchema,
  passwordChangeSchema,
  passwordResetSchema,
  phoneChangeSchema,
  profileSchema,
  smsRequestSchema,
} from './accountSchemas';
import { isEmail, isPhone } from './accountRules';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error!.issues[0]!.message;

describe('phone rule (spec section 5)', () => {
  it.each(['13800000000', '19912345678', '15000000000'])('accepts %s', (phone) => expect(isPhone(phone)).toBe(true));
  it.each(['12800000000', '1380000000', '138000000000', '23800000000', '1380000000a', ''])('refuses %p', (phone) =>
    expect(isPhone(phone)).toBe(false),
  );
});

describe('loginSchema', () => {
  it.each([
    [{ username: '13800000000', password: 'ab12' }, null],
    [{ username: '13800000000', code: '123456' }, null],
    [{ username: '', password: 'x' }, '请输入手机号'],
    [{ username: '1380000', password: 'x' }, '请输入11为手机号'],
    [{ username: '13800000000' }, '请输入密码'],
    [{ username: '13800000000', password: '' }, '请输入密码'],
    [{ username: '13800000000', code: '' }, '请输入验证码'],
    [{ username: '13800000000', code: '12ab' }, '验证码为6位数字'],
  ])('%j -> %p', (input, message) => expect(firstMessage(loginSchema.safeParse(input))).toBe(message));
});

describe('passwordChangeSchema', () => {
  it.each([
    [{ oldPass: 'old', newPass: 'abcdef', confirmPass: 'abcdef' }, null],
    [{ oldPass: 'old', newPass: 'a'.repeat(20), confirmPass: 'a'.repeat(20) }, null],
    [{ oldPass: '', newPass: 'abcdef', confirmPass: 'abcdef' }, '请输入旧密码'],
    [{ oldPass: 'old', newPass: '', confirmPass: '' }, '请输入新密码'],
    [{ oldPass: 'old', newPass: 'abcde', confirmPass: 'abcde' }, '长度在 6 到 20 个字符'],
    [{ oldPass: 'old', newPass: 'a'.repeat(21), confirmPass: 'a'.repeat(21) }, '长度在 6 到 20 个字符'],
    [{ oldPass: 'old', newPass: 'abcdef', confirmPass: '' }, '请再次输入密码'],
    [{ oldPass: 'old', newPass: 'abcdef', confirmPass: 'abcdeg' }, '两次输入的密码不一致'],
  ])('%j -> %p', (input, message) => expect(firstMessage(passwordChangeSchema.safeParse(input))).toBe(message));
});

describe('passwordResetSchema', () => {
  it.each([
    [{ phoneNumber: '13800000000', code: '123456', newPass: 'abcdef', confirmPass: 'abcdef' }, null],
    [{ phoneNumber: '13800000000', code: '', newPass: 'abcdef', confirmPass: 'abcdef' }, '请输入验证码'],
    [{ phoneNumber: '123', code: '123456', newPass: 'abcdef', confirmPass: 'abcdef' }, '请输入11为手机号'],
  ])('%j -> %p', (input, message) => expect(firstMessage(passwordResetSchema.safeParse(input))).toBe(message));
});

describe('phoneChangeSchema', () => {
  it.each([
    [{ verifyPhone: '13900000000', verifyCode: '123456', userId: 3 }, null],
    [{ verifyPhone: '', verifyCode: '123456', userId: 3 }, '请输入手机号'],
    [{ verifyPhone: '13900000000', verifyCode: '', userId: 3 }, '请输入验证码'],
  ])('%j -> %p', (input, message) => expect(firstMessage(phoneChangeSchema.safeParse(input))).toBe(message));
});

describe('profileSchema', () => {
  const valid = { id: 1, nickname: '小王', realname: '王强', sex: 1, email: 'wang@example.com' };
  it.each([
    [{}, null],
    [{ nickname: '' }, '请输入昵称'],
    [{ realname: '  ' }, '请输入姓名'],
    [{ sex: 0 }, '请选择性别'],
    [{ sex: undefined }, '请选择性别'],
    [{ email: '' }, '请输入邮箱'],
    [{ email: 'wang@' }, '请输入正确的邮箱地址'],
  ])('%j -> %p', (patch, message) =>
    expect(firstMessage(profileSchema.safeParse({ ...valid, ...patch }))).toBe(message),
  );

  it('trims the names', () => {
    expect(profileSchema.parse({ ...valid, nickname: ' 小王 ' }).nickname).toBe('小王');
  });
});

describe('smsRequestSchema', () => {
  it('needs the picture answer', () => {
    expect(firstMessage(smsRequestSchema.safeParse({ phone: '13800000000', imageCode: '' }))).toBe('请输入图形验证码');
  });
});

describe('isEmail', () => {
  it.each(['a@b.cn', 'first.last+tag@mail.example.com'])('accepts %s', (email) => expect(isEmail(email)).toBe(true));
  it.each(['a@b', '@b.cn', 'a b@c.cn', 'a@b.c'])('refuses %s', (email) => expect(isEmail(email)).toBe(false));
});
