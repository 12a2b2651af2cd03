import { useState } from 'react';
import { downloadOperationLogs, useGetOperationLogsQuery } from '@yjf/api/logs';
import { formatDateTime } from '@yjf/domain/calendar';
import { actionLabel, type OperationLogRow } from '@yjf/domain/logSchemas';
import { Button, Card, Space, Tag } from '@yjf/ui/arco';
import { SearchBar } from '@yjf/ui/crud/SearchBar';
import { PagedTable } from '@yjf/ui/PagedTable';
import { IconDownload, IconRefresh } from '@arco-design/web-react/icon';
import { logSearchFields } from './logSearch';
import { OperationLogDrawer } from './OperationLogDrawer';
import { useSearchPage } from './useSearchPage';

/** A request slower than this is marked in the list. */
const SLOW_MS = 1000;

/** 操作日志 (system/OperationLog): who changed what in the company, from where, how long it took; 详情 shows the change. */
export default function OperationLog() {
  const list = useSearchPage();
  const { data, isFetching, refetch } = useGetOperationLogsQuery(list.params);
  const [shown, setShown] = useState<number | null>(null);
  const [exporting, setExporting] = useState(false);

  const exportList = async () => {
    setExporting(true);
    try {
      await downloadOperationLogs(list.filters);
    } catch {
      // shown by the error presenter
    } finally {
      setExporting(false);
    }
  };

  return (
    <Card bordered={false}>
      <SearchBar fields={logSearchFields} onSearch={list.onSearch} />
      <Space style={{ margin: '16px 0 12px' }}>
        <Button icon={<IconDownload />} loading={exporting} onClick={exportList}>
          导出
        </Button>
        <Button icon={<IconRefresh />} onClick={() => void refetch()}>
          刷新
        </Button>
      </Space>
      <PagedTable<OperationLogRow>
        data={data}
        page={list.page}
        pageSize={list.size}
        onPage={list.onPage}
        sizeCanChange
        loading={isFetching}
        scroll={{ x: true }}
        noDataElement={<div style={{ padding: 32, textAlign: 'center' }}>暂无数据</div>}
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
      />
      <OperationLogDrawer id={shown} onClose={() => setShown(null)} />
    </Card>
  );
}
