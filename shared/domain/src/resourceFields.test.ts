import { contactDeclaration } from '../testing/sampleContact';

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
