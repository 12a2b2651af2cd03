import { Children, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { IconMore } from '@arco-design/web-react/icon';
import { Button, Checkbox, Dropdown, Spin } from '../arcoCore';
import './RecordCards.css';
import './visuallyHidden.css';

/** One line of a record's card: its label and how the row's value reads (the column's own cell). */
export type CardField<Row> = { key: string; label: ReactNode; render: (row: Row, index: number) => ReactNode };

/** The rows a list lets the user tick, for its batch actions (删除 of several). */
export type CardSelection<Row> = {
  selected: number[];
  /** The ticked rows now, and the rows of this page whose tick changed. */
  onChange: (ids: number[], change: { rows: Row[]; checked: boolean }) => void;
  /** Whether a row may be ticked (an order already reviewed may not be deleted); default every row. */
  selectable?: (row: Row) => boolean;
};

type Props<Row extends { id: number }> = {
  rows: Row[];
  loading?: boolean;
  /** The record's name, the card's heading (a link to the record, as in the table). */
  title: CardField<Row>;
  /** The key fields under it, label: value. */
  fields: CardField<Row>[];
  /** How a record is named to a screen reader (操作：华府家居, 选择「华府家居」). */
  nameOf: (row: Row) => string;
  /** The row's buttons (编辑, 删除, the page's own), offered in the card's 操作 menu. */
  actions?: (row: Row) => ReactNode;
  selection?: CardSelection<Row>;
  /** What an empty list says; default 暂无数据. */
  empty?: ReactNode;
  /** What the list is, for a screen reader: 客户列表. */
  label?: string;
  /** What a tap on the card opens (a version of a drawing); default the link in its heading, else its tick. */
  onOpen?: (row: Row) => void;
  /** Values wrap under themselves instead of being cut (a record's lines: product names, models). */
  wrap?: boolean;
};

/** What a tap on a card leaves to the control it lands on. */
const CONTROL =
  'a, button, input, textarea, select, label, [role="button"], [role="menuitem"], .arco-link, .arco-checkbox, .arco-input-number, .arco-select';

/**
 * A tap anywhere on a card, off its own controls, does what the card is for: opens it (`onOpen`, else the link
 * or button of its heading), or, in a picker whose cards have no link, ticks it. A finger need not find the
 * small link or tick box; the keyboard and screen readers keep those real controls.
 */
function tapCard(event: React.MouseEvent<HTMLElement>, open: (() => void) | undefined, tick: (() => void) | undefined) {
  const target = event.target as Element;
  if (target.closest(CONTROL) || window.getSelection()?.toString()) return;
  if (open) return open();
  // Arco's Link without an address is a span with a click handler.
  const heading = event.currentTarget.querySelector<HTMLElement>(
    '.record-card-title a, .record-card-title button, .record-card-title .arco-link',
  );
  if (heading) heading.click();
  else tick?.();
}

/**
 * A list on a phone: one card per record with its name as the heading and its key fields as label: value
 * lines, the row's buttons in a 操作 menu, and a tick box when the list has batch actions. CrudPage and
 * PagedTable draw it below 768 px in place of the table.
 *
 * @example
 *   <RecordCards rows={rows} nameOf={(row) => row.name} title={{ key: 'name', label: '客户名称', render: (row) => row.name }}
 *     fields={[{ key: 'phone', label: '联系电话', render: (row) => row.phone }]} actions={(row) => <Button>编辑</Button>} />
 */
export function RecordCards<Row extends { id: number }>({
  rows,
  loading = false,
  title,
  fields,
  nameOf,
  actions,
  selection,
  empty = '暂无数据',
  label,
  onOpen,
  wrap = false,
}: Props<Row>) {
  const selectable = rows.filter((row) => selection?.selectable?.(row) ?? true).map((row) => row.id);
  const ticked = selection ? selectable.filter((id) => selection.selected.includes(id)) : [];
  const tick = (row: Row, checked: boolean) =>
    selection?.onChange(
      checked ? [...selection.selected, row.id] : selection.selected.filter((other) => other !== row.id),
      { rows: [row], checked },
    );
  return (
    <Spin loading={loading} block>
      {selection && rows.length > 0 && (
        <div className="record-cards-bar">
          <Checkbox
            checked={selectable.length > 0 && ticked.length === selectable.length}
            indeterminate={ticked.length > 0 && ticked.length < selectable.length}
            disabled={!selectable.length}
            onChange={(checked: boolean) =>
              selection.onChange(
                checked
                  ? [...new Set([...selection.selected, ...selectable])]
                  : selection.selected.filter((id) => !selectable.includes(id)),
                { rows: rows.filter((row) => selectable.includes(row.id)), checked },
              )
            }
          >
            全选本页
          </Checkbox>
          {selection.selected.length > 0 && <span>已选 {selection.selected.length} 项</span>}
        </div>
      )}
      {rows.length === 0 ? (
        <div className="record-cards-empty">{empty}</div>
      ) : (
        <ul className={wrap ? 'record-cards record-cards-wrap' : 'record-cards'} aria-label={label}>
          {rows.map((row, index) => {
            const name = nameOf(row);
            const tickable = selection && selectable.includes(row.id);
            return (
              // The card's tap is a pointer's shortcut to its heading's link or its tick box, which the keyboard reaches.
              <li
                key={row.id}
                className="record-card"
                onClick={(event) =>
                  tapCard(
                    event,
                    onOpen && (() => onOpen(row)),
                    tickable ? () => tick(row, !selection.selected.includes(row.id)) : undefined,
                  )
                }
              >
                <div className="record-card-head">
                  {selection && (
                    <Checkbox
                      className="record-card-tick"
                      checked={selection.selected.includes(row.id)}
                      disabled={!selectable.includes(row.id)}
                      onChange={(checked: boolean) => tick(row, checked)}
                    >
                      <span className="yjf-visually-hidden">选择「{name}」</span>
                    </Checkbox>
                  )}
                  <h3 className="record-card-title">{title.render(row, index)}</h3>
                  {actions && <RowActionMenu name={name}>{actions(row)}</RowActionMenu>}
                </div>
                {fields.length > 0 && (
                  <dl className="record-card-fields">
                    {fields.map((field) => (
                      <div key={field.key} className="record-card-field">
                        <dt>{field.label}</dt>
                        <dd>{field.render(row, index)}</dd>
                      </div>
                    ))}
                  </dl>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </Spin>
  );
}

/** A popup of its own that a menu's button opens (the confirmation of 删除, 审核, 重置密码). */
const NESTED_POPUP_OPEN = '.arco-popconfirm-open, .arco-popover-open, .arco-dropdown-open';

/**
 * The 操作 button of a card and the menu of the row's buttons it opens. A choice closes the menu, except one that
 * asks first (a Popconfirm needs its button in place): the menu then closes once that question is answered.
 * Escape and a tap outside close it too.
 */
export function RowActionMenu({ name, children }: { name: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const chosen = useRef(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const [list, setList] = useState<HTMLDivElement | null>(null);
  const settle = useCallback(() => {
    if (!chosen.current || list?.querySelector(NESTED_POPUP_OPEN)) return;
    chosen.current = false;
    setOpen(false);
  }, [list]);
  useEffect(() => {
    if (!list) return;
    list.querySelector<HTMLElement>('button:not([disabled])')?.focus();
    // A confirmation's trigger loses its "-open" class when the question is answered or dismissed.
    const observer = new MutationObserver(settle);
    observer.observe(list, { attributes: true, attributeFilter: ['class'], subtree: true });
    return () => observer.disconnect();
  }, [list, settle]);
  if (!Children.toArray(children).length) return null;
  return (
    <Dropdown
      trigger="click"
      position="br"
      popupVisible={open}
      onVisibleChange={(visible) => {
        chosen.current = false;
        setOpen(visible);
      }}
      droplist={
        <div
          ref={setList}
          className="row-action-list"
          role="group"
          aria-label={`「${name}」的操作`}
          onClick={() => {
            chosen.current = true;
            setTimeout(settle);
          }}
          onKeyDown={(event) => {
            if (event.key !== 'Escape') return;
            setOpen(false);
            trigger.current?.focus();
          }}
        >
          {children}
        </div>
      }
    >
      <Button
        ref={trigger}
        type="text"
        size="small"
        className="record-card-more"
        icon={<IconMore />}
        aria-label={`操作：${name}`}
        aria-expanded={open}
      />
    </Dropdown>
  );
}
