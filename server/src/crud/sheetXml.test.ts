import { columnLetters, escapeXml, sheetNameOf, sheetWriter } from './sheetXml';

describe('sheetXml', () => {
  it('names columns as Excel does', () => {
    expect([0, 1, 25, 26, 27, 51, 52, 701, 702].map(columnLetters)).toEqual([
      'A',
      'B',
      'Z',
      'AA',
      'AB',
      'AZ',
      'BA',
      'ZZ',
      'AAA',
    ]);
  });

  it('escapes markup and drops the characters XML cannot hold', () => {
    expect(escapeXml('a&b<c>"d"\u0000\u0007\u001F\uFFFEe\t\n😀')).toBe('a&amp;b&lt;c&gt;&quot;d&quot;e\t\n😀');
  });

  it('gives Excel a sheet name it accepts', () => {
    expect(sheetNameOf('客户/列表:2026?')).toBe('客户 列表 2026 ');
    expect(sheetNameOf('长'.repeat(40))).toHaveLength(31);
    expect(sheetNameOf('')).toBe('Sheet1');
  });

  it('numbers the rows after the header, keeps outer spaces and leaves empty cells out', () => {
    const sheet = sheetWriter([
      { header: '名称', width: 16, money: false },
      { header: '金额', width: 12, money: true },
    ]);
    expect(sheet.head()).toContain(
      '<row r="1"><c r="A1" s="1" t="inlineStr"><is><t>名称</t></is></c><c r="B1" s="1" t="inlineStr"><is><t>金额</t></is></c></row>',
    );
    expect(
      sheet.rows([
        [' 华府 ', 12.5],
        ['', null],
        ['x', Number.NaN],
      ]),
    ).toBe(
      '<row r="2"><c r="A2" t="inlineStr"><is><t xml:space="preserve"> 华府 </t></is></c><c r="B2" s="2"><v>12.5</v></c></row>' +
        '<row r="3"></row>' +
        '<row r="4"><c r="A4" t="inlineStr"><is><t>x</t></is></c></row>',
    );
  });
});
