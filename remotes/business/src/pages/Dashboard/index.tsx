import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { dueCustomersApi } from '@yjf/area-customers/api/customers';
import { businessSalesApi } from '../../api/business';
import { formatDateTime } from '@yjf/domain/calendar';
import type { ChartSlice, ParticularsType } from '../../domain/dashboard';
import { formatMoney } from '@yjf/domain/money';
import { Card, Empty, Grid, Link, List, Space, Statistic, Tag, Typography } from '@yjf/ui/arcoCore';
import { BarChart, FunnelChart, LineChart, PieChart } from '@yjf/ui/Charts';
import { usePermission } from '@yjf/ui/Permission';
import type { FirstData } from '@yjf/api/firstData';
import { checkPermission } from '@yjf/domain/permissions';
import { businessFunnel } from './businessFunnel';
import { ChartCard } from './ChartCard';
import { FunnelEnds } from './FunnelEnds';
import './dashboard.css';

const { Row, Col } = Grid;

/** The follow-ups due today the page lists, eight of each. */
const DUE_TODAY = { range: 'today', size: 8 } as const;

/** Opened cold, the figures, the charts and today's due follow-ups (those the user may see) before it draws. */
export const firstData: FirstData = ({ user }) => [
  businessSalesApi.util.prefetch('dashboardSummary', undefined, {}),
  businessSalesApi.util.prefetch('dashboardCharts', undefined, {}),
  ...(checkPermission(user.roles, ['customer:list'])
    ? [dueCustomersApi.util.prefetch('dueCustomers', DUE_TODAY, {})]
    : []),
  ...(checkPermission(user.roles, ['business:list'])
    ? [businessSalesApi.util.prefetch('dueBusiness', DUE_TODAY, {})]
    : []),
];

/** 首页: the numbers of the sales side, its charts (a segment opens its rows) and today's due follow-ups. */
export default function Dashboard() {
  const navigate = useNavigate();
  const { can } = usePermission();
  const { data: summary } = businessSalesApi.useDashboardSummaryQuery();
  const { data: charts } = businessSalesApi.useDashboardChartsQuery();
  const seesCustomers = can('customer:list');
  const seesBusiness = can('business:list');
  const { data: dueCustomers } = dueCustomersApi.useDueCustomersQuery(DUE_TODAY, { skip: !seesCustomers });
  const { data: dueBusiness } = businessSalesApi.useDueBusinessQuery(DUE_TODAY, { skip: !seesBusiness });

  const byType = useMemo(() => slicesOf('channelType', charts?.customersByChannelType), [charts]);
  const byStatus = useMemo(() => slicesOf('channelStatus', charts?.customersByStatus), [charts]);
  const funnel = useMemo(() => businessFunnel(slicesOf('businessStatus', charts?.businessByStatus)), [charts]);
  const days = useMemo(() => charts?.followupsPerDay ?? [], [charts]);
  const perDay = useMemo(
    () => [
      { name: '客户跟进', values: days.map((d) => d.customer) },
      { name: '商机跟进', values: days.map((d) => d.business) },
    ],
    [days],
  );

  const cards = [
    { title: '客户总数', value: summary?.customers, extra: `本月新增 ${summary?.newCustomersThisMonth ?? 0}` },
    {
      title: '进行中的商机',
      value: summary?.openBusiness,
      extra: `预计 ${formatMoney(summary?.openBusinessAmount ?? 0)}`,
    },
    {
      title: '今日待跟进',
      value: summary?.due.today,
      extra: `已逾期 ${summary?.due.overdue ?? 0}`,
      warn: (summary?.due.overdue ?? 0) > 0,
    },
    { title: '本月跟进', value: summary?.followupsThisMonth, extra: `7 天内待跟进 ${summary?.due.sevenDays ?? 0}` },
  ];

  return (
    <div className="dashboard">
      <Row gutter={16}>
        {cards.map((card) => (
          <Col key={card.title} xs={12} lg={6}>
            <Card className="dashboard-card" loading={!summary}>
              <Statistic title={card.title} value={card.value ?? 0} groupSeparator />
              <Typography.Text type={card.warn ? 'error' : 'secondary'}>{card.extra}</Typography.Text>
            </Card>
          </Col>
        ))}
      </Row>
      <Row gutter={16}>
        <ChartCard title="客户渠道类型" lg={12} loading={!charts}>
          <PieChart
            aria-label="客户渠道类型"
            data={byType}
            tooltip={(d, percent) => `${d.name}：${d.value} 个（${percent}%）`}
            onSelect={(i) => navigate(byType[i]!.particulars)}
          />
        </ChartCard>
        <ChartCard title="商机漏斗" lg={12} loading={!charts}>
          <div className="dashboard-funnel">
            <FunnelChart
              aria-label="商机漏斗"
              data={funnel.stages}
              tooltip={(d) => [`${d.name}：${d.value} 个`, `预计金额 ${formatMoney(d.amount)}`]}
              onSelect={(i) => navigate(funnel.stages[i]!.particulars)}
            />
            <FunnelEnds ends={funnel.ends} open={navigate} />
          </div>
        </ChartCard>
        <ChartCard title="近 30 天跟进" lg={16} loading={!charts}>
          <LineChart
            aria-label="近 30 天跟进"
            categories={days.map((d) => d.date.slice(5))}
            series={perDay}
            onSelect={({ seriesIndex, dataIndex }) => {
              const day = days[dataIndex];
              if (day) navigate(`/statistics/${seriesIndex === 0 ? 'customer' : 'business'}/${day.date}`);
            }}
          />
        </ChartCard>
        <ChartCard title="客户渠道状态" lg={8} loading={!charts}>
          <BarChart
            aria-label="客户渠道状态"
            data={byStatus}
            tooltip={(d) => `${d.name}：${d.value} 个`}
            onSelect={(i) => navigate(byStatus[i]!.particulars)}
          />
        </ChartCard>
      </Row>
      <Row gutter={16}>
        {seesCustomers && (
          <Col xs={24} lg={12}>
            <Card
              title="今日待跟进客户"
              extra={<Link onClick={() => navigate('/customer/wait')}>全部</Link>}
              className="dashboard-due"
            >
              <DueList
                label="今日待跟进客户"
                rows={(dueCustomers?.content ?? []).map((c) => ({
                  id: c.id,
                  name: c.name,
                  sub: `${c.contactName} ${c.phone}`,
                  time: c.nextFollowTime!,
                }))}
                open={(id) => navigate(`/customerInfo/${id}`)}
              />
            </Card>
          </Col>
        )}
        {seesBusiness && (
          <Col xs={24} lg={12}>
            <Card title="今日待跟进商机" className="dashboard-due">
              <DueList
                label="今日待跟进商机"
                rows={(dueBusiness?.content ?? []).map((b) => ({
                  id: b.id,
                  name: b.name,
                  sub: b.customerName,
                  time: b.nextFollowTime!,
                }))}
                open={(id) => navigate(`/businessInfo/${id}`)}
              />
            </Card>
          </Col>
        )}
      </Row>
    </div>
  );
}

/** A chart's segments from the server's slices: the status, name, count, amount and the 明细 page it opens. */
const slicesOf = (type: ParticularsType, slices: ChartSlice[] = []) =>
  slices.map((s) => ({
    status: s.value,
    name: s.name,
    value: s.count,
    amount: s.amount ?? 0,
    particulars: `/particulars/${type}/${s.value}`,
  }));

type DueRow = { id: number; name: string; sub: string; time: string };

function DueList({ label, rows, open }: { label: string; rows: DueRow[]; open: (id: number) => void }) {
  if (!rows.length) return <Empty description="今天没有待跟进" />;
  const now = Date.now();
  return (
    <List size="small" aria-label={label} bordered={false}>
      {rows.map((row) => {
        const overdue = new Date(row.time).getTime() < now;
        return (
          // The tag goes in `extra`: Arco draws `actions` as <li> outside any list, which screen readers misread.
          <List.Item
            key={row.id}
            extra={<Tag color={overdue ? 'red' : 'arcoblue'}>{overdue ? '已逾期' : '待跟进'}</Tag>}
          >
            <Space direction="vertical" size={0}>
              <Link onClick={() => open(row.id)}>{row.name}</Link>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {row.sub} · {formatDateTime(row.time)}
              </Typography.Text>
            </Space>
          </List.Item>
        );
      })}
    </List>
  );
}
