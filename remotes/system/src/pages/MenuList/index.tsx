import { useMemo, useState } from 'react';
import { useDeleteMenusMutation, useGetMenuTreeQuery } from '@yjf/api/menus';
import { formatDateTime } from '@yjf/domain/calendar';
import { labelOf } from '@yjf/domain/dictionaries';
import { MENU_SCOPE_OPTIONS, type MenuNode } from '@yjf/domain/menuSchemas';
import { Button, Card, Input, Popconfirm, Space, Tag } from '@yjf/ui/arcoCore';
import { Table, type TableColumnProps } from '@yjf/ui/arcoTable';
import { IconPlus, IconRefresh } from '@arco-design/web-react/icon';
import { MenuIcon } from '@yjf/ui/menuIcons';
import { notifySaved } from '@yjf/ui/notices';
import { usePermission } from '@yjf/ui/Permission';
import { namedExpandIcon } from '@yjf/ui/crud/namedExpandIcon';
import { menuIdsOf } from '../../menus/menuChecks';
import { BUTTON, searchMenus } from './menuForm';
import { MenuFormDialog } from './MenuFormDialog';
import './MenuList.css';

/** A tree row: leaves without `children`, so the table draws no expander for them. */
type Row = Omit<MenuNode, 'children'> & { children?: Row[] };

const toRows = (nodes: MenuNode[]): Row[] =>
  nodes.map(({ children, ...node }) => (children.length ? { ...node, children: toRows(children) } : node));

const scopeOptions = MENU_SCOPE_OPTIONS.map((o) => ({ ...o }));

/**
 * 菜单管理 (platform only: the menu set is global): the whole tree with its directories, pages and buttons,
 * searched by title; add, edit and delete (a menu with everything below it) by permission.
 */
export default function MenuList() {
  const { data, isFetching, refetch } = useGetMenuTreeQuery();
  const [remove] = useDeleteMenusMutation();
  const { can } = usePermission();
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<MenuNode | 'new' | null>(null);
  const [expanded, setExpanded] = useState<(string | number)[]>([]);
  const tree = useMemo(() => data ?? [], [data]);
  const shown = useMemo(() => searchMenus(tree, search.trim()), [tree, search]);
  const rows = useMemo(() => toRows(shown), [shown]);
  const parents = useMemo(() => menuIdsOf(shown).filter((id) => findNode(shown, id)?.children.length), [shown]);

  const removeMenu = async (node: MenuNode) => {
    try {
      await remove(menuIdsOf([node])).unwrap();
      notifySaved('删除成功');
    } catch {
      // said by the error presenter
    }
  };

  const columns: TableColumnProps<Row>[] = [
    { title: '菜单标题', dataIndex: 'title', width: 220, fixed: 'left' },
    {
      title: '图标',
      dataIndex: 'icon',
      width: 60,
      align: 'center',
      render: (_: unknown, row) => <MenuIcon name={row.icon} />,
    },
    { title: '排序', dataIndex: 'sort', width: 70 },
    { title: '权限标识', dataIndex: 'permission', width: 170, ellipsis: true },
    {
      title: '组件路径',
      dataIndex: 'component',
      width: 200,
      ellipsis: true,
      render: (_: unknown, row) => (row.iframe ? <Tag size="small">外链</Tag> : row.component || '-'),
    },
    {
      title: '可见',
      dataIndex: 'hidden',
      width: 70,
      render: (_: unknown, row) =>
        row.type === BUTTON ? (
          '-'
        ) : row.hidden ? (
          <Tag size="small">隐藏</Tag>
        ) : (
          <Tag size="small" color="green">
            可见
          </Tag>
        ),
    },
    {
      title: '缓存',
      dataIndex: 'cache',
      width: 70,
      render: (_: unknown, row) => (row.type === 1 ? (row.cache ? '是' : '否') : '-'),
    },
    {
      title: '可见范围',
      dataIndex: 'scope',
      width: 100,
      render: (_: unknown, row) => labelOf(scopeOptions, row.scope),
    },
    {
      title: '创建时间',
      dataIndex: 'createTime',
      width: 180,
      render: (_: unknown, row) => formatDateTime(row.createTime),
    },
  ];
  if (can('menu:edit', 'menu:del')) {
    columns.push({
      title: '操作',
      dataIndex: '__actions',
      fixed: 'right',
      width: 132,
      render: (_: unknown, row) => {
        const node = findNode(tree, row.id)!;
        return (
          <Space size={4}>
            {can('menu:edit') && (
              <Button type="text" size="mini" onClick={() => setEditing(node)}>
                编辑
              </Button>
            )}
            {can('menu:del') && (
              <Popconfirm
                title={
                  node.children.length ? `确定删除「${row.title}」及其下级菜单吗？` : `确定删除「${row.title}」吗？`
                }
                okText="确定"
                cancelText="取消"
                onOk={() => removeMenu(node)}
              >
                <Button type="text" size="mini" status="danger">
                  删除
                </Button>
              </Popconfirm>
            )}
          </Space>
        );
      },
    });
  }

  return (
    <Card className="menu-list" bordered={false}>
      <div className="menu-list-toolbar">
        <Space wrap>
          <Input.Search
            allowClear
            placeholder="菜单标题"
            style={{ width: 220 }}
            onSearch={(value) => {
              setSearch(value);
              if (value.trim()) setExpanded(menuIdsOf(searchMenus(tree, value.trim())));
            }}
            onClear={() => setSearch('')}
          />
          {can('menu:add') && (
            <Button type="primary" icon={<IconPlus />} onClick={() => setEditing('new')}>
              新增
            </Button>
          )}
          <Button onClick={() => setExpanded(expanded.length ? [] : parents)}>
            {expanded.length ? '折叠' : '展开'}
          </Button>
        </Space>
        <Button icon={<IconRefresh />} shape="circle" aria-label="刷新" onClick={() => void refetch()} />
      </div>
      <Table<Row>
        rowKey="id"
        columns={columns}
        data={rows}
        loading={isFetching}
        border={false}
        pagination={false}
        scroll={{ x: true }}
        expandedRowKeys={expanded}
        onExpandedRowsChange={(keys) => setExpanded(keys)}
        expandProps={{ icon: namedExpandIcon((menu: Row) => menu.title) }}
        noDataElement={<div className="menu-list-empty">暂无数据</div>}
      />
      <MenuFormDialog editing={editing} tree={tree} onClose={() => setEditing(null)} />
    </Card>
  );
}

function findNode(nodes: MenuNode[], id: number): MenuNode | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    const found = findNode(node.children, id);
    if (found) return found;
  }
  return undefined;
}
