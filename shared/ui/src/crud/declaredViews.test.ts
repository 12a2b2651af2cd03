import { contactDeclaration } from '@yjf/domain/testing/sampleContact';
import {
  declareList,
  declareResource,
  fileSize,
  integer,
  linked,
  refs,
  text,
  wordChoice,
} from '@yjf/domain/resourceFields';
import { columnsOf, formFieldsOf, searchFieldsOf } from './declaredViews';

describe('the views of a declaration', () => {
  test('columns: declared order, titles, widths, formats, sorts and hidden columns; a page overrides by name', () => {
    const render = () => 'link';
    const columns = columnsOf(contactDeclaration, { name: { render } });
    expect(
      columns.map(({ field, title, format, sortable, hiddenByDefault }) => ({
        field,
        title,
        format,
        sortable,
        hiddenByDefault,
      })),
    ).toEqual([
      { field: 'name', title: '客户名称', format: undefined, sortable: true, hiddenByDefault: undefined },
      { field: 'channelType', title: '渠道类型', format: undefined, sortable: false, hiddenByDefault: undefined },
      { field: 'ownerName', title: '负责人', format: undefined, sortable: false, hiddenByDefault: undefined },
      { field: 'phone', title: '联系电话', format: undefined, sortable: false, hiddenByDefault: undefined },
      { field: 'amount', title: '金额', format: 'money', sortable: true, hiddenByDefault: undefined },
      { field: 'nextFollowTime', title: '下次跟进', format: 'datetime', sortable: false, hiddenByDefault: true },
      { field: 'enabled', title: '状态', format: undefined, sortable: false, hiddenByDefault: undefined },
    ]);
    expect(columns[0]).toMatchObject({ width: 170, render });
    expect(columns[1]!.dict).toBe('D001');
  });

  test('columns: a column declared after another stands behind it; a file size reads as one', () => {
    const files = declareList({
      title: '文件',
      fields: {
        name: text('文件名', { max: 200, column: true }),
        size: fileSize('大小', { column: true }),
        owner: text('创建者', { max: 50, column: true }),
        bucket: text('存储桶', { max: 100, column: { after: 'size' } }),
      },
    });
    expect(columnsOf(files).map(({ field, format }) => [field, format])).toEqual([
      ['name', undefined],
      ['size', 'fileSize'],
      ['bucket', undefined],
      ['owner', undefined],
    ]);
  });

  test('search bar: the fuzzy search, then the filters the bar shows; a reference needs the page’s control', () => {
    expect(() => searchFieldsOf(contactDeclaration)).toThrow('the field ownerId picks a record');
    const bar = searchFieldsOf(contactDeclaration, { ownerId: 'person picker' });
    expect(bar).toEqual([
      { name: 'blurry', label: '名称或电话', kind: 'text', placeholder: '名称或电话' },
      { name: 'channelType', label: '渠道类型', kind: 'dict', dict: 'D001' },
      { name: 'ownerId', label: '负责人', kind: 'custom', control: 'person picker' },
      { name: 'amount', label: '金额', kind: 'amountRange' },
      { name: 'createTime', label: '创建时间', kind: 'dateRange' },
    ]);
  });

  test('form: the form fields with their controls, required marks and layout', () => {
    expect(() => formFieldsOf(contactDeclaration)).toThrow('form: the field ownerId picks a record');
    expect(formFieldsOf(contactDeclaration, { ownerId: 'person picker' })).toEqual([
      { name: 'name', label: '客户名称', kind: 'text', required: true, placeholder: undefined, wide: undefined },
      { name: 'channelType', label: '渠道类型', kind: 'dict', dict: 'D001', required: true, wide: undefined },
      { name: 'ownerId', label: '负责人', kind: 'custom', required: false, wide: undefined, control: 'person picker' },
      { name: 'phone', label: '联系电话', kind: 'phone', required: true, placeholder: undefined, wide: undefined },
      { name: 'enabled', label: '状态', kind: 'switch', required: false, placeholder: undefined, wide: undefined },
      { name: 'remark', label: '备注', kind: 'textarea', required: false, placeholder: undefined, wide: true },
    ]);
  });

  test('form: a field only under a condition carries it and is required; a whole number is typed; the bar’s hint', () => {
    const declaration = declareResource({
      noun: '角色',
      title: '角色列表',
      search: { label: '关键字', placeholder: '名称或描述' },
      fields: {
        level: integer('级别', { min: 1, max: 9, form: { placeholder: '1 最高' } }),
        scope: wordChoice('范围', ['全部', '自定义'] as const, { form: true }),
        deptIds: linked(
          refs('部门', { to: 'dept', max: 5, form: { label: '数据权限', when: { field: 'scope', is: '自定义' } } }),
        ),
      },
    });
    expect(formFieldsOf(declaration, { deptIds: 'dept picker' })).toEqual([
      { name: 'level', label: '级别', kind: 'text', required: false, placeholder: '1 最高' },
      {
        name: 'scope',
        label: '范围',
        kind: 'options',
        options: [
          { value: '全部', label: '全部' },
          { value: '自定义', label: '自定义' },
        ],
        required: true,
      },
      {
        name: 'deptIds',
        label: '数据权限',
        kind: 'custom',
        required: true,
        control: 'dept picker',
        when: { field: 'scope', is: '自定义' },
      },
    ]);
    expect(searchFieldsOf(declaration)).toEqual([
      { name: 'blurry', label: '关键字', kind: 'text', placeholder: '名称或描述' },
    ]);
  });
});
