import {
  downloadOnlineSessions,
  useGetOnlineSessionsQuery,
  useKickSessionsMutation,
} from '@yjf/area-system/api/online';
import { formatDateTime } from '@yjf/domain/calendar';
import type { OnlineSession } from '@yjf/domain/logSchemas';
import { Button, Modal, Popconfirm, Space, Tag } from '@yjf/ui/arcoCore';
import type { SearchField } from '@yjf/ui/crud/CrudPage';
import { ExportButton } from '@yjf/ui/crud/ExportButton';
import { notifySaved } from '@yjf/ui/notices';
import { usePermission } from '@yjf/ui/Permission';
import { SearchListCard, useSearchList } from '../../searchList/SearchListCard';

const searchFields: SearchField[] = [
  { name: 'blurry', label: '关键字', kind: 'text', placeholder: '用户名、昵称或 IP' },
];

/**
 * 在线用户 (system/OnlineUsers): who of the company is signed in, from where and with what; 强退 (one or the
 * chosen ones, after asking) ends their sessions. The user's own session is tagged 当前 and cannot be ended.
 */
export default function OnlineUsers() {
  const list = useSearchList(searchFields);
  const query = useGetOnlineSessionsQuery(list.params);
  const [kick, kicking] = useKickSessionsMutation();
  const { selected, setSelected } = list;
  const mayKick = usePermission().can('online:del');

  const kickSessions = async (ids: number[]) => {
    try {
      await kick(ids).unwrap();
      setSelected((current) => current.filter((id) => !ids.includes(id)));
      notifySaved('强退成功');
    } catch {
      // shown by the error presenter
    }
  };

  const confirmBatch = () =>
    Modal.confirm({
      title: '提示',
      content: `确认强退选中的 ${selected.length} 个用户吗？`,
      okText: '确定',
      cancelText: '取消',
      onOk: () => kickSessions(selected),
    });

  return (
    <SearchListCard<OnlineSession>
      list={list}
      searchFields={searchFields}
      query={query}
      columnKey="online"
      toolbar={
        <>
          {mayKick && (
            <Button status="danger" disabled={!selected.length} loading={kicking.isLoading} onClick={confirmBatch}>
              强退
            </Button>
          )}
          <ExportButton download={() => downloadOnlineSessions(list.query)} />
        </>
      }
      rowSelection={
        mayKick
          ? {
              type: 'checkbox',
              selectedRowKeys: selected,
              onChange: (keys) => setSelected(keys as number[]),
              checkboxProps: (row) => ({ disabled: row.current }),
            }
          : undefined
      }
      columns={[
        {
          title: '用户名',
          dataIndex: 'username',
          width: 170,
          render: (name: string, row) => (
            <Space size={4}>
              {name}
              {row.current && <Tag color="green">当前</Tag>}
            </Space>
          ),
        },
        { title: '昵称', dataIndex: 'nickName', width: 120 },
        { title: '部门', dataIndex: 'dept', width: 120, render: (dept: string | null) => dept ?? '-' },
        { title: '登录IP', dataIndex: 'ip', width: 140 },
        // The IP itself until a location service is added: in the column chooser, so the list fits 1440 px.
        { title: '登录地点', dataIndex: 'address', width: 140, hiddenByDefault: true },
        { title: '浏览器', dataIndex: 'browser', width: 130 },
        { title: '登录时间', dataIndex: 'loginTime', width: 180, render: (time: string) => formatDateTime(time) },
        { title: '最后访问', dataIndex: 'lastSeenAt', width: 180, render: (time: string) => formatDateTime(time) },
        ...(mayKick
          ? [
              {
                title: '操作',
                dataIndex: '__kick',
                width: 80,
                fixed: 'right' as const,
                render: (_: unknown, row: OnlineSession) =>
                  row.current ? null : (
                    <Popconfirm
                      title={`确定强退「${row.nickName}」吗？`}
                      okText="确定"
                      cancelText="取消"
                      onOk={() => kickSessions([row.id])}
                    >
                      <Button type="text" size="mini" status="danger">
                        强退
                      </Button>
                    </Popconfirm>
                  ),
              },
            ]
          : []),
      ]}
    />
  );
}
