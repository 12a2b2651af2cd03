import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { formatDateTime } from '@yjf/domain/calendar';
import { DICT } from '@yjf/domain/dictionaries';
import type { StockOut } from '@yjf/area-purchasing/domain/stockOutSchemas';
import { Link } from '@yjf/ui/arcoCore';
import { DictTag } from '@yjf/ui/dict/DictTag';
import { RecordSummary } from '@yjf/ui/RecordSummary';

const when = (value: string | null) => (value ? formatDateTime(value) : '—');

/** The heading card of a stock-out: its number, status, project, who reviewed and shipped it and when. */
export function StockOutOverview({ stockOut, extra }: { stockOut: StockOut; extra: ReactNode }) {
  const navigate = useNavigate();
  const status = <DictTag dict={DICT.stockOutStatus} value={stockOut.status} />;
  return (
    <RecordSummary
      title={`出库单 ${stockOut.code}`}
      tags={status}
      extra={extra}
      items={[
        { label: '单号', value: stockOut.code },
        {
          label: '项目',
          value: <Link onClick={() => navigate(`/project/detail/${stockOut.projectId}`)}>{stockOut.projectName}</Link>,
        },
        { label: '状态', value: status },
        { label: '审核人', value: stockOut.reviewedByName ?? '—' },
        { label: '审核时间', value: when(stockOut.reviewedAt) },
        { label: '出库人', value: stockOut.outByName ?? '—' },
        { label: '出库时间', value: when(stockOut.outAt) },
        { label: '创建人', value: stockOut.createdByName ?? '—' },
        { label: '创建时间', value: when(stockOut.createTime) },
        { label: '备注', value: stockOut.remark || '—' },
      ]}
    />
  );
}
