import { Checkbox } from '../arcoCore';
import { type TableProps } from '../arcoTable';
import './visuallyHidden.css';

type RowSelection<Row> = NonNullable<TableProps<Row>['rowSelection']>;

/** Who may be ticked: what the list's own `checkboxProps` does not disable. */
const tickable = <Row,>(selection: RowSelection<Row>, row: Row) => !selection.checkboxProps?.(row)?.disabled;

/**
 * A table's tick boxes with names a screen reader reads (选择「华府家居」, 全选本页): Arco's own have none. The
 * header box does what Arco's does: ticks every row of the page that may be ticked, or unticks them, telling
 * `onSelectAll` and `onChange`.
 *
 * @example <Table rowSelection={namedSelection({ type: 'checkbox', selectedRowKeys, onChange }, rows, (row) => row.name)} />
 */
export function namedSelection<Row extends { id: number }>(
  selection: RowSelection<Row>,
  rows: Row[],
  nameOf: (row: Row) => string,
): RowSelection<Row> {
  if (selection.type === 'radio') return selection;
  const keys = (selection.selectedRowKeys ?? []) as (string | number)[];
  const page = rows.filter((row) => tickable(selection, row)).map((row) => row.id);
  const ticked = page.filter((id) => keys.includes(id));
  const tickAll = (checked: boolean) => {
    const next = checked ? [...new Set([...keys, ...page])] : keys.filter((key) => !page.includes(key as number));
    const chosen = rows.filter((row) => next.includes(row.id));
    selection.onSelectAll?.(checked, chosen);
    selection.onChange?.(next, chosen);
  };
  return {
    ...selection,
    checkAll: false,
    columnTitle: (
      <Checkbox
        checked={page.length > 0 && ticked.length === page.length}
        indeterminate={ticked.length > 0 && ticked.length < page.length}
        disabled={!page.length}
        onChange={tickAll}
      >
        <span className="yjf-visually-hidden">全选本页</span>
      </Checkbox>
    ),
    checkboxProps: (row: Row) => ({
      ...selection.checkboxProps?.(row),
      children: <span className="yjf-visually-hidden">选择「{nameOf(row)}」</span>,
    }),
  };
}
