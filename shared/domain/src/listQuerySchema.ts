import { z } from './zod';
import {
  DEFAULT_SORT,
  MAX_FILTER_NUMBER,
  MAX_PAGE_SIZE,
  OUT_OF_RANGE_MESSAGE,
  PAGE_SIZE,
  type FilterSpec,
  type FilterValue,
  type ListQuery,
  FILTER_CODE,
  FILTER_ID,
  FILTER_NUMBER,
  FILTER_TEXT_MAX,
  type ListSpec,
  type Sort,
} from './lists';
import { chinaTime } from './calendar';

const one = (label: string) =>
  z.union([z.string(), z.array(z.string())]).transform((value, context) => {
    if (Array.isArray(value)) {
      context.addIssue({ code: 'custom', message: `${label}只能有一个值` });
      return z.NEVER;
    }
    return value.trim();
  });

const pair = (label: string, what: string) =>
  z.union([z.string(), z.array(z.string())]).transform((value, context) => {
    if (!Array.isArray(value) || value.length !== 2) {
      context.addIssue({ code: 'custom', message: `${label}须包含开始和结束两个${what}` });
      return z.NEVER;
    }
    return value.map((v) => v.trim()) as [string, string];
  });

function filterSchema(spec: FilterSpec): z.ZodType<FilterValue | undefined> {
  const { label } = spec;
  switch (spec.kind) {
    case 'text':
      return one(label).pipe(
        z
          .string()
          .max(FILTER_TEXT_MAX, `${label}不能超过 ${FILTER_TEXT_MAX} 个字符`)
          .transform((v) => v || undefined),
      );
    case 'id':
      return one(label).pipe(z.string().regex(FILTER_ID, `${label}须为正整数`).transform(Number));
    case 'code':
      return one(label).pipe(z.string().regex(FILTER_CODE, `${label}的取值不正确`));
    case 'bool':
      return one(label).pipe(
        z
          .enum(['true', 'false', '1', '0'], { error: `${label}的取值须为 true 或 false` })
          .transform((v) => v === 'true' || v === '1'),
      );
    case 'dateRange':
      return pair(label, '日期').transform((value, context) => {
        const from = chinaTime(value[0], 'start');
        const to = chinaTime(value[1], 'end');
        if (!from || !to) {
          context.addIssue({
            code: 'custom',
            message: `${label}的日期格式不正确，应为 yyyy-MM-dd 或 yyyy-MM-dd HH:mm:ss`,
          });
          return z.NEVER;
        }
        if (from > to) {
          context.addIssue({ code: 'custom', message: `${label}的开始日期不能晚于结束日期` });
          return z.NEVER;
        }
        return { from, to };
      });
    case 'numberRange':
      return pair(label, '数值').transform((value, context) => {
        const [min, max] = value.map((v) => (FILTER_NUMBER.test(v) ? Number(v) : NaN)) as [number, number];
        if (Number.isNaN(min) || Number.isNaN(max)) {
          context.addIssue({ code: 'custom', message: `${label}须为数字` });
          return z.NEVER;
        }
        if (Math.abs(min) > MAX_FILTER_NUMBER || Math.abs(max) > MAX_FILTER_NUMBER) {
          context.addIssue({ code: 'custom', message: OUT_OF_RANGE_MESSAGE });
          return z.NEVER;
        }
        if (min > max) {
          context.addIssue({ code: 'custom', message: `${label}的最小值不能大于最大值` });
          return z.NEVER;
        }
        return { min, max };
      });
  }
}

function sortSchema(sortable: readonly string[]) {
  const allowed = new Set(['id', ...sortable]);
  return one('排序')
    .optional()
    .transform((value, context): Sort => {
      const [field = '', direction = 'desc', ...rest] = (value || DEFAULT_SORT).split(',');
      if (rest.length || !allowed.has(field)) {
        context.addIssue({ code: 'custom', message: `不支持按“${value}”排序` });
        return z.NEVER;
      }
      if (direction !== 'asc' && direction !== 'desc') {
        context.addIssue({ code: 'custom', message: '排序方向只能是 asc 或 desc' });
        return z.NEVER;
      }
      return { field, direction };
    });
}

/**
 * Which page of a list (`?page=0&size=10`), as every list takes it: 0-based, ten rows by default, at most
 * MAX_PAGE_SIZE; the engine's lists and the hand-written ones (the waiting lists) share it.
 */
export const pagingFields = {
  page: one('页码')
    .pipe(
      z
        .string()
        .regex(/^\d{1,6}$/, '页码须为不小于 0 的整数')
        .transform(Number),
    )
    .optional()
    .default(0),
  size: one('每页条数')
    .pipe(
      z
        .string()
        .regex(/^\d{1,3}$/, `每页条数须在 1 到 ${MAX_PAGE_SIZE} 之间`)
        .transform(Number)
        .refine((n) => n >= 1 && n <= MAX_PAGE_SIZE, `每页条数须在 1 到 ${MAX_PAGE_SIZE} 之间`),
    )
    .optional()
    .default(PAGE_SIZE),
};

/**
 * The query-string schema of a list (`GET /api/<resource>` and its `/download`): page (0-based), size (10, at
 * most 100), sort (`field,asc|desc`, whitelisted), `count=exact` (count a search past COUNT_LIMIT) and the
 * declared filters; anything else is refused with a Chinese message naming it.
 *
 * @example listQuerySchema({ filters: { blurry: { kind: 'text', label: '关键字' } }, sortable: ['name'] })
 *   .parse({ page: '1', blurry: '张' }) // { page: 1, size: 10, sort: { field: 'id', direction: 'desc' }, filters: { blurry: '张' } }
 */
export function listQuerySchema(spec: ListSpec): z.ZodType<ListQuery, Record<string, unknown>> {
  const filterShape = Object.fromEntries(
    Object.entries(spec.filters).map(([name, filter]) => [name, filterSchema(filter).optional()]),
  );
  return z
    .strictObject(
      {
        ...pagingFields,
        sort: sortSchema(spec.sortable),
        count: one('统计方式').pipe(z.literal('exact', '统计方式只能是 exact')).optional(),
        ...filterShape,
      },
      {
        error: (issue) =>
          issue.code === 'unrecognized_keys' ? `不支持的查询参数：${issue.keys.join('、')}` : undefined,
      },
    )
    .transform(({ page, size, sort, count, ...rest }) => {
      const filters: Record<string, FilterValue> = {};
      for (const [name, value] of Object.entries(rest)) if (value !== undefined) filters[name] = value as FilterValue;
      return { page, size, sort, filters, ...(count && { exactTotal: true }) };
    }) as unknown as z.ZodType<ListQuery, Record<string, unknown>>;
}

/** The query string of a list that is only paged (a product's stock movements): no filter, no sort to choose. */
export const pagedOnlyQuerySchema = listQuerySchema({ filters: {}, sortable: [] });
