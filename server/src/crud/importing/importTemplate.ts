import type { DictGroup } from '@yjf/domain/dictionaries';
import { ENABLED_FLAG } from '@yjf/domain/dictionaries';
import { MAX_IMPORT_ROWS } from '@yjf/domain/recordImport';
import { columnLetters, escapeXml, sheetNameOf, type CellValue } from '../sheetXml';
import { zipStream } from '../zipStream';
import { excelSerial, type ImportColumn } from './importColumns';

/**
 * The import template of a resource (`GET /api/<path>/import/template`), written from its import columns: the
 * sheet to fill (the header, required columns marked `*` in red, one example row, each column formatted for its
 * kind, a drop-down list of the allowed values on dictionary and option columns), 填写说明 (each column's rule and
 * allowed values, and how the import treats the file), and a hidden sheet holding the drop-downs' lists.
 */

/** What the template says of a resource beyond its columns. */
export type TemplateSubject = {
  /** The sheet's name: the list's title (客户列表). */
  title: string;
  noun: string;
  /** The duplicate rule in words: 客户名称和联系电话都相同. */
  duplicateRule: string;
  /** How a reference column's cell names its record (同事的姓名或手机号), by column key. */
  refHints: Record<string, string>;
};

/** The example row's moment: fixed, so an example left in the file is known as one whatever the day. */
const EXAMPLE_MOMENT = '2026-12-01 10:00';

/** The candidates of a text field's example: its placeholder's first example (例如：功放、音箱 → 功放), else 示例<label>. */
function textExample(column: ImportColumn): string {
  const placeholder = (typeof column.field.form === 'object' ? column.field.form.placeholder : undefined) ?? '';
  const fromHint = /^例如[：:]\s*([^、，,]+)/.exec(placeholder)?.[1]?.trim();
  const candidate = (fromHint ?? `示例${column.header}`).slice(0, column.field.max ?? 50);
  return column.field.schema.safeParse(candidate).success ? candidate : '';
}

/** The example row's value of a column: valid for its field, in the form the file takes it. */
export function exampleOf(column: ImportColumn, dicts: Map<string, DictGroup>): CellValue {
  const { field } = column;
  switch (field.kind) {
    case 'text':
    case 'textarea':
      return textExample(column);
    case 'phone':
      return '13800000000';
    case 'dict':
      return [...(dicts.get(field.dict!)?.children ?? [])].sort((a, b) => a.sequence - b.sequence)[0]?.name ?? '';
    case 'options':
      return field.options?.[0]?.label ?? '';
    case 'enabled':
      return '启用';
    case 'dateTime':
      return excelSerial(EXAMPLE_MOMENT);
    case 'date':
      return excelSerial(EXAMPLE_MOMENT.slice(0, 10));
    case 'money':
      return 100;
    case 'integer':
      return field.schema.safeParse(10).success ? 10 : '';
    default:
      return '';
  }
}

/** The allowed values of a column, when it has a list: what its drop-down offers. */
export function choicesOf(column: ImportColumn, dicts: Map<string, DictGroup>): string[] | undefined {
  const { field } = column;
  if (field.kind === 'dict')
    return [...(dicts.get(field.dict!)?.children ?? [])].sort((a, b) => a.sequence - b.sequence).map((i) => i.name);
  if (field.kind === 'options') return field.options?.map((option) => option.label);
  if (field.kind === 'enabled') return ENABLED_FLAG.map((option) => option.label).reverse();
  return undefined;
}

/** A column's rule in words, for 填写说明. */
function ruleOf(column: ImportColumn, subject: TemplateSubject): string {
  const { field } = column;
  switch (field.kind) {
    case 'text':
    case 'textarea':
      return `文字，最多 ${field.max} 个字`;
    case 'phone':
      return '11 位手机号';
    case 'dict':
    case 'options':
      return '从下拉列表中选择';
    case 'enabled':
      return '启用或禁用，不填为启用';
    case 'ref':
      return `填写${subject.refHints[column.key] ?? '名称'}${column.required ? '' : '；可不填：新增的与新增时不选相同，更新的保持原值'}`;
    case 'dateTime':
      return '日期时间，如 2026-12-01 10:00（也可填 Excel 日期）';
    case 'date':
      return '日期，如 2026-12-01（也可填 Excel 日期）';
    case 'money':
      return '金额（元），不小于 0，最多两位小数';
    case 'integer':
      return '整数';
    default:
      return '按新增对话框的要求填写';
  }
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELS_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const DOC_RELS_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const SHEET_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml';

/** The cell styles of styles.xml below, by what they are for. */
const STYLE = {
  header: 1,
  requiredHeader: 2,
  text: 3,
  dateTime: 4,
  date: 5,
  money: 6,
  exampleText: 7,
  exampleDateTime: 8,
  exampleDate: 9,
  exampleMoney: 10,
  example: 11,
  wrap: 12,
} as const;

const STYLES_XML =
  `${XML_HEAD}<styleSheet xmlns="${MAIN_NS}">` +
  '<numFmts count="3"><numFmt numFmtId="164" formatCode="yyyy-mm-dd hh:mm"/>' +
  '<numFmt numFmtId="165" formatCode="yyyy-mm-dd"/><numFmt numFmtId="166" formatCode="0.00"/></numFmts>' +
  '<fonts count="4"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font>' +
  '<font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font>' +
  '<font><b/><sz val="11"/><color rgb="FFCB2634"/><name val="Calibri"/><family val="2"/></font>' +
  '<font><i/><sz val="11"/><color rgb="FF6B7785"/><name val="Calibri"/><family val="2"/></font></fonts>' +
  '<fills count="3"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill>' +
  '<fill><patternFill patternType="solid"><fgColor rgb="FFF2F3F5"/><bgColor indexed="64"/></patternFill></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="13"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
  '<xf numFmtId="49" fontId="1" fillId="2" borderId="0" xfId="0" applyFont="1" applyFill="1" applyNumberFormat="1"/>' +
  '<xf numFmtId="49" fontId="2" fillId="2" borderId="0" xfId="0" applyFont="1" applyFill="1" applyNumberFormat="1"/>' +
  '<xf numFmtId="49" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '<xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '<xf numFmtId="166" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '<xf numFmtId="49" fontId="3" fillId="0" borderId="0" xfId="0" applyFont="1" applyNumberFormat="1"/>' +
  '<xf numFmtId="164" fontId="3" fillId="0" borderId="0" xfId="0" applyFont="1" applyNumberFormat="1"/>' +
  '<xf numFmtId="165" fontId="3" fillId="0" borderId="0" xfId="0" applyFont="1" applyNumberFormat="1"/>' +
  '<xf numFmtId="166" fontId="3" fillId="0" borderId="0" xfId="0" applyFont="1" applyNumberFormat="1"/>' +
  '<xf numFmtId="0" fontId="3" fillId="0" borderId="0" xfId="0" applyFont="1"/>' +
  '<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0" applyAlignment="1"><alignment vertical="top" wrapText="1"/></xf>' +
  '</cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>';

/** A column's format in the sheet to fill, and its example cell's. */
function stylesOf(column: ImportColumn): { column: number; example: number } {
  switch (column.field.kind) {
    case 'dateTime':
      return { column: STYLE.dateTime, example: STYLE.exampleDateTime };
    case 'date':
      return { column: STYLE.date, example: STYLE.exampleDate };
    case 'money':
      return { column: STYLE.money, example: STYLE.exampleMoney };
    case 'integer':
      return { column: 0, example: STYLE.example };
    default:
      // Text, so a phone keeps its digits as typed and a name is never read as a date.
      return { column: STYLE.text, example: STYLE.exampleText };
  }
}

function cell(reference: string, value: CellValue, style: number): string {
  const styled = style ? ` s="${style}"` : '';
  if (typeof value === 'number') return `<c r="${reference}"${styled}><v>${value}</v></c>`;
  if (value === null || value === '') return style ? `<c r="${reference}"${styled}/>` : '';
  return `<c r="${reference}"${styled} t="inlineStr"><is><t xml:space="preserve">${escapeXml(value)}</t></is></c>`;
}

const row = (number: number, cells: string[], height?: number) =>
  `<row r="${number}"${height ? ` ht="${height}" customHeight="1"` : ''}>${cells.join('')}</row>`;

/** A column's width in characters: its header, twice for Chinese, and room for what it holds. */
const widthOf = (column: ImportColumn) =>
  Math.max(
    12,
    column.header.length * 2 + 4,
    column.field.kind === 'dateTime' ? 18 : 0,
    (column.field.max ?? 0) >= 255 ? 30 : 0,
  );

function worksheet(options: { cols: string; rows: string[]; frozen?: boolean; validations?: string[] }): string {
  const pane = options.frozen
    ? '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/><selection pane="bottomLeft" activeCell="A2" sqref="A2"/>'
    : '';
  const validations = options.validations?.length
    ? `<dataValidations count="${options.validations.length}">${options.validations.join('')}</dataValidations>`
    : '';
  return (
    `${XML_HEAD}<worksheet xmlns="${MAIN_NS}" xmlns:r="${DOC_RELS_NS}">` +
    `<sheetViews><sheetView workbookViewId="0">${pane}</sheetView></sheetViews>` +
    `<sheetFormatPr defaultRowHeight="15"/><cols>${options.cols}</cols>` +
    `<sheetData>${options.rows.join('')}</sheetData>${validations}</worksheet>`
  );
}

const LISTS_SHEET = '选项';
const GUIDE_SHEET = '填写说明';

/** The template's bytes: a small .xlsx written at once. */
export async function importTemplate(
  columns: ImportColumn[],
  dicts: Map<string, DictGroup>,
  subject: TemplateSubject,
): Promise<Buffer> {
  const lastRow = MAX_IMPORT_ROWS + 1;
  const lists = columns.map((column) => choicesOf(column, dicts));
  const listed = lists.flatMap((list, index) => (list?.length ? [{ index, list }] : []));

  const dataSheet = worksheet({
    frozen: true,
    cols: columns
      .map((column, index) => {
        const style = stylesOf(column).column;
        return `<col min="${index + 1}" max="${index + 1}" width="${widthOf(column)}" customWidth="1"${style ? ` style="${style}"` : ''}/>`;
      })
      .join(''),
    rows: [
      row(
        1,
        columns.map((column, index) =>
          cell(
            `${columnLetters(index)}1`,
            column.required ? `*${column.header}` : column.header,
            column.required ? STYLE.requiredHeader : STYLE.header,
          ),
        ),
      ),
      row(
        2,
        columns.map((column, index) =>
          cell(`${columnLetters(index)}2`, exampleOf(column, dicts), stylesOf(column).example),
        ),
      ),
    ],
    validations: listed.map(({ index, list }, at) => {
      const letter = columnLetters(index);
      const source = `'${LISTS_SHEET}'!$${columnLetters(at)}$1:$${columnLetters(at)}$${list.length}`;
      return (
        `<dataValidation type="list" allowBlank="1" showErrorMessage="1" errorTitle="${escapeXml(columns[index]!.header)}" ` +
        `error="请从下拉列表中选择" sqref="${letter}2:${letter}${lastRow}"><formula1>${escapeXml(source)}</formula1></dataValidation>`
      );
    }),
  });

  const listsSheet = worksheet({
    cols: listed.map((_, at) => `<col min="${at + 1}" max="${at + 1}" width="16" customWidth="1"/>`).join(''),
    rows: Array.from({ length: Math.max(0, ...listed.map(({ list }) => list.length)) }, (_, r) =>
      row(
        r + 1,
        listed.map(({ list }, at) => cell(`${columnLetters(at)}${r + 1}`, list[r] ?? '', 0)),
      ),
    ),
  });

  const notes = [
    `第 1 行是表头，请不要修改；从第 2 行起每行填写一条${subject.noun}。第 2 行是示例，可以直接改写；原样留着时，导入会跳过它。`,
    `带 * 的列必须填写。一次最多导入 ${MAX_IMPORT_ROWS} 行。`,
    `重复数据：${subject.duplicateRule}的视为同一${subject.noun}，导入时可以选择跳过或更新（更新要有编辑权限）。`,
    '下拉列表中的值来自系统字典，请从中选择；单元格中不能有公式，请填写数值或文字。',
    '导入前会检查每一行，有错误时一行也不会导入；改正后重新上传即可。',
  ];
  const guideHeader = ['列名', '是否必填', '填写规则', '可选值'];
  const guideSheet = worksheet({
    frozen: false,
    cols:
      '<col min="1" max="1" width="18" customWidth="1"/><col min="2" max="2" width="10" customWidth="1"/>' +
      '<col min="3" max="3" width="48" customWidth="1"/><col min="4" max="4" width="60" customWidth="1"/>',
    rows: [
      row(
        1,
        guideHeader.map((text, index) => cell(`${columnLetters(index)}1`, text, STYLE.header)),
      ),
      ...columns.map((column, index) =>
        row(index + 2, [
          cell(`A${index + 2}`, column.header, 0),
          cell(`B${index + 2}`, column.required ? '必填' : '选填', 0),
          cell(`C${index + 2}`, ruleOf(column, subject), STYLE.wrap),
          cell(`D${index + 2}`, lists[index]?.join('、') ?? '', STYLE.wrap),
        ]),
      ),
      ...notes.map((note, index) => row(columns.length + 3 + index, [cell(`A${columns.length + 3 + index}`, note, 0)])),
    ],
  });

  const sheets = [
    { name: sheetNameOf(subject.title), xml: dataSheet, hidden: false },
    { name: GUIDE_SHEET, xml: guideSheet, hidden: false },
    { name: LISTS_SHEET, xml: listsSheet, hidden: true },
  ];
  const parts: Record<string, string> = {
    '[Content_Types].xml':
      `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
      sheets
        .map((_, i) => `<Override PartName="/xl/worksheets/sheet${i + 1}.xml" ContentType="${SHEET_TYPE}"/>`)
        .join('') +
      '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
      '</Types>',
    '_rels/.rels':
      `${XML_HEAD}<Relationships xmlns="${RELS_NS}">` +
      `<Relationship Id="rId1" Type="${DOC_RELS_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    'xl/workbook.xml':
      `${XML_HEAD}<workbook xmlns="${MAIN_NS}" xmlns:r="${DOC_RELS_NS}"><bookViews><workbookView/></bookViews><sheets>` +
      sheets
        .map(
          (sheet, i) =>
            `<sheet name="${escapeXml(sheet.name)}" sheetId="${i + 1}"${sheet.hidden ? ' state="hidden"' : ''} r:id="rId${i + 1}"/>`,
        )
        .join('') +
      '</sheets></workbook>',
    'xl/_rels/workbook.xml.rels':
      `${XML_HEAD}<Relationships xmlns="${RELS_NS}">` +
      sheets
        .map(
          (_, i) =>
            `<Relationship Id="rId${i + 1}" Type="${DOC_RELS_NS}/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`,
        )
        .join('') +
      `<Relationship Id="rId${sheets.length + 1}" Type="${DOC_RELS_NS}/styles" Target="styles.xml"/></Relationships>`,
    'xl/styles.xml': STYLES_XML,
    ...Object.fromEntries(sheets.map((sheet, i) => [`xl/worksheets/sheet${i + 1}.xml`, sheet.xml])),
  };
  const chunks: Buffer[] = [];
  for await (const chunk of zipStream(
    Object.entries(parts).map(([name, xml]) => ({ name, content: Buffer.from(xml) })),
  ))
    chunks.push(chunk);
  return Buffer.concat(chunks);
}
