import { Button, Card, Popconfirm, Space } from '@yjf/ui/arcoCore';
import { Table, type TableColumnProps, type TableProps } from '@yjf/ui/arcoTable';
import { notifySaved } from '@yjf/ui/notices';
import { IconPlus } from '@arco-design/web-react/icon';

type Props<Row> = Omit<TableProps<Row>, 'columns' | 'size' | 'pagination'> & {
  title: string;
  /** The rows' own columns; 操作 is added when a row can be edited or deleted. */
  columns: TableColumnProps<Row>[];
  /** 新增, when the user may add here. */
  onAdd?: () => void;
  /** 编辑, when the user may edit. */
  onEdit?: (row: Row) => void;
  /** Deletes the row, when the user may delete. */
  onDelete?: (row: Row) => Promise<unknown>;
  /** Whether the row may go (the business rules use the built-in ones). */
  deletable: (row: Row) => boolean;
  /** The question before deleting the row. */
  deleteQuestion: (row: Row) => string;
};

/**
 * One pane of 字典管理 (the dictionaries, or the values of the chosen one): a card with 新增 and a small
 * unpaged table whose 操作 column offers 编辑 and, after asking, 删除.
 */
export function DictPane<Row>({
  title,
  columns,
  onAdd,
  onEdit,
  onDelete,
  deletable,
  deleteQuestion,
  ...table
}: Props<Row>) {
  const remove = async (row: Row) => {
    try {
      await onDelete?.(row);
      notifySaved('删除成功');
    } catch {
      // shown by the error presenter
    }
  };

  const actions: TableColumnProps<Row> = {
    title: '操作',
    dataIndex: '__actions',
    width: 120,
    render: (_: unknown, row: Row) => (
      // A click on a button must not also choose the row.
      <span onClick={(event) => event.stopPropagation()}>
        <Space size={4}>
          {onEdit && (
            <Button type="text" size="mini" onClick={() => onEdit(row)}>
              编辑
            </Button>
          )}
          {onDelete && deletable(row) && (
            <Popconfirm title={deleteQuestion(row)} okText="确定" cancelText="取消" onOk={() => remove(row)}>
              <Button type="text" size="mini" status="danger">
                删除
              </Button>
            </Popconfirm>
          )}
        </Space>
      </span>
    ),
  };

  return (
    <Card
      title={title}
      bordered={false}
      extra={
        onAdd && (
          <Button type="primary" size="small" icon={<IconPlus />} onClick={onAdd}>
            新增
          </Button>
        )
      }
    >
      <Table<Row>
        size="small"
        pagination={false}
        columns={onEdit || onDelete ? [...columns, actions] : columns}
        {...table}
      />
    </Card>
  );
}
