import zlib from 'node:zlib';
import ExcelJS from 'exceljs';
import { zipStream } from '../zipStream';
import type { SheetRow } from './sheetParts';
import { packageOf, sharedStringsXmlOf, sheetXmlOf, workbookOf, zipOf } from './testing/xlsxFiles';
import { readFirstSheet, WORKBOOK_LIMITS } from './workbookReader';

/** The rows the reader hands on, each as its number and its cells' values (and `=` before a formula's). */
async function rowsOf(data: Buffer, options: Partial<Parameters<typeof readFirstSheet>[1]> = {}) {
  const rows: SheetRow[] = [];
  const { date1904 } = await readFirstSheet(data, { columns: 10, onRow: (row) => rows.push(row), ...options });
  return {
    date1904,
    rows: rows.map((row) => [
      row.number,
      ...Array.from(row.cells, (cell) => (cell ? `${cell.formula ? '=' : ''}${String(cell.value)}` : null)),
    ]),
  };
}

const refusal = async (data: Buffer, options: Partial<Parameters<typeof readFirstSheet>[1]> = {}) => {
  try {
    await rowsOf(data, options);
  } catch (error) {
    return [(error as { status?: number }).status, (error as Error).message];
  }
  return 'read';
};

const ROWS = [
  ['客户名称', '金额', '备注'],
  ['华府 & 锦绣 <家居>', 12.5, null],
  [null, null, null],
  ['星河', 0, '第二行'],
];

describe('readFirstSheet', () => {
  it('reads text, numbers and blank cells, whether strings are inline, shared after the sheet or before it', async () => {
    const expected = [
      [1, '客户名称', '金额', '备注'],
      [2, '华府 & 锦绣 <家居>', '12.5'],
      [3],
      [4, '星河', '0', '第二行'],
    ];
    for (const strings of ['inline', 'shared', 'stringsFirst'] as const) {
      expect((await rowsOf(workbookOf(ROWS, { strings }))).rows).toEqual(expected);
    }
    expect((await rowsOf(workbookOf(ROWS, { store: true }))).rows).toEqual(expected);
  });

  it('reads a workbook as exceljs writes it: the sheet list after the sheets, strings shared, dates as numbers', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('客户');
    book.addWorksheet('填写说明').addRow(['不是数据']);
    sheet.addRow(['名称', '下次跟进', '是否']);
    sheet.addRow(['华府', new Date(Date.UTC(2026, 11, 1, 10, 0)), true]);
    sheet.getCell('D2').value = { formula: 'A2&"x"', result: '华府x' };
    const { rows } = await rowsOf(Buffer.from(await book.xlsx.writeBuffer()));
    expect(rows).toEqual([
      [1, '名称', '下次跟进', '是否'],
      [2, '华府', '46357.41666666667', 'true', '=华府x'],
    ]);
  });

  it('reads the first tab, whatever the file names of the sheets', async () => {
    const parts = {
      ...packageOf([
        { name: '导入', path: 'xl/worksheets/sheet2.xml' },
        { name: '说明', path: 'xl/worksheets/sheet1.xml' },
      ]),
      'xl/worksheets/sheet1.xml': sheetXmlOf([['说明']]),
      'xl/worksheets/sheet2.xml': sheetXmlOf([['数据']]),
    };
    expect((await rowsOf(zipOf(parts))).rows).toEqual([[1, '数据']]);
  });

  it('reads a zip whose sizes come after each part (a streaming writer, as the export writes)', async () => {
    const parts = {
      ...packageOf([{ name: '数据', path: 'xl/worksheets/sheet1.xml' }]),
      'xl/worksheets/sheet1.xml': sheetXmlOf(ROWS.slice(0, 2)),
    };
    const chunks: Buffer[] = [];
    for await (const chunk of zipStream(
      Object.entries(parts).map(([name, xml]) => ({ name, content: Buffer.from(xml) })),
    ))
      chunks.push(chunk);
    expect((await rowsOf(Buffer.concat(chunks))).rows).toEqual([
      [1, '客户名称', '金额', '备注'],
      [2, '华府 & 锦绣 <家居>', '12.5'],
    ]);
  });

  it('reads rich text, leaves out phonetic guides, decodes escapes and character references, marks formulas', async () => {
    const sheet =
      '<?xml version="1.0"?><x:worksheet xmlns:x="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><x:sheetData>' +
      '<x:row r="2"><x:c r="B2" t="inlineStr"><x:is><x:r><x:t>华</x:t></x:r><x:r><x:t xml:space="preserve">府 </x:t></x:r>' +
      '<x:rPh sb="0" eb="1"><x:t>hua</x:t></x:rPh></x:is></x:c>' +
      '<x:c r="C2" t="s"><x:v>0</x:v></x:c><x:c t="e"><x:v>#N/A</x:v></x:c>' +
      '<x:c r="F2"><x:f t="shared" si="0"/><x:v>3</x:v></x:c><x:c r="G2" t="inlineStr"><x:is><x:t><![CDATA[<a&b>]]></x:t></x:is></x:c>' +
      '<!-- a comment with <tags> --></x:row></x:sheetData></x:worksheet>';
    const strings = '<sst><si><r><t>一_x000D_二</t></r><r><t>&#x4E09;&amp;&#22235;</t></r></si></sst>';
    const parts = {
      ...packageOf([{ name: '数据', path: 'xl/worksheets/sheet1.xml' }], { sharedStrings: true }),
      'xl/worksheets/sheet1.xml': sheet,
      'xl/sharedStrings.xml': strings,
    };
    expect((await rowsOf(zipOf(parts))).rows).toEqual([[2, null, '华府 ', '一\r二三&四', '#N/A', null, '=3', '<a&b>']]);
  });

  it('drops the NUL character a text cell may spell (_x0000_), which no text column can keep', async () => {
    const sheet =
      '<worksheet><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>华_x0000_府</t></is></c></row></sheetData></worksheet>';
    const parts = {
      ...packageOf([{ name: '数据', path: 'xl/worksheets/sheet1.xml' }]),
      'xl/worksheets/sheet1.xml': sheet,
    };
    expect((await rowsOf(zipOf(parts))).rows).toEqual([[1, '华府']]);
  });

  it("says when the workbook counts its dates from 1904 (an old Mac's)", async () => {
    expect((await rowsOf(workbookOf([[1]], { date1904: true }))).date1904).toBe(true);
    expect((await rowsOf(workbookOf([[1]]))).date1904).toBe(false);
  });

  it('keeps only the columns asked for', async () => {
    const { rows } = await rowsOf(workbookOf([['a', 'b', 'c', 'd']]), { columns: 2 });
    expect(rows).toEqual([[1, 'a', 'b']]);
  });

  it('refuses what is not an .xlsx, with a message saying what to do', async () => {
    const xls = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(512)]);
    expect(await refusal(xls)).toEqual([400, expect.stringContaining('不支持 .xls 格式')]);
    expect(await refusal(Buffer.from('客户名称,联系电话\n华府,13800000000\n'))).toEqual([
      400,
      expect.stringContaining('不是有效的 .xlsx'),
    ]);
    expect(await refusal(zipOf({ 'a.txt': 'x' }))).toEqual([400, expect.stringContaining('不是有效的 .xlsx')]);
    const cut = workbookOf(ROWS);
    expect(await refusal(cut.subarray(0, cut.length - 30))).toEqual([400, expect.stringContaining('不是有效的 .xlsx')]);
  });

  it('refuses broken or hostile XML: a document type, a tag never closed, bytes that are not UTF-8', async () => {
    const withSheet = (sheet: string | Uint8Array) =>
      zipOf({
        ...packageOf([{ name: '数据', path: 'xl/worksheets/sheet1.xml' }]),
        'xl/worksheets/sheet1.xml': sheet,
      });
    const bomb =
      '<?xml version="1.0"?><!DOCTYPE lol [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;">]><worksheet><sheetData>' +
      '<row r="1"><c t="inlineStr"><is><t>&lol2;</t></is></c></row></sheetData></worksheet>';
    expect(await refusal(withSheet(bomb))).toEqual([400, expect.stringContaining('格式不正确')]);
    expect(await refusal(withSheet('<worksheet><sheetData><row r="1"><c r="A1" t="inlineStr"'))).toEqual([
      400,
      expect.stringContaining('格式不正确'),
    ]);
    expect(await refusal(withSheet(Buffer.from([0x3c, 0x61, 0x3e, 0xff, 0xfe, 0x3c, 0x2f, 0x61, 0x3e])))).toEqual([
      400,
      expect.stringContaining('格式不正确'),
    ]);
    expect(await refusal(withSheet('<worksheet><sheetData><row r="3"/><row r="2"/></sheetData></worksheet>'))).toEqual([
      400,
      expect.stringContaining('格式不正确'),
    ]);
  });

  it('stops a zip bomb at the inflated budget, before reading it to its end', async () => {
    // 300 MB of spaces inside the sheet: a few hundred KB deflated.
    const head = Buffer.from('<worksheet><sheetData>');
    const deflate = zlib.createDeflateRaw({ level: 9 });
    const out: Buffer[] = [];
    deflate.on('data', (chunk: Buffer) => out.push(chunk));
    const done = new Promise((resolve) => deflate.on('end', resolve));
    deflate.write(head);
    const block = Buffer.alloc(1024 * 1024, 0x20);
    for (let i = 0; i < 300; i += 1) deflate.write(block);
    deflate.end(Buffer.from('</sheetData></worksheet>'));
    await done;
    const deflated = Buffer.concat(out);
    expect(deflated.length).toBeLessThan(1024 * 1024);
    // A zip whose directory says the sheet is small: only counting the bytes as they come can stop it.
    const honest = zipOf({
      ...packageOf([{ name: '数据', path: 'xl/worksheets/sheet1.xml' }]),
      'xl/worksheets/sheet1.xml': '<worksheet/>',
    });
    const lying = replaceEntry(honest, 'xl/worksheets/sheet1.xml', deflated);
    const started = performance.now();
    expect(await refusal(lying)).toEqual([400, '文件解压后超过 100MB，无法导入']);
    expect(performance.now() - started).toBeLessThan(5000);
  });

  it('refuses at once a part whose directory says it inflates beyond the budget, and too many parts', async () => {
    const small = { ...WORKBOOK_LIMITS, maxInflatedBytes: 1000 };
    expect(await refusal(workbookOf([['x'.repeat(2000)]]), { limits: small })).toEqual([
      400,
      '文件解压后超过 0MB，无法导入',
    ]);
    const many = Object.fromEntries(Array.from({ length: 1001 }, (_, i) => [`extra/${i}.xml`, '']));
    expect(await refusal(zipOf({ ...many, ...packageOf([{ name: 'a', path: 'xl/worksheets/sheet1.xml' }]) }))).toEqual([
      400,
      expect.stringContaining('超过 1000 个'),
    ]);
  });

  it('refuses more shared strings than it keeps', async () => {
    const strings = Array.from({ length: 11 }, (_, i) => `s${i}`);
    const parts = {
      ...packageOf([{ name: '数据', path: 'xl/worksheets/sheet1.xml' }], { sharedStrings: true }),
      'xl/sharedStrings.xml': sharedStringsXmlOf(strings),
      'xl/worksheets/sheet1.xml': sheetXmlOf([['s0']], ['s0']),
    };
    expect(await refusal(zipOf(parts), { limits: { ...WORKBOOK_LIMITS, maxSharedStrings: 10 } })).toEqual([
      400,
      '文件中的文字过多，无法导入',
    ]);
  });

  it('stops reading when the row handler says so (the import row limit)', async () => {
    const rows = Array.from({ length: 5000 }, (_, i) => [`r${i}`]);
    let seen = 0;
    const stop = Object.assign(new Error('too many'), { status: 400 });
    await expect(
      readFirstSheet(workbookOf(rows), {
        columns: 2,
        onRow: () => {
          seen += 1;
          if (seen > 10) throw stop;
        },
      }),
    ).rejects.toBe(stop);
    expect(seen).toBe(11);
  });
});

/** The zip with one part's compressed bytes replaced (its directory unchanged: sizes that lie). */
function replaceEntry(zip: Buffer, name: string, deflated: Buffer): Buffer {
  // Rebuilt by hand: local header, data, then the directory with the new offsets and compressed size.
  const files: { name: string; header: Buffer; data: Buffer; central: Buffer }[] = [];
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  let at = zip.readUInt32LE(end + 16);
  for (let i = 0; i < zip.readUInt16LE(end + 10); i += 1) {
    const nameLength = zip.readUInt16LE(at + 28);
    const centralLength = 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    const entryName = zip.toString('utf8', at + 46, at + 46 + nameLength);
    const localAt = zip.readUInt32LE(at + 42);
    const localLength = 30 + zip.readUInt16LE(localAt + 26) + zip.readUInt16LE(localAt + 28);
    const size = zip.readUInt32LE(at + 20);
    const data = entryName === name ? deflated : zip.subarray(localAt + localLength, localAt + localLength + size);
    files.push({
      name: entryName,
      header: Buffer.from(zip.subarray(localAt, localAt + localLength)),
      data,
      central: Buffer.from(zip.subarray(at, at + centralLength)),
    });
    at += centralLength;
  }
  const out: Buffer[] = [];
  let offset = 0;
  for (const file of files) {
    file.header.writeUInt32LE(file.data.length, 18);
    file.central.writeUInt32LE(file.data.length, 20);
    file.central.writeUInt32LE(offset, 42);
    out.push(file.header, file.data);
    offset += file.header.length + file.data.length;
  }
  const directory = Buffer.concat(files.map((file) => file.central));
  const tail = Buffer.from(zip.subarray(end, end + 22));
  tail.writeUInt32LE(directory.length, 12);
  tail.writeUInt32LE(offset, 16);
  return Buffer.concat([...out, directory, tail]);
}
