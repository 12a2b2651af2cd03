/**
 * Field schemas that record forms are built from, each with the Chinese message a user reads. A form schema
 * (customerSchemas.ts, ...) validates in the browser before submit and again on the server.
 */
import { PHONE_MESSAGE, PHONE_PATTERN } from './accountRules';
import { chinaTime } from './calendar';
import { z } from './zod';

/** A required line of text: `请输入<label>`, at most `max` characters. */
export const requiredText = (label: string, max = 50) =>
  z
    .string({ error: `请输入${label}` })
    .trim()
    .min(1, `请输入${label}`)
    .max(max, `${label}不能超过 ${max} 个字符`);

/** An optional line of text; blank becomes ''. */
export const optionalText = (label: string, max = 255) =>
  z
    .string()
    .trim()
    .max(max, `${label}不能超过 ${max} 个字符`)
    .nullish()
    .transform((v) => v ?? '');

/** A mobile phone number by the spec's rule (请输入11为手机号). */
export const phoneField = (label = '手机号') =>
  z
    .string({ error: `请输入${label}` })
    .trim()
    .min(1, `请输入${label}`)
    .regex(PHONE_PATTERN, PHONE_MESSAGE);

/** A coded value chosen from a dictionary or option list, sent as a number: `请选择<label>`. */
export const codeField = (label: string) =>
  z.coerce
    .number({ error: `请选择${label}` })
    .int(`请选择${label}`)
    .min(0, `请选择${label}`)
    .max(999, `请选择${label}`);

/** The id of another record (owner, customer): `请选择<label>`. */
export const refField = (label: string) =>
  z
    .number({ error: `请选择${label}` })
    .int(`请选择${label}`)
    .positive(`请选择${label}`);

/** An optional reference; blank becomes null. */
export const optionalRefField = (label: string) =>
  z
    .number({ error: `请选择${label}` })
    .int(`请选择${label}`)
    .positive(`请选择${label}`)
    .nullish()
    .transform((v) => v ?? null);

/** An optional moment (`yyyy-MM-dd HH:mm:ss` in China time, or ISO); blank becomes null. */
export const optionalDateTime = (label: string) =>
  z
    .union([z.string(), z.date()])
    .nullish()
    .transform((value, context) => {
      if (value === null || value === undefined || value === '') return null;
      if (value instanceof Date) return value;
      const at = /[TZ+]/.test(value.slice(10)) ? new Date(value) : chinaTime(value, 'start');
      if (!at || Number.isNaN(at.getTime())) {
        context.addIssue({ code: 'custom', message: `${label}的格式不正确` });
        return z.NEVER;
      }
      return at;
    });

/** A required moment: `请选择<label>`. */
export const requiredDateTime = (label: string) =>
  optionalDateTime(label).transform((value, context) => {
    if (value === null) {
      context.addIssue({ code: 'custom', message: `请选择${label}` });
      return z.NEVER;
    }
    return value;
  });

/** An optional calendar day, `yyyy-MM-dd`; blank becomes null. */
export const optionalDate = (label: string) =>
  z
    .string()
    .nullish()
    .transform((value, context) => {
      if (value === null || value === undefined || value === '') return null;
      const day = value.slice(0, 10);
      if (!chinaTime(day, 'start')) {
        context.addIssue({ code: 'custom', message: `${label}的格式不正确` });
        return z.NEVER;
      }
      return day;
    });

/** An amount of money in yuan with at most 2 decimals, kept as integer fen. */
export const moneyField = (label: string, { required = false } = {}) =>
  z
    .union([z.number(), z.string()], { error: `请输入${label}` })
    .nullish()
    .transform((value, context) => {
      if (value === null || value === undefined || value === '') {
        if (required) context.addIssue({ code: 'custom', message: `请输入${label}` });
        return 0;
      }
      const text = String(value).trim();
      if (!/^\d{1,10}(\.\d{1,2})?$/.test(text)) {
        context.addIssue({ code: 'custom', message: `${label}须为不小于 0 的金额，最多两位小数` });
        return z.NEVER;
      }
      const [yuan, fen = ''] = text.split('.');
      return Number(yuan) * 100 + Number(fen.padEnd(2, '0'));
    });

/** The enabled flag; absent means enabled. */
export const enabledField = () => z.boolean({ error: '请选择状态' }).default(true);

/** `PUT` bodies: the record's id and the version the user loaded. */
export const editKeys = {
  id: z.number({ error: '缺少数据编号' }).int().positive('缺少数据编号'),
  version: z.number({ error: '缺少数据版本，请刷新后重试' }).int().positive('缺少数据版本，请刷新后重试'),
};

/** `POST /api/<resource>/updateState`. */
export const toggleSchema = z.object({
  id: z.number({ error: '缺少数据编号' }).int().positive('缺少数据编号'),
  enabled: z.boolean({ error: '请选择启用或禁用' }),
});
export type ToggleRequest = z.infer<typeof toggleSchema>;

/** `GET /api/<resource>/:id`. */
export const idParamsSchema = z.object({
  id: z.coerce
    .number({ error: '数据编号不正确' })
    .int('数据编号不正确')
    .positive('数据编号不正确')
    .max(2147483647, '数据编号不正确'),
});
