import { useState } from 'react';
import { downloadOperationLogs, useGetOperationLogsQuery } from '@yjf/area-system/api/logs';
import { formatDateTime } from '@yjf/domain/calendar';
import { actionLabel, type OperationLogRow } from '@yjf/domain/logSchemas';
import { Button, Tag } from '@yjf/ui/arcoCore';
import { ExportButton } from '@yjf/ui/crud/ExportButton';
import { SearchListCard, useSearchList } from '../../searchList/SearchListCard';
import { logSearchFields } from '../../logs/logSearch';
import { OperationLogDrawer } from './OperationLogDrawer';

/** A request slower than this is marked in the list. */
const SLOW_MS = 1000;

/** 操作日志 (system/OperationLog): who changed what in the company, from where, how long it took; 详情 shows the change. */
export default function OperationLog() {
  const list = useSearchList(logSearchFields);
  const query = useGetOperationLogsQuery(list.params);
  const [shown, setShown] = useState<number | null>(null);

  return (
    <SearchListCard<OperationLogRow>
      list={list}
      searchFields={logSearchFields}
      query={query}
      toolbar={<ExportButton download={() => downloadOperationLogs(list.query)} />}
      columns={[
        { title: '用户名', dataIndex: 'username', width: 130 },
        { title: '描述', dataIndex: 'description', ellipsis: true },
        { title: '操作', dataIndex: 'action', width: 100, render: (action: string) => actionLabel(action) },
        { title: 'IP', dataIndex: 'ip', width: 140 },
        { title: '浏览器', dataIndex: 'browser', width: 130 },
        {
          title: '耗时(ms)',
          dataIndex: 'durationMs',
          width: 100,
          render: (ms: number) => <Tag color={ms > SLOW_MS ? 'red' : 'green'}>{ms}</Tag>,
        },
        { title: '时间', dataIndex: 'createTime', width: 180, render: (time: string) => formatDateTime(time) },
        {
          title: '查看',
          dataIndex: '__detail',
          width: 80,
          fixed: 'right',
          render: (_: unknown, row) => (
            <Button type="text" size="mini" onClick={() => setShown(row.id)}>
              详情
            </Button>
          ),
        },
      ]}
    >
      <OperationLogDrawer id={shown} onClose={() => setShown(null)} />
    </SearchListCard>
  );
}
