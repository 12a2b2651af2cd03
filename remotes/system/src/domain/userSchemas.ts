/** 用户: a company's staff accounts as administrators manage them (`/api/users`); the phone is the username. */
import { EMAIL_MAX, EMAIL_MESSAGE, EMAIL_PATTERN, NAME_MAX, SEXES } from '@yjf/domain/accountRules';
import type { Option } from '@yjf/domain/dictionaries';
import {
  codeField,
  enabledField,
  optionalRefField,
  optionalText,
  phoneField,
  requiredText,
} from '@yjf/domain/fieldSchemas';
import type { ListSpec } from '@yjf/domain/lists';
import { z } from '@yjf/domain/zod';

/** 该手机号已被注册: the phone is someone's username already, in this company or another. */
export const PHONE_TAKEN = '该手机号已被注册';

/**
 * One's own phone (the sign-in name), e-mail and password change only in 个人中心, where the dialogs ask for an SMS
 * code to the new phone or the password and a code: the user administration refuses them for oneself.
 */
export const OWN_PHONE_ELSEWHERE = '自己的手机号请在个人中心通过“修改手机号”更换';
export const OWN_EMAIL_ELSEWHERE = '自己的邮箱请在个人中心通过“修改邮箱”更换';
export const OWN_PASSWORD_ELSEWHERE = '自己的密码请在个人中心通过“修改密码”更换';

/** 男 and 女 as a select and the export list them. */
export const SEX_OPTIONS: Option[] = SEXES.map((sex) => ({ value: String(sex.value), label: sex.label }));

const id = (message: string) => z.number({ error: message }).int(message).positive(message);

export const userFormSchema = z.object({
  phone: phoneField(),
  nickName: requiredText('昵称', NAME_MAX),
  realName: optionalText('姓名', NAME_MAX),
  sex: codeField('性别').refine((value) => value === 1 || value === 2, '请选择性别'),
  email: optionalText('邮箱', EMAIL_MAX).refine((value) => value === '' || EMAIL_PATTERN.test(value), EMAIL_MESSAGE),
  deptId: optionalRefField('部门'),
  roleIds: z
    .array(id('请选择角色'), { error: '请选择角色' })
    .min(1, '请选择角色')
    .max(20, '角色不能超过 20 个')
    .transform((ids) => [...new Set(ids)]),
  enabled: enabledField(),
});
export type UserForm = z.input<typeof userFormSchema>;
export type UserFormValues = z.output<typeof userFormSchema>;

export const USER_LIST: ListSpec = {
  filters: {
    blurry: { kind: 'text', label: '关键字' },
    /** The department and every department below it. */
    deptId: { kind: 'id', label: '部门' },
    enabled: { kind: 'bool', label: '状态' },
    createTime: { kind: 'dateRange', label: '创建时间' },
  },
  sortable: ['username', 'createTime'],
};

/** A role as a user's row names it. */
export type UserRole = { id: number; name: string };

export type User = {
  id: number;
  version: number;
  /** The phone: users sign in with it. */
  username: string;
  phone: string;
  nickName: string;
  realName: string;
  /** 1 男, 2 女 */
  sex: number;
  email: string;
  deptId: number | null;
  deptName: string | null;
  roles: UserRole[];
  /** The roles' names, 、-separated (the export's column). */
  roleNames: string;
  enabled: boolean;
  createdBy: number | null;
  createTime: string;
  updateTime: string;
};

/** The answer of an add: the user, and the password they sign in with first, shown to the administrator once. */
export type UserAdded = User & { initialPassword: string };

/** `PUT /api/users/resetPwd`. */
export const resetPasswordSchema = z.object({ id: id('缺少用户编号') });
export type PasswordIssued = { message: string; initialPassword: string };

/** `GET /api/users/getUserByRealNameAndPhone?realname=&phone=`: a colleague by name and phone. */
export const colleagueQuerySchema = z.object({
  realname: requiredText('姓名', NAME_MAX),
  phone: phoneField(),
});

/** `GET /api/users/getInformation?userid=`. */
export const informationQuerySchema = z.object({
  userid: z.coerce.number({ error: '用户编号不正确' }).int('用户编号不正确').positive('用户编号不正确').max(2147483647),
});

/** `GET /api/users/getNotice?companypid=`. */
export const noticeQuerySchema = z.object({
  companypid: z.coerce
    .number({ error: '企业编号不正确' })
    .int('企业编号不正确')
    .positive('企业编号不正确')
    .max(2147483647),
});

/** A colleague's card: who they are and how to reach them (never their account details). */
export type UserCard = {
  id: number;
  nickName: string;
  realName: string;
  phone: string;
  email: string;
  sex: number;
  deptName: string | null;
  avatar: string;
  enabled: boolean;
};

/** Something the company's administrators should know: nearly out of accounts, the trial ending. */
export type UserNotice = { kind: 'accounts' | 'trial' | 'plan'; level: 'warning' | 'info'; message: string };

/** The user screen's counts (`GET /api/users/getRangeData`). */
export type UserRangeData = {
  total: number;
  enabled: number;
  disabled: number;
  /** How many accounts the plan allows; null for the platform company (no limit). */
  staffLimit: number | null;
  /** How many more can be added; null when unlimited. */
  remaining: number | null;
  byDept: { deptId: number | null; deptName: string; count: number }[];
};

/** The counts as sent: the limit under the spec's name for it, `astrict`. */
export type UserRangeDataWire = Omit<UserRangeData, 'staffLimit'> & { astrict: number | null };

export const userRangeToWire = (data: UserRangeData): UserRangeDataWire => ({
  total: data.total,
  enabled: data.enabled,
  disabled: data.disabled,
  astrict: data.staffLimit,
  remaining: data.remaining,
  byDept: data.byDept,
});

export const userRangeFromWire = (data: UserRangeDataWire): UserRangeData => ({
  total: data.total,
  enabled: data.enabled,
  disabled: data.disabled,
  staffLimit: data.astrict,
  remaining: data.remaining,
  byDept: data.byDept,
});

/** The refusal of an add beyond the plan's head count. */
export const accountLimitMessage = (staffLimit: number, current: number) =>
  `当前套餐最多可有 ${staffLimit} 个账号，已有 ${current} 个，请升级套餐或增加人数后再添加`;

/** A user whom records name or who wrote something is disabled, not deleted. */
export const USER_IN_USE = '该用户已有业务数据，不能删除，请改为禁用';
