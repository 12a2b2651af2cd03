import { Button, Card, Descriptions, Grid, Space, Statistic, Tag } from '@yjf/ui/arco';
import { PageNotice } from '@yjf/ui/PageNotice';
import { useGetHealthQuery } from './healthApi';

const REFRESH_MS = 5000;

/** 服务监控: whether the server and its database are up, refreshed every few seconds. */
export default function ServerStatus() {
  const { data, error, isFetching, refetch } = useGetHealthQuery(undefined, { pollingInterval: REFRESH_MS });

  if (error && !data) {
    return (
      <PageNotice kind="error" title="无法获取服务状态" action={<Button onClick={refetch}>重试</Button>}>
        服务器没有应答，请稍后重试。
      </PageNotice>
    );
  }
  const up = data?.status === 'UP';
  return (
    <Space direction="vertical" size="medium" style={{ width: '100%' }}>
      <Card
        title="服务状态"
        loading={!data}
        extra={
          <Button size="small" loading={isFetching} onClick={refetch}>
            刷新
          </Button>
        }
      >
        <Grid.Row gutter={16}>
          <Grid.Col span={6}>
            <Statistic
              title="运行状态"
              value={up ? '正常' : '异常'}
              styleValue={{ color: up ? 'rgb(var(--green-6))' : 'rgb(var(--red-6))' }}
            />
          </Grid.Col>
          <Grid.Col span={6}>
            <Statistic title="已运行" value={formatUptime(data?.uptimeSeconds ?? 0)} />
          </Grid.Col>
          <Grid.Col span={6}>
            <Statistic title="数据库延迟" value={data?.database.latencyMs ?? 0} precision={2} suffix="毫秒" />
          </Grid.Col>
          <Grid.Col span={6}>
            <Statistic title="进程内存" value={data?.memoryMb.rss ?? 0} suffix="MB" />
          </Grid.Col>
        </Grid.Row>
      </Card>
      {data && (
        <Card title="运行信息">
          <Descriptions
            column={2}
            border
            data={[
              { label: '服务版本', value: data.version },
              { label: 'Node.js', value: data.node },
              { label: '启动时间', value: new Date(data.startedAt).toLocaleString('zh-CN') },
              { label: '堆内存', value: `${data.memoryMb.heapUsed} MB` },
              { label: '数据库', value: data.database.driver === 'pglite' ? '内嵌 PGlite' : 'PostgreSQL' },
              { label: '数据库版本', value: data.database.serverVersion || '-' },
              {
                label: '数据库状态',
                value: <Tag color={data.database.up ? 'green' : 'red'}>{data.database.up ? '正常' : '无法连接'}</Tag>,
              },
            ]}
          />
        </Card>
      )}
    </Space>
  );
}

function formatUptime(seconds: number): string {
  const days = Math.floor(seconds / 86400);
  const hours = Math.floor((seconds % 86400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  if (days) return `${days}天${hours}小时`;
  if (hours) return `${hours}小时${minutes}分`;
  return `${minutes}分${seconds % 60}秒`;
}
