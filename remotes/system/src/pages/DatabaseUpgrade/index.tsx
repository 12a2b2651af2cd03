import { useRef } from 'react';
import { useGetDatabaseUpgradesQuery, useUploadSqlMutation } from '@yjf/area-system/api/releases';
import { formatFileSize } from '@yjf/domain/attachments';
import { formatDateTime } from '@yjf/domain/calendar';
import { MAX_SQL_FILE_BYTES, type DatabaseUpgrade as Upgrade } from '@yjf/area-system/domain/databaseUpgradeSchemas';
import { Alert, Button, Card, Message, Modal, Space, Tag } from '@yjf/ui/arcoCore';
import { Table, type TableColumnProps } from '@yjf/ui/arcoTable';

const columns: TableColumnProps<Upgrade>[] = [
  { title: '文件名', dataIndex: 'filename', width: 220, ellipsis: true },
  { title: '语句数', dataIndex: 'statements', width: 80 },
  {
    title: '结果',
    dataIndex: 'succeeded',
    width: 80,
    render: (succeeded: boolean) => <Tag color={succeeded ? 'green' : 'red'}>{succeeded ? '成功' : '失败'}</Tag>,
  },
  { title: '信息', dataIndex: 'message', ellipsis: true, tooltip: true },
  { title: '耗时', dataIndex: 'durationMs', width: 100, render: (ms: number) => `${ms} 毫秒` },
  { title: '执行人', dataIndex: 'username', width: 130 },
  { title: '时间', dataIndex: 'createTime', width: 180, render: (at: string) => formatDateTime(at) },
];

/**
 * 数据库升级 (platform administrators): runs an uploaded SQL file in one transaction, after confirming, and
 * lists every file run before, whether it went in or not.
 */
export default function DatabaseUpgrade() {
  const { data, isFetching, refetch } = useGetDatabaseUpgradesQuery();
  const [uploadSql] = useUploadSqlMutation();
  const picker = useRef<HTMLInputElement>(null);

  const run = async (file: File) => {
    try {
      Message.success({ content: (await uploadSql(file).unwrap()).message, duration: 5000 });
    } catch {
      // the error presenter has said why; the history shows the attempt
    }
  };

  const choose = (file: File | undefined) => {
    if (!file) return;
    if (!file.name.toLowerCase().endsWith('.sql')) {
      Message.warning('只能上传 .sql 文件');
      return;
    }
    if (file.size > MAX_SQL_FILE_BYTES) {
      Message.warning('SQL 文件不能超过 1MB');
      return;
    }
    Modal.confirm({
      title: '执行 SQL 文件',
      content: `确定在数据库中执行「${file.name}」（${formatFileSize(file.size)}）吗？整个文件在一个事务中执行，失败则全部回滚。`,
      okText: '执行',
      cancelText: '取消',
      onOk: () => run(file),
    });
  };

  return (
    <Space direction="vertical" size="medium" style={{ width: '100%' }}>
      <Alert
        type="warning"
        title="整个文件在一个事务中执行，失败则全部回滚"
        content="只接受 UTF-8 编码、不超过 1MB 的 .sql 文件；文件中不能有 BEGIN、COMMIT 等事务语句，也不能修改 drizzle 架构（系统自身的迁移记录）。执行前请先备份数据库，并在测试环境验证。"
      />
      <Card
        title="数据库升级"
        extra={
          <Space>
            <Button loading={isFetching} onClick={refetch}>
              刷新
            </Button>
            <Button type="primary" onClick={() => picker.current?.click()}>
              上传 SQL 文件
            </Button>
          </Space>
        }
      >
        <input
          ref={picker}
          type="file"
          accept=".sql"
          aria-label="选择 SQL 文件"
          style={{ display: 'none' }}
          onChange={(event) => {
            choose(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <Table
          rowKey="id"
          loading={!data && isFetching}
          columns={columns}
          data={data ?? []}
          pagination={{ pageSize: 20, hideOnSinglePage: true }}
          noDataElement="还没有执行过 SQL 文件"
        />
      </Card>
    </Space>
  );
}
