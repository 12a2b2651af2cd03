import { IconMinus, IconPlus } from '@arco-design/web-react/icon';

/**
 * The open/close button of a tree table's row (部门, 菜单) with a name a screen reader reads: 展开「工程部」 or
 * 收起「工程部」. Arco's own button is an unnamed icon. Arco adds the click that opens the row.
 *
 * @example <Table expandProps={{ icon: namedExpandIcon((dept: DeptNode) => dept.name) }} ... />
 */
export function namedExpandIcon<Row>(nameOf: (row: Row) => string) {
  // Arco calls it with its own row type; the table's rows are the page's.
  function ExpandButton({ expanded, record }: { expanded: boolean; record: unknown }) {
    return (
      <button
        type="button"
        aria-label={`${expanded ? '收起' : '展开'}「${nameOf(record as Row)}」`}
        aria-expanded={expanded}
      >
        {expanded ? <IconMinus /> : <IconPlus />}
      </button>
    );
  }
  return ExpandButton;
}
