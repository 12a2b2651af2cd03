import type { ReactNode } from 'react';
import { formatDateTime } from '@yjf/domain/calendar';
import {
  MONITOR_CLOSE_UNAUTHORIZED,
  formatBytes,
  formatDuration,
  type MonitorSnapshot,
} from '@yjf/area-system/domain/monitorSchemas';
import { Alert, Card, Grid, Space, Spin, Tag, Typography } from '@yjf/ui/arcoCore';
import { Descriptions } from '@yjf/ui/arcoDetails';
import { Progress } from '@yjf/ui/arcoFiles';
import { PageNotice } from '@yjf/ui/PageNotice';
import { useGetMonitorQuery } from './monitorApi';
import { Sparkline } from './Sparkline';
import { useMonitorSocket } from './useMonitorSocket';

/** A share above 90 % is red, above 70 % orange. */
const statusOf = (usage: number) => (usage >= 90 ? 'error' : usage >= 70 ? 'warning' : 'normal');

function Usage({ label, usage }: { label: string; usage: number }) {
  return (
    <div aria-label={label}>
      <Typography.Text type="secondary">{label}</Typography.Text>
      <Progress percent={usage} status={statusOf(usage)} formatText={(percent) => `${percent}%`} />
    </div>
  );
}

function StatusCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Grid.Col xs={24} md={12} xl={8} style={{ marginBottom: 16 }}>
      <Card title={title} bordered={false} style={{ height: '100%' }}>
        <Space direction="vertical" style={{ width: '100%' }}>
          {children}
        </Space>
      </Card>
    </Grid.Col>
  );
}

const facts = (rows: [string, ReactNode][]) => (
  <Descriptions
    column={1}
    size="small"
    labelStyle={{ width: 110 }}
    data={rows.map(([label, value]) => ({ label, value }))}
  />
);

function Readings({ data, history }: { data: MonitorSnapshot; history: MonitorSnapshot[] }) {
  const { cpu, memory, swap, disk, system, process, database } = data;
  return (
    <Grid.Row gutter={16}>
      <StatusCard title="CPU">
        <Usage label="CPU 使用率" usage={cpu.usage} />
        {facts([
          ['核心数', cpu.cores],
          ['型号', cpu.model || '-'],
          ['负载(1/5/15分)', cpu.loadAverage.join(' / ')],
        ])}
      </StatusCard>
      <StatusCard title="内存">
        <Usage label="内存使用率" usage={memory.usage} />
        {facts([
          ['总量', formatBytes(memory.total)],
          ['已用', formatBytes(memory.used)],
          ['可用', formatBytes(memory.total - memory.used)],
          ['交换区', swap ? `${formatBytes(swap.used)} / ${formatBytes(swap.total)}（${swap.usage}%）` : '无'],
        ])}
      </StatusCard>
      <StatusCard title="磁盘">
        {disk ? (
          <>
            <Usage label="磁盘使用率" usage={disk.usage} />
            {facts([
              [
                '数据目录',
                <Typography.Text key="path" ellipsis={{ showTooltip: true }}>
                  {disk.path}
                </Typography.Text>,
              ],
              ['总量', formatBytes(disk.total)],
              ['已用', formatBytes(disk.used)],
              ['可用', formatBytes(disk.total - disk.used)],
            ])}
          </>
        ) : (
          <Typography.Text type="secondary">无法读取磁盘信息</Typography.Text>
        )}
      </StatusCard>
      <StatusCard title="系统">
        {facts([
          ['操作系统', system.os],
          ['平台', `${system.platform} ${system.arch}`],
          ['主机名', system.hostname],
          ['已运行', formatDuration(system.uptimeSeconds)],
        ])}
      </StatusCard>
      <StatusCard title="进程">
        {facts([
          ['PID', process.pid],
          ['Node.js', process.node],
          ['已运行', formatDuration(process.uptimeSeconds)],
          ['常驻内存', formatBytes(process.rss)],
          ['堆内存', `${formatBytes(process.heapUsed)} / ${formatBytes(process.heapTotal)}`],
          ['事件循环延迟', `${process.eventLoopLagMs} ms`],
        ])}
      </StatusCard>
      <StatusCard title="数据库">
        {facts([
          ['类型', database.kind],
          [
            '状态',
            <Tag key="up" color={database.up ? 'green' : 'red'}>
              {database.up ? '正常' : '无法连接'}
            </Tag>,
          ],
          ['版本', database.version || '-'],
          ['大小', formatBytes(database.sizeBytes)],
          ['响应时间', database.responseMs === null ? '-' : `${database.responseMs} ms`],
        ])}
      </StatusCard>
      <Grid.Col span={24}>
        <Card title="最近几分钟" bordered={false} extra={`更新于 ${formatDateTime(data.time)}`}>
          <Grid.Row gutter={24}>
            <Grid.Col xs={24} md={12}>
              <Typography.Text type="secondary">CPU 使用率 {cpu.usage}%</Typography.Text>
              <Sparkline
                label="CPU 使用率趋势"
                color="rgb(var(--arcoblue-6))"
                values={history.map((h) => h.cpu.usage)}
              />
            </Grid.Col>
            <Grid.Col xs={24} md={12}>
              <Typography.Text type="secondary">内存使用率 {memory.usage}%</Typography.Text>
              <Sparkline
                label="内存使用率趋势"
                color="rgb(var(--green-6))"
                values={history.map((h) => h.memory.usage)}
              />
            </Grid.Col>
          </Grid.Row>
        </Card>
      </Grid.Col>
    </Grid.Row>
  );
}

/**
 * 服务监控 (system/ServerStatus): CPU, memory, disk, system, process and database, pushed over `/websocket` every
 * few seconds while the page is open; a dropped connection is retried and said so.
 */
export default function ServerStatus() {
  const { latest, history, state } = useMonitorSocket();
  const first = useGetMonitorQuery(undefined, { skip: latest !== null });
  const data = latest ?? first.data;

  if (state.kind === 'refused') {
    return (
      <PageNotice kind="error" title="无法查看服务监控">
        {state.code === MONITOR_CLOSE_UNAUTHORIZED ? '登录状态已过期，请重新登录' : '服务监控仅平台管理员可以查看'}
      </PageNotice>
    );
  }
  return (
    <Space direction="vertical" size="medium" style={{ width: '100%' }}>
      {state.kind === 'reconnecting' && (
        <Alert type="warning" content={`连接中断，正在重连（${Math.round(state.retryInMs / 1000)} 秒后重试）`} />
      )}
      {data ? (
        <Readings data={data} history={history.length ? history : [data]} />
      ) : (
        <Spin loading tip="正在连接服务器…" style={{ display: 'block', minHeight: 200 }} />
      )}
    </Space>
  );
}
