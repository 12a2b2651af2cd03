import { useState } from 'react';
import { useGetInfoQuery } from '@yjf/api/sessionApi';
import { useClearErrorLogsMutation, useGetErrorLogsQuery } from '@yjf/area-system/api/logs';
import { formatDateTime } from '@yjf/domain/calendar';
import type { ErrorLogRow } from '@yjf/domain/logSchemas';
import { PLATFORM_COMPANY_ID } from '@yjf/domain/session';
import { Button, Popconfirm, Tooltip } from '@yjf/ui/arcoCore';
import { type TableColumnProps } from '@yjf/ui/arcoTable';
import { notifySaved } from '@yjf/ui/notices';
import { IconDelete } from '@arco-design/web-react/icon';
import { SearchListCard, useSearchList } from '../../searchList/SearchListCard';
import { ErrorDetailModal } from './ErrorDetailModal';
import { errorLogSearchFields } from '../../logs/logSearch';

/**
 * 异常日志 (system/ErrorLog): requests that failed with a server error; 查看详情 fetches the stack, 清空 empties
 * the company's log (the platform's: every company's).
 */
export default function ErrorLog() {
  const list = useSearchList(errorLogSearchFields);
  const query = useGetErrorLogsQuery(list.params);
  const [clear, clearing] = useClearErrorLogsMutation();
  const [shown, setShown] = useState<number | null>(null);
  const platform = useGetInfoQuery().data?.user.companyid === PLATFORM_COMPANY_ID;

  const clearAll = async () => {
    try {
      await clear().unwrap();
      notifySaved('清空成功');
    } catch {
      // shown by the error presenter
    }
  };

  // 异常信息 takes the room the others leave: about 200 px at 1440 px (it had 49), the whole message in its tooltip.
  const columns: TableColumnProps<ErrorLogRow>[] = [
    { title: '用户名', dataIndex: 'username', width: 110, render: (name: string) => name || '-' },
    ...(platform
      ? [{ title: '企业', dataIndex: 'companyName', width: 120, render: (name: string | null) => name ?? '-' }]
      : []),
    {
      title: '请求',
      dataIndex: 'url',
      width: 200,
      ellipsis: true,
      render: (url: string, row) => `${row.method} ${url}`,
    },
    { title: '描述', dataIndex: 'description', width: 140, ellipsis: true },
    {
      title: '异常信息',
      dataIndex: 'message',
      ellipsis: true,
      render: (message: string) => (
        <Tooltip content={message}>
          <span>{message}</span>
        </Tooltip>
      ),
    },
    { title: 'IP', dataIndex: 'ip', width: 130 },
    { title: '浏览器', dataIndex: 'browser', width: 110 },
    { title: '时间', dataIndex: 'createTime', width: 180, render: (time: string) => formatDateTime(time) },
    {
      title: '操作',
      dataIndex: '__detail',
      width: 100,
      fixed: 'right',
      render: (_: unknown, row) => (
        <Button type="text" size="mini" onClick={() => setShown(row.id)}>
          查看详情
        </Button>
      ),
    },
  ];

  return (
    <SearchListCard<ErrorLogRow>
      list={list}
      searchFields={errorLogSearchFields}
      query={query}
      columns={columns}
      toolbar={
        <Popconfirm
          title={platform ? '确定清空所有企业的异常日志吗？' : '确定清空全部异常日志吗？'}
          okText="确定"
          cancelText="取消"
          onOk={clearAll}
        >
          <Button
            status="danger"
            icon={<IconDelete />}
            loading={clearing.isLoading}
            disabled={!query.data?.totalElements}
          >
            清空
          </Button>
        </Popconfirm>
      }
    >
      <ErrorDetailModal id={shown} onClose={() => setShown(null)} />
    </SearchListCard>
  );
}
