/**
 * The charts of the product, drawn as SVG by our own small components (a few KiB, against ECharts' 187 KiB
 * gzip): a ring, a funnel, bars and smooth lines, each labelled, with a tooltip and a click on a segment.
 */
export { PieChart, type ChartDatum } from './charts/PieChart';
export { FunnelChart } from './charts/FunnelChart';
export { BarChart } from './charts/BarChart';
export { LineChart, type LineSeries } from './charts/LineChart';
