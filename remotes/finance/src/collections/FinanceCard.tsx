import type { ProjectFinance } from '@yjf/area-finance/domain/collectionSchemas';
import { formatMoney } from '@yjf/domain/money';
import { Card, Grid, Statistic } from '@yjf/ui/arcoCore';
import './FinanceCard.css';

type Props = {
  /** The project's money in fen; undefined while it loads. */
  finance: ProjectFinance | undefined;
};

/**
 * 收款概况: a project's contract, planned, received and outstanding money, and its overdue stages, red while
 * there are any. Each figure is a group named by its title (未收金额), for people and tests to find.
 */
export function FinanceCard({ finance }: Props) {
  const money = (fen: number | undefined) => (fen === undefined ? '—' : formatMoney(fen));
  const overdue = (finance?.overdueStages ?? 0) > 0;
  const figures = [
    { title: '合同金额', value: money(finance?.contractAmount) },
    { title: '计划收款', value: money(finance?.planned) },
    { title: '已收金额', value: money(finance?.received) },
    { title: '未收金额', value: money(finance?.outstanding) },
    { title: '逾期', value: finance ? `${finance.overdueStages} 笔` : '—', alert: overdue },
    { title: '逾期金额', value: money(finance?.overdueAmount), alert: overdue },
  ];
  return (
    <Card title="收款概况" bordered={false}>
      <Grid.Row gutter={16}>
        {figures.map((figure) => (
          <Grid.Col key={figure.title} xs={12} md={8} xl={4}>
            <div role="group" aria-label={figure.title}>
              <Statistic
                title={figure.title}
                value={figure.value}
                className={figure.alert ? 'finance-card-alert' : undefined}
              />
            </div>
          </Grid.Col>
        ))}
      </Grid.Row>
    </Card>
  );
}
