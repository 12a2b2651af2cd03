import type { ChartSlice, FollowupDay } from '@yjf/domain/dashboard';
import { formatMoney } from '@yjf/domain/money';

/** ECharts options of the dashboard, one function per chart. */

export const pieOption = (slices: ChartSlice[]) => ({
  tooltip: { trigger: 'item', formatter: '{b}：{c} 个（{d}%）' },
  legend: { type: 'scroll', bottom: 0 },
  series: [
    {
      type: 'pie',
      radius: ['40%', '68%'],
      center: ['50%', '44%'],
      avoidLabelOverlap: true,
      label: { formatter: '{b}\n{c}' },
      data: slices.filter((s) => s.count > 0).map((s) => ({ name: s.name, value: s.count, key: s.value })),
    },
  ],
});

export const funnelOption = (slices: ChartSlice[]) => ({
  tooltip: {
    trigger: 'item',
    formatter: (p: { name: string; value: number; data: { amount: number } }) =>
      `${p.name}：${p.value} 个<br/>预计金额 ${formatMoney(p.data.amount)}`,
  },
  series: [
    {
      type: 'funnel',
      left: '10%',
      width: '80%',
      sort: 'none',
      label: { formatter: '{b} {c}' },
      data: slices.map((s) => ({ name: s.name, value: s.count, amount: s.amount ?? 0, key: s.value })),
    },
  ],
});

export const statusBarOption = (slices: ChartSlice[]) => ({
  tooltip: { trigger: 'axis' },
  grid: { left: 40, right: 16, top: 16, bottom: 32 },
  xAxis: { type: 'category', data: slices.map((s) => s.name) },
  yAxis: { type: 'value', minInterval: 1 },
  series: [
    { type: 'bar', barMaxWidth: 32, data: slices.map((s) => s.count), itemStyle: { borderRadius: [4, 4, 0, 0] } },
  ],
});

export const followupLineOption = (days: FollowupDay[]) => ({
  tooltip: { trigger: 'axis' },
  legend: { data: ['客户跟进', '商机跟进'], bottom: 0 },
  grid: { left: 40, right: 16, top: 16, bottom: 48 },
  xAxis: { type: 'category', data: days.map((d) => d.date.slice(5)) },
  yAxis: { type: 'value', minInterval: 1 },
  series: [
    { name: '客户跟进', type: 'line', smooth: true, areaStyle: { opacity: 0.12 }, data: days.map((d) => d.customer) },
    { name: '商机跟进', type: 'line', smooth: true, areaStyle: { opacity: 0.12 }, data: days.map((d) => d.business) },
  ],
});
