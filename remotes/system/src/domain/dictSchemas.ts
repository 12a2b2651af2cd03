import { requiredText } from '@yjf/domain/fieldSchemas';
import { z } from '@yjf/domain/zod';

const CODE = /^[A-Za-z][A-Za-z0-9_]{0,19}$/;

/** A dictionary group (`POST /api/dicts`, `PUT /api/dicts/:code`). */
export const dictGroupFormSchema = z.object({
  code: z
    .string({ error: '请输入字典编码' })
    .trim()
    .min(1, '请输入字典编码')
    .regex(CODE, '字典编码以字母开头，只能包含字母、数字和下划线，最多 20 个字符'),
  name: requiredText('字典名称', 50),
  sequence: z.number({ error: '请输入排序' }).int().min(0).max(99999).default(999),
  parentCode: z.string().trim().max(20).default(''),
});
export type DictGroupForm = z.input<typeof dictGroupFormSchema>;

/** One value of a group (`POST /api/dicts/:code/items`, `PUT /api/dicts/:code/items/:value`). */
export const dictItemFormSchema = z.object({
  value: z
    .string({ error: '请输入字典值' })
    .trim()
    .min(1, '请输入字典值')
    .regex(/^[0-9A-Za-z_-]{1,20}$/, '字典值只能包含字母、数字、下划线和连字符，最多 20 个字符'),
  name: requiredText('字典标签', 50),
  sequence: z.number({ error: '请输入排序' }).int().min(0).max(99999).default(999),
});
export type DictItemForm = z.input<typeof dictItemFormSchema>;

export const dictCodeParamsSchema = z.object({ code: z.string().regex(CODE, '字典编码不正确') });
export const dictItemParamsSchema = z.object({
  code: z.string().regex(CODE, '字典编码不正确'),
  value: z.string().regex(/^[0-9A-Za-z_-]{1,20}$/, '字典值不正确'),
});
