import type { ReactNode } from 'react';
import { Card, Grid } from '@yjf/ui/arcoCore';

type Props = {
  /** What the chart shows: the card's title (its chart is labelled the same). */
  title: string;
  /** Its share of a wide screen's row, of 24; a narrow screen gives each chart the whole row. */
  lg: number;
  /** Whether the charts are still on their way. */
  loading: boolean;
  children: ReactNode;
};

/** One chart of 首页 on its titled card, in its column of the charts' row. */
export function ChartCard({ title, lg, loading, children }: Props) {
  return (
    <Grid.Col xs={24} lg={lg}>
      <Card title={title} className="dashboard-chart" loading={loading}>
        {children}
      </Card>
    </Grid.Col>
  );
}
