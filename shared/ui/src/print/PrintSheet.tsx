import type { ReactNode } from 'react';
import { useGetInfoQuery } from '@yjf/api/sessionApi';
import { amountInWords } from '@yjf/domain/amountInWords';
import { formatMoney } from '@yjf/domain/money';
import './PrintSheet.css';

/** One line of the document's head: 单号, 日期, the counterpart. */
export type PrintField = {
  label: string;
  value: ReactNode;
  /** Across the whole head (a long project name, an address). */
  wide?: boolean;
};

/** A column of the lines table. */
export type PrintColumn = {
  title: string;
  /** Numbers right, short codes centred; text left (the default). */
  align?: 'left' | 'center' | 'right';
  /** Its share of the sheet's width (`12%`, `18mm`); the columns without one share the rest. */
  width?: string;
};

/** A signature line: who signs, and the name and day already known (who drew the document up, and when). */
export type PrintSignature = { label: string; name?: string | null; date?: string | null };

type Props = {
  /** The document's name under the company's: 采购订单, 出库单, 收款凭证. */
  title: string;
  /** The head: number, date, counterpart… in reading order, two to a row. */
  fields: PrintField[];
  columns: PrintColumn[];
  /** The lines, a cell per column. */
  rows: ReactNode[][];
  /** The 合计 row: cells under the columns from the second on (the first says 合计). */
  totals: ReactNode[];
  /** The document's amount in fen: written in figures and in capitals (大写金额). */
  amount: number;
  remark?: string | null;
  signatures: PrintSignature[];
};

/**
 * A business document on an A4 sheet, as it is printed and signed: the company's name (the signed-in user's
 * company) and the document's title, its head fields, the lines with their 合计 row, the amount in figures and
 * in capitals, the remark and the signature lines. On screen it is a white A4 sheet; printed (`PrintPreview`'s
 * 打印, or the browser's own) it is all that is printed, the lines' header repeated on every page.
 *
 * @example
 * <PrintSheet title="采购订单" fields={[{ label: '单号', value: order.code }]} columns={columns} rows={rows}
 *   totals={['', '', 12, '', formatMoney(order.totalAmount)]} amount={order.totalAmount}
 *   signatures={[{ label: '制单人', name: order.createdByName }, { label: '供应商确认' }]} />
 */
export function PrintSheet({ title, fields, columns, rows, totals, amount, remark, signatures }: Props) {
  const company = useGetInfoQuery().data?.user.companyname ?? '';
  const align = (column: PrintColumn | undefined) => `print-cell-${column?.align ?? 'left'}`;
  return (
    <article className="print-sheet" aria-label={title}>
      <header className="print-head">
        <p className="print-company">{company}</p>
        <h1 className="print-title">{title}</h1>
      </header>
      <dl className="print-fields">
        {fields.map((field) => (
          <div key={field.label} className={field.wide ? 'print-field print-field-wide' : 'print-field'}>
            <dt>{field.label}：</dt>
            <dd>{field.value === '' || field.value === null || field.value === undefined ? '—' : field.value}</dd>
          </div>
        ))}
      </dl>
      <table className="print-lines">
        <colgroup>
          {columns.map((column) => (
            <col key={column.title} style={column.width ? { width: column.width } : undefined} />
          ))}
        </colgroup>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.title} scope="col" className={align(column)}>
                {column.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((cells, row) => (
            <tr key={row}>
              {cells.map((cell, index) => (
                <td key={index} className={align(columns[index])}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
          <tr className="print-total-row">
            <th scope="row" className="print-cell-center">
              合计
            </th>
            {totals.map((cell, index) => (
              <td key={index} className={align(columns[index + 1])}>
                {cell}
              </td>
            ))}
          </tr>
          {/* One cell across the table: the capitals are long, and no column is as wide as they need. */}
          <tr className="print-amount-row">
            <td colSpan={columns.length}>
              <span className="print-amount-label">金额（大写）：</span>
              <span className="print-amount-words">人民币{amountInWords(amount)}</span>
              <span className="print-amount-figures">（小写）{formatMoney(amount)}</span>
            </td>
          </tr>
        </tbody>
      </table>
      <p className="print-remark">
        <span className="print-remark-label">备注：</span>
        {remark || '—'}
      </p>
      <div className="print-signatures">
        {signatures.map((signature) => (
          <div key={signature.label} className="print-signature">
            <div>
              <span className="print-signature-label">{signature.label}：</span>
              <span className="print-signature-line">{signature.name}</span>
            </div>
            <div>
              <span className="print-signature-label">日期：</span>
              <span className="print-signature-line">{signature.date}</span>
            </div>
          </div>
        ))}
      </div>
    </article>
  );
}
