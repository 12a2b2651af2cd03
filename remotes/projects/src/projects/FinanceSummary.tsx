import { deliveryApi } from '@yjf/area-projects/api/projects';
import { fenToYuan } from '@yjf/domain/money';
import { Grid, Statistic } from '@yjf/ui/arcoCore';

/** 财务概况: contract, received and outstanding money of a project, and how its work stands. */
export function FinanceSummary({ projectId }: { projectId: number }) {
  const { data } = deliveryApi.useProjectSummaryQuery(projectId);
  const money = (fen: number | undefined) => (fen === undefined ? '—' : fenToYuan(fen));
  const stats = [
    { title: '合同金额', value: money(data?.contractAmount), prefix: '¥' },
    { title: '已收款', value: money(data?.received), prefix: '¥' },
    { title: '未收款', value: money(data?.outstanding), prefix: '¥' },
    { title: '任务完成', value: data ? `${data.tasks.done} / ${data.tasks.total}` : '—' },
    { title: '逾期任务', value: data ? String(data.tasks.overdue) : '—' },
    { title: '方案图纸', value: data ? String(data.schemes) : '—' },
  ];
  return (
    <Grid.Row gutter={16} aria-label="财务概况">
      {stats.map((stat) => (
        <Grid.Col key={stat.title} xs={12} md={8} xl={4}>
          <Statistic title={stat.title} value={stat.value} prefix={stat.prefix} groupSeparator />
        </Grid.Col>
      ))}
    </Grid.Row>
  );
}
