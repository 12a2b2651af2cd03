/** 用户: a company's staff accounts as administrators manage them (`/api/users`); the phone is the username. */
import { EMAIL_MAX, EMAIL_MESSAGE, EMAIL_PATTERN, NAME_MAX, SEXES } from '@yjf/domain/accountRules';
import type { Option } from '@yjf/domain/dictionaries';
import { phoneField, requiredText } from '@yjf/domain/fieldSchemas';
import {
  choice,
  computed,
  custom,
  declareResource,
  enabled,
  joined,
  linked,
  phone,
  recordTime,
  ref,
  refs,
  text,
  type FormValuesOf,
  type RowOf,
} from '@yjf/domain/resourceFields';
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

/** A role as a user's row names it. */
export type UserRole = { id: number; name: string };

/**
 * 用户 (`/api/users`), declared once: the list's columns, search bar and sorts, the add/edit form and its checks,
 * the export and the table's columns all come from here. The phone is also the username (how one signs in); the
 * password is never a field: an add issues one, 重置密码 another.
 */
export const userDeclaration = declareResource({
  noun: '用户',
  title: '用户列表',
  search: { label: '关键字', placeholder: '手机号、昵称、姓名或邮箱' },
  fields: {
    /** The phone, as the user signs in with it; written from the phone. */
    username: text('用户名', {
      max: 32,
      required: true,
      column: { title: '用户名(手机号)', width: 140 },
      sortable: true,
      export: { width: 16 },
    }),
    phone: phone('手机号', { form: true }),
    nickName: text('昵称', {
      max: NAME_MAX,
      required: true,
      column: { width: 110 },
      form: true,
      export: { width: 14 },
    }),
    realName: text('姓名', { max: NAME_MAX, column: { width: 100, hidden: true }, form: true, export: { width: 12 } }),
    sex: choice('性别', SEX_OPTIONS, {
      required: true,
      column: { width: 70, hidden: true },
      form: true,
      export: { width: 8 },
    }),
    email: text('邮箱', {
      max: EMAIL_MAX,
      pattern: { test: EMAIL_PATTERN, message: EMAIL_MESSAGE },
      column: { width: 200, hidden: true },
      form: true,
      export: { width: 26 },
    }),
    /** The department tree beside the list filters by it: a department with every department below it. */
    deptId: ref('部门', { to: 'dept', filter: { inBar: false }, form: true }),
    deptName: joined(text('部门', { max: 50, column: { width: 120 }, export: { width: 16 } })),
    roleIds: linked(refs('角色', { to: 'roles', required: true, max: 20, form: { wide: true } })),
    /** The roles by seniority, named. */
    roles: computed(
      custom('角色', z.array(z.object({ id: z.number(), name: z.string() })), { column: { width: 180 } }),
    ),
    /** The roles' names, 、-separated. */
    roleNames: computed(text('角色', { max: 1000, export: { width: 24 } })),
    enabled: enabled({ column: { width: 90 }, filter: true, form: true, export: { width: 10 } }),
    createTime: recordTime('创建时间', {
      column: { hidden: true },
      filter: true,
      sortable: true,
      export: { width: 20 },
    }),
    updateTime: recordTime('更新时间', {}),
  },
});

/** The add and edit form (`POST`/`PUT /api/users`). */
export const userFormSchema = userDeclaration.form;
export type UserForm = z.input<typeof userFormSchema>;
export type UserFormValues = FormValuesOf<typeof userDeclaration>;

/** A row of the user list as the server answers it. */
export type User = RowOf<typeof userDeclaration> & { createdBy: number | null };

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
