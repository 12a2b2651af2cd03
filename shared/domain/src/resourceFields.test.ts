import { contactDeclaration } from '../testing/sampleContact';
import {
  choice,
  computed,
  conditionHolds,
  dateTime,
  declareList,
  declareResource,
  fileSize,
  image,
  integer,
  linked,
  quantity,
  refs,
  text,
  textChoice,
  wordChoice,
} from './resourceFields';

describe('a resource declaration', () => {
  test('gives the list spec: the fuzzy search, each filter with the kind its field implies, the sortable fields', () => {
    expect(contactDeclaration.list).toEqual({
      filters: {
        blurry: { kind: 'text', label: '名称或电话' },
        channelType: { kind: 'code', label: '渠道类型' },
        ownerId: { kind: 'id', label: '负责人' },
        amount: { kind: 'numberRange', label: '金额' },
        nextFollowTime: { kind: 'dateRange', label: '下次跟进时间' },
        enabled: { kind: 'bool', label: '状态' },
        createTime: { kind: 'dateRange', label: '创建时间' },
      },
      sortable: ['name', 'amount', 'createTime'],
    });
  });

  test('gives the form schema of the form fields only, with the Chinese messages of their kinds', () => {
    const { form } = contactDeclaration;
    expect(Object.keys(form.shape)).toEqual(['name', 'channelType', 'ownerId', 'phone', 'enabled', 'remark']);
    const result = form.safeParse({ name: ' ', phone: '123', remark: 'x'.repeat(501) });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['name', '请输入客户名称'],
      ['channelType', '请选择渠道类型'],
      ['phone', '请输入11为手机号'],
      ['remark', '备注不能超过 500 个字符'],
    ]);
    expect(form.parse({ name: ' 华府 ', channelType: '3', phone: '13900000000' })).toEqual({
      name: '华府',
      channelType: 3,
      ownerId: null,
      phone: '13900000000',
      enabled: true,
      remark: '',
    });
  });

  test('names the form fields that hold dictionary values', () => {
    expect(contactDeclaration.dictFields).toEqual({ channelType: 'D001' });
  });
});

describe('a read-only list declaration', () => {
  const uploads = declareList({
    title: '上传记录',
    search: { label: '文件名' },
    fields: {
      name: text('文件名', { max: 200, column: true, sortable: true }),
      size: fileSize('大小', { column: true, filter: true, sortable: true }),
      action: textChoice('操作', [{ value: 'add', label: '新增' }], { column: true, filter: true }),
      url: computed(text('地址', { max: 255 })),
      createTime: dateTime('上传时间', { required: true, filter: true, sortable: true }),
    },
  });

  test('gives the list spec like a resource: a size filters by range, a text code by its value', () => {
    expect(uploads.list).toEqual({
      filters: {
        blurry: { kind: 'text', label: '文件名' },
        size: { kind: 'numberRange', label: '大小' },
        action: { kind: 'code', label: '操作' },
        createTime: { kind: 'dateRange', label: '上传时间' },
      },
      sortable: ['name', 'size', 'createTime'],
    });
    expect(uploads).not.toHaveProperty('form');
  });

  test('marks a value the server works out as computed, never a form field', () => {
    expect(uploads.fields.url).toMatchObject({ source: 'computed', form: undefined });
  });
});

describe('an image field', () => {
  test('takes the storage key of an uploaded attachment, and says what is missing or wrong in its own words', () => {
    const required = image('广告图片', { required: true, form: true }).schema;
    const key = 'attachments/2/0f8fad5b-d9cb-469f-a165-70867728950e.png';
    expect(required.parse(key)).toBe(key);
    expect(required.safeParse('').error!.issues[0]!.message).toBe('请上传广告图片');
    expect(required.safeParse(undefined).error!.issues[0]!.message).toBe('请上传广告图片');
    expect(required.safeParse('../etc/passwd').error!.issues[0]!.message).toBe('广告图片地址不正确，请重新上传');
    const optional = image('封面', { form: true }).schema;
    expect(optional.parse(undefined)).toBe('');
    expect(optional.parse('')).toBe('');
    expect(optional.safeParse('https://example.com/a.png').success).toBe(false);
  });
});

/** A record with the kinds people and grants need: a pattern, a whole number, words, linked ids, a condition. */
const grantDeclaration = declareResource({
  noun: '授权',
  title: '授权列表',
  search: { label: '关键字', placeholder: '名称或邮箱' },
  fields: {
    name: text('名称', { max: 20, required: true, form: true }),
    email: text('邮箱', { max: 50, pattern: { test: /^\S+@\S+$/, message: '请输入正确的邮箱地址' }, form: true }),
    sex: choice('性别', [{ value: '1', label: '男' }], { required: true, form: true }),
    level: integer('级别', { min: 1, max: 9, required: true, outOfRange: '级别须为 1 到 9，1 最高', form: true }),
    sort: integer('排序', { min: 0, max: 99, fallback: 50, sortable: true, form: true }),
    scope: wordChoice('范围', ['全部', '自定义'] as const, { form: true }),
    roleIds: linked(refs('角色', { to: 'roles', required: true, max: 2, form: true })),
    deptIds: linked(refs('部门', { to: 'dept', max: 5, form: { when: { field: 'scope', is: '自定义' } } })),
    userCount: computed(quantity('用户数', { column: true })),
  },
});

const problems = (values: unknown) => {
  const result = grantDeclaration.form.safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('the kinds people and grants are declared with', () => {
  const valid = { name: '甲', sex: 1, level: 1, scope: '全部', roleIds: [2] };

  test('a text of a shape, a choice of its list only, a whole number in its range, words, at least one id', () => {
    expect(problems({ name: '甲', email: 'x', sex: 2, level: 0, scope: '无', roleIds: [] })).toEqual([
      'email: 请输入正确的邮箱地址',
      'sex: 请选择性别',
      'level: 级别须为 1 到 9，1 最高',
      'scope: 请选择范围',
      'roleIds: 请选择角色',
    ]);
    expect(problems({ ...valid, level: 1.5, sort: 100, roleIds: [1, 2, 3] })).toEqual([
      'level: 级别须为整数',
      'sort: 排序须在 0 到 99 之间',
      'roleIds: 角色最多 2 个',
    ]);
    expect(problems({ ...valid, level: undefined })).toEqual(['level: 请输入级别']);
  });

  test('a blank whole number is its fallback; ids lose their repeats; an unset condition leaves its field alone', () => {
    expect(grantDeclaration.form.parse({ ...valid, email: '', sort: '', roleIds: [2, 2] })).toEqual({
      name: '甲',
      email: '',
      sex: 1,
      level: 1,
      sort: 50,
      scope: '全部',
      roleIds: [2],
      deptIds: [],
    });
  });

  test('a field only under a condition is required while it holds, in the words of the condition', () => {
    expect(problems({ ...valid, scope: '自定义' })).toEqual(['deptIds: 自定义范围须选择部门']);
    expect(problems({ ...valid, scope: '自定义', deptIds: [4] })).toEqual([]);
    expect(conditionHolds(grantDeclaration.fields.deptIds, { scope: '自定义' })).toBe(true);
    expect(conditionHolds(grantDeclaration.fields.deptIds, { scope: '全部' })).toBe(false);
    expect(conditionHolds(grantDeclaration.fields.name, {})).toBe(true);
  });

  test('linked ids and computed values are not columns of the table; the list spec follows', () => {
    expect(grantDeclaration.fields.roleIds.source).toBe('linked');
    expect(grantDeclaration.fields.userCount.source).toBe('computed');
    expect(grantDeclaration.list).toEqual({
      filters: { blurry: { kind: 'text', label: '关键字' } },
      sortable: ['sort'],
    });
  });
});
