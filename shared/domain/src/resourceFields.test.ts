import { contactDeclaration } from '../testing/sampleContact';
import { computed, dateTime, declareList, fileSize, image, text, textChoice } from './resourceFields';

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
