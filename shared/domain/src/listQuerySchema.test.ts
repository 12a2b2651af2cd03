import { chinaTime } from './calendar';
import { listQuerySchema } from './listQuerySchema';
import type { ListSpec } from './lists';

const spec: ListSpec = {
  filters: {
    blurry: { kind: 'text', label: '关键字' },
    ownerId: { kind: 'id', label: '负责人' },
    channelType: { kind: 'code', label: '渠道类型' },
    enabled: { kind: 'bool', label: '状态' },
    createTime: { kind: 'dateRange', label: '创建时间' },
    amount: { kind: 'numberRange', label: '金额' },
  },
  sortable: ['name', 'createTime'],
};
const schema = listQuerySchema(spec);
const message = (query: Record<string, unknown>) => {
  const result = schema.safeParse(query);
  return result.success ? null : result.error.issues[0]!.message;
};

describe('listQuerySchema', () => {
  it('takes numbers up to a trillion either way', () => {
    expect(message({ amount: ['-1000000000000', '1000000000000'] })).toBeNull();
  });

  it('defaults to the first page of ten, newest first', () => {
    expect(schema.parse({})).toEqual({ page: 0, size: 10, sort: { field: 'id', direction: 'desc' }, filters: {} });
  });

  it('counts a search in full only when asked (count=exact)', () => {
    expect(schema.parse({ blurry: '张', count: 'exact' })).toMatchObject({
      filters: { blurry: '张' },
      exactTotal: true,
    });
    expect(schema.parse({ blurry: '张' })).not.toHaveProperty('exactTotal');
    expect(message({ count: 'all' })).toBe('统计方式只能是 exact');
    expect(message({ count: ['exact', 'exact'] })).toBe('统计方式只能有一个值');
  });

  it('reads page, size, sort and every kind of filter', () => {
    const query = schema.parse({
      page: '2',
      size: '50',
      sort: 'name,asc',
      blurry: ' 张三 ',
      ownerId: '7',
      channelType: '3',
      enabled: 'false',
      createTime: ['2026-01-01', '2026-01-31 12:30:00'],
      amount: ['100', '2000.5'],
    });
    expect(query.page).toBe(2);
    expect(query.size).toBe(50);
    expect(query.sort).toEqual({ field: 'name', direction: 'asc' });
    expect(query.filters).toEqual({
      blurry: '张三',
      ownerId: 7,
      channelType: '3',
      enabled: false,
      createTime: { from: new Date('2025-12-31T16:00:00.000Z'), to: new Date('2026-01-31T04:30:00.000Z') },
      amount: { min: 100, max: 2000.5 },
    });
  });

  it('drops an empty fuzzy search', () => {
    expect(schema.parse({ blurry: '  ' }).filters).toEqual({});
  });

  it.each([
    [{ page: '-1' }, '页码须为不小于 0 的整数'],
    [{ page: 'x' }, '页码须为不小于 0 的整数'],
    [{ size: '0' }, '每页条数须在 1 到 100 之间'],
    [{ size: '101' }, '每页条数须在 1 到 100 之间'],
    [{ sort: 'password,desc' }, '不支持按“password,desc”排序'],
    [{ sort: 'name,sideways' }, '排序方向只能是 asc 或 desc'],
    [{ sort: 'name;drop table users' }, '不支持按“name;drop table users”排序'],
    [{ hack: '1' }, '不支持的查询参数：hack'],
    [{ ownerId: '0' }, '负责人须为正整数'],
    [{ ownerId: ['1', '2'] }, '负责人只能有一个值'],
    [{ channelType: "1' or 1=1" }, '渠道类型的取值不正确'],
    [{ enabled: 'yes' }, '状态的取值须为 true 或 false'],
    [{ createTime: '2026-01-01' }, '创建时间须包含开始和结束两个日期'],
    [{ createTime: ['2026-02-30', '2026-03-01'] }, '创建时间的日期格式不正确，应为 yyyy-MM-dd 或 yyyy-MM-dd HH:mm:ss'],
    [{ createTime: ['2026-03-02', '2026-03-01'] }, '创建时间的开始日期不能晚于结束日期'],
    [{ amount: ['a', '1'] }, '金额须为数字'],
    [{ amount: ['0', '10000000000000000000000'] }, '数值超出允许的范围'],
    [{ amount: ['-1000000000001', '0'] }, '数值超出允许的范围'],
    [{ amount: ['5', '1'] }, '金额的最小值不能大于最大值'],
    [{ blurry: 'x'.repeat(51) }, '关键字不能超过 50 个字符'],
  ])('refuses %p with “%s”', (query, expected) => {
    expect(message(query)).toBe(expected);
  });
});

describe('chinaTime', () => {
  it('reads a bare date as the whole day in China time', () => {
    expect(chinaTime('2026-11-23', 'start')!.toISOString()).toBe('2026-11-22T16:00:00.000Z');
    expect(chinaTime('2026-11-23', 'end')!.toISOString()).toBe('2026-11-23T15:59:59.999Z');
  });
  it('refuses days the calendar does not have', () => {
    expect(chinaTime('2026-02-29', 'start')).toBeNull();
    expect(chinaTime('2028-02-29', 'start')).not.toBeNull();
  });
});
