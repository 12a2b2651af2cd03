import { useGetMyLogsQuery } from '@yjf/api/myLogs';
import { formatDateTime } from '@yjf/domain/calendar';
import type { OperationLogRow } from '@yjf/domain/logSchemas';
import { Card } from '@yjf/ui/arcoCore';
import { useListController } from '@yjf/ui/list/useListController';
import { PagedTable } from '@yjf/ui/PagedTable';

/** 我的日志: the signed-in user's own operations, newest first, a page at a time. */
export function MyLogsCard() {
  const list = useListController({ sort: null });
  const { data, isFetching } = useGetMyLogsQuery(list.params);
  return (
    <Card title="我的日志">
      <PagedTable<OperationLogRow>
        data={data}
        list={list}

        loading={isFetching}
        noDataElement={<div style={{ padding: 24, textAlign: 'center' }}>暂无操作记录</div>}
        columns={[
          { title: '描述', dataIndex: 'description', ellipsis: true },
          { title: 'IP', dataIndex: 'ip', width: 140 },
          { title: '浏览器', dataIndex: 'browser', width: 130 },
          { title: '时间', dataIndex: 'createTime', width: 180, render: (time: string) => formatDateTime(time) },
        ]}
      />
    </Card>
  );
}
