import { customerDeclaration } from '@yjf/area-customers/domain/customerSchemas';
import { productAddFields, productDeclaration } from '@yjf/area-purchasing/domain/productSchemas';
import { DICTIONARY_SEEDS } from '@yjf/domain/dictionaries';
import {
  convertCell,
  excelSerial,
  importColumnsOf,
  locateColumns,
  serialText,
  type ImportColumn,
} from './importColumns';
import type { SheetCell } from './sheetParts';

const customerColumns = importColumnsOf(customerDeclaration.fields, 'customer');
const productColumns = importColumnsOf({ ...productDeclaration.fields, ...productAddFields }, 'product');
const dicts = new Map(DICTIONARY_SEEDS.map((group) => [group.code, group]));
const column = (columns: ImportColumn[], header: string) => columns.find((c) => c.header === header)!;
const text = (value: string): SheetCell => ({ value, type: 'text', formula: false });
const number = (value: number): SheetCell => ({ value, type: 'number', formula: false });
const convert = (columns: ImportColumn[], header: string, cell: SheetCell | undefined, date1904 = false) =>
  convertCell(column(columns, header), cell, { dicts, date1904 });

describe('import columns', () => {
  it("are the add form's fields in its order, headed by its labels, 期初库存 behind 销售价", () => {
    expect(customerColumns.map((c) => [c.header, c.required])).toEqual([
      ['客户名称', true],
      ['渠道类型', true],
      ['渠道状态', true],
      ['意向程度', true],
      ['联系人', true],
      ['联系电话', true],
      ['所在地区', false],
      ['详细地址', false],
      ['负责人', false],
      ['来源说明', false],
      ['下次跟进时间', false],
      ['状态', false],
      ['备注', false],
    ]);
    expect(productColumns.map((c) => c.header)).toEqual([
      '产品名称',
      '品牌',
      '型号',
      '产品分类',
      '单位',
      '成本价',
      '销售价',
      '期初库存',
      '状态',
    ]);
  });

  it('find the template’s header in any order, with or without the required mark, and say what is wrong', () => {
    const header = [...customerColumns].reverse().map((c) => text(c.required ? `*${c.header}` : ` ${c.header} `));
    expect(locateColumns(customerColumns, header, 1)).toEqual({
      positions: customerColumns.map((_, index) => customerColumns.length - 1 - index),
    });
    const wrong = [text('客户名称'), text('客户名称'), text('微信')];
    const located = locateColumns(customerColumns, wrong, 3);
    expect('errors' in located && located.errors.slice(0, 3)).toEqual([
      { row: 3, column: '客户名称', message: '表头中这一列出现了两次' },
      { row: 3, column: '微信', message: '不是模板中的列，请使用下载的模板' },
      { row: 3, column: '渠道类型', message: '表头缺少这一列，请使用下载的模板' },
    ]);
  });

  it('read dictionary names and 启用/禁用 as the form takes them, and say which names are allowed', () => {
    expect(convert(customerColumns, '渠道类型', text(' 设计师 '))).toEqual({ value: 3 });
    expect(convert(customerColumns, '渠道类型', undefined)).toEqual({ value: undefined });
    expect(convert(customerColumns, '意向程度', text('3'))).toEqual({
      error: '「3」不是可选的值（可选：强烈、一般、观望、无意向）',
    });
    expect(convert(customerColumns, '状态', text('禁用'))).toEqual({ value: false });
    expect(convert(customerColumns, '状态', { value: true, type: 'boolean', formula: false })).toEqual({ value: true });
    expect(convert(customerColumns, '状态', text('也许'))).toEqual({ error: '只能填写启用或禁用' });
    expect(convert(customerColumns, '负责人', text('李娜'))).toEqual({ named: '李娜' });
    expect(convert(customerColumns, '负责人', text('  '))).toEqual({ value: null });
    expect(convert(customerColumns, '联系电话', { value: '#N/A', type: 'error', formula: false })).toEqual({
      error: '是错误值 #N/A，请改正后再导入',
    });
  });

  it('read numbers as Excel shows them: a phone without its exponent, money to 15 digits', () => {
    expect(convert(customerColumns, '联系电话', number(13800000002))).toEqual({ value: '13800000002' });
    expect(convert(productColumns, '成本价', number(0.1 + 0.2))).toEqual({ value: 0.3 });
    expect(convert(productColumns, '成本价', number(1234.5599999999999))).toEqual({ value: 1234.56 });
    expect(convert(productColumns, '成本价', text('一千'))).toEqual({ value: '一千' });
    expect(convert(productColumns, '期初库存', number(5))).toEqual({ value: 5 });
  });

  it('read a moment as an Excel date of either date system, or as text written several ways', () => {
    const serial = excelSerial('2026-12-01 10:00');
    expect(serial).toBeCloseTo(46357.416666667, 8);
    expect(serialText(46357.41666666667, false, 'dateTime')).toBe('2026-12-01 10:00:00');
    expect(serialText(46357.41666666667 - 1462, true, 'dateTime')).toBe('2026-12-01 10:00:00');
    expect(serialText(46357.99999999, false, 'date')).toBe('2026-12-02');
    expect(convert(customerColumns, '下次跟进时间', number(serial))).toEqual({ value: '2026-12-01 10:00:00' });
    for (const written of ['2026-12-1 9:05', '2026/12/01 09:05', '2026.12.1 9:05:00', '2026年12月1日 9:05']) {
      expect(convert(customerColumns, '下次跟进时间', text(written))).toEqual({ value: '2026-12-01 09:05:00' });
    }
    expect(convert(customerColumns, '下次跟进时间', text('2026-12-01'))).toEqual({ value: '2026-12-01' });
    expect(convert(customerColumns, '下次跟进时间', text('明天'))).toEqual({ value: '明天' });
    expect(convert(customerColumns, '下次跟进时间', undefined)).toEqual({ value: null });
  });
});
