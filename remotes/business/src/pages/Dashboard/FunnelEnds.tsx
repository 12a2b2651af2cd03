import { BUSINESS_FUNNEL } from '../../domain/dashboard';
import { formatMoney } from '@yjf/domain/money';

type End = { status: string; name: string; value: number; amount: number; particulars: string };

/**
 * Beside the 商机漏斗, what left it: 成功 (with its amount) and 无效, each a figure that opens its 明细 like a
 * layer of the funnel does.
 */
export function FunnelEnds({ ends, open }: { ends: End[]; open: (path: string) => void }) {
  return (
    <div className="dashboard-funnel-ends">
      {ends.map((end) => {
        const won = end.status === BUSINESS_FUNNEL.won;
        const amount = `预计金额 ${formatMoney(end.amount)}`;
        return (
          <button
            key={end.status}
            type="button"
            className={won ? 'dashboard-funnel-end dashboard-funnel-won' : 'dashboard-funnel-end'}
            aria-label={won ? `${end.name}：${end.value} 个，${amount}` : `${end.name}：${end.value} 个`}
            onClick={() => open(end.particulars)}
          >
            <span className="dashboard-funnel-end-name">{end.name}</span>
            <span className="dashboard-funnel-end-count">
              <strong>{end.value}</strong> 个
            </span>
            {won && <span className="dashboard-funnel-end-amount">{amount}</span>}
          </button>
        );
      })}
    </div>
  );
}
