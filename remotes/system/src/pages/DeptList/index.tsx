import { useMemo, useState } from 'react';
import { deptApi, useGetDeptTreeQuery } from '@yjf/area-system/api/departments';
import { formatDateTime } from '@yjf/domain/calendar';
import {
  DEPT_DEFAULT_SORT,
  deptDeclaration,
  deptFormSchema,
  type DeptForm,
  type DeptNode,
} from '@yjf/area-system/domain/deptSchemas';
import { Button, Card, Popconfirm, Space } from '@yjf/ui/arcoCore';
import { Table, type TableColumnProps } from '@yjf/ui/arcoTable';
import { IconPlus } from '@arco-design/web-react/icon';
import { DATETIME_WIDTH } from '@yjf/ui/crud/CrudPage';
import { EnabledSwitch } from '@yjf/ui/crud/EnabledSwitch';
import { namedExpandIcon } from '@yjf/ui/crud/namedExpandIcon';
import { formValuesOf, RecordFormDialog, type FormValues } from '@yjf/ui/crud/RecordFormDialog';
import { columnsOf } from '@yjf/ui/crud/ResourcePage';
import { notifySaved } from '@yjf/ui/notices';
import { usePermission } from '@yjf/ui/Permission';
import { deptFields } from './deptFields';

type Editing = { row?: DeptNode; parentId?: number | null } | null;

/** The tree's columns, as the declaration gives them. */
const declaredColumns = columnsOf(deptDeclaration);

/**
 * 部门管理: the company's departments as a tree table (名称, 排序, 状态, 创建时间), with 新增 at the top or under a
 * department, 编辑 (the parent chosen in the tree, never the department itself or one below it) and 删除
 * (refused by the server while sub-departments or users remain, with its message).
 */
export default function DeptList() {
  const { can } = usePermission();
  const { data, isFetching } = useGetDeptTreeQuery();
  const [add, adding] = deptApi.useAdd();
  const [edit, editingState] = deptApi.useEdit();
  const [remove] = deptApi.useDelete();
  const [toggle] = deptApi.useToggle();
  const [editing, setEditing] = useState<Editing>(null);

  const fields = deptFields(editing?.row?.id);
  const initialValues = useMemo<FormValues>(() => {
    if (!editing) return {};
    const { row } = editing;
    return row
      ? // A top-level department's parent stays null (顶级部门), not blank.
        { ...formValuesOf(row, deptFields(row.id)), pid: row.pid }
      : { pid: editing.parentId ?? null, sort: DEPT_DEFAULT_SORT, enabled: true };
  }, [editing]);

  // A blank sort is DEPT_DEFAULT_SORT: the form schema says so, here and on the server.
  const submit = async (values: FormValues) => {
    if (editing?.row) {
      await edit({ ...(values as DeptForm), id: editing.row.id, version: editing.row.version });
      notifySaved('编辑成功');
    } else {
      await add(values as DeptForm);
      notifySaved('新增成功');
    }
    setEditing(null);
  };

  const removeDept = async (row: DeptNode) => {
    try {
      await remove([row.id]);
      notifySaved('删除成功');
    } catch {
      // the error presenter says why (sub-departments or users remain)
    }
  };

  const columns: TableColumnProps<DeptNode>[] = declaredColumns.map((column) => ({
    title: column.title,
    dataIndex: column.field,
    width: column.format === 'datetime' ? (column.width ?? DATETIME_WIDTH) : column.width,
    render:
      column.field === 'enabled'
        ? (_: unknown, row: DeptNode) => (
            <EnabledSwitch
              enabled={row.enabled}
              name={row.name}
              disabled={!can('dept:edit')}
              onToggle={(enabled) => toggle(row.id, enabled)}
            />
          )
        : column.format === 'datetime'
          ? (_: unknown, row: DeptNode) => formatDateTime(row[column.field] as string)
          : undefined,
  }));
  if (can('dept:add', 'dept:edit', 'dept:del')) {
    columns.push({
      title: '操作',
      dataIndex: '__actions',
      width: 200,
      render: (_: unknown, row) => (
        <Space size={4}>
          {can('dept:add') && (
            <Button type="text" size="mini" onClick={() => setEditing({ parentId: row.id })}>
              新增下级
            </Button>
          )}
          {can('dept:edit') && (
            <Button type="text" size="mini" onClick={() => setEditing({ row })}>
              编辑
            </Button>
          )}
          {can('dept:del') && (
            <Popconfirm
              title={`确定删除「${row.name}」吗？`}
              okText="确定"
              cancelText="取消"
              onOk={() => removeDept(row)}
            >
              <Button type="text" size="mini" status="danger">
                删除
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    });
  }

  return (
    <Card className="crud-page" bordered={false}>
      <div className="crud-toolbar">
        {can('dept:add') && (
          <Button type="primary" icon={<IconPlus />} onClick={() => setEditing({ parentId: null })}>
            新增
          </Button>
        )}
      </div>
      <Table<DeptNode>
        rowKey="id"
        columns={columns}
        data={data ?? []}
        loading={isFetching}
        border={false}
        pagination={false}
        defaultExpandAllRows
        expandProps={{ icon: namedExpandIcon((dept: DeptNode) => dept.name) }}
        noDataElement={<div className="crud-empty">暂无部门</div>}
      />
      <RecordFormDialog
        title={editing?.row ? '编辑部门' : '新增部门'}
        visible={editing !== null}
        fields={fields}
        schema={deptFormSchema}
        initialValues={initialValues}
        saving={adding.isLoading || editingState.isLoading}
        onSubmit={submit}
        onClose={() => setEditing(null)}
      />
    </Card>
  );
}
