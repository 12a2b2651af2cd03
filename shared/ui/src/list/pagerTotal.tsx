import type { ListPage } from '@yjf/domain/lists';
import { Button } from '../arcoCore';
import { type PaginationProps } from '../arcoTable';
import './pagerTotal.css';

/** An estimated total as a person reads one: 约 9.9 万条 from ten thousand on, else 约 860 条. */
export function approximateTotal(total: number): string {
  if (total < 10_000) return `约 ${total} 条`;
  return `约 ${Number((total / 10_000).toFixed(total < 1_000_000 ? 1 : 0))} 万条`;
}

/**
 * The pager's total: 共 N 条; for a search counted only to COUNT_LIMIT (`totalCapped`), 共 1000+ 条 with
 * 统计总数, which asks for every match to be counted; for a count that ran out of time and was estimated
 * (`totalEstimated`), 约 N 条.
 */
export function pagerTotal(
  data: Pick<ListPage<unknown>, 'totalCapped' | 'totalEstimated'> | undefined,
  countAll: (() => void) | undefined,
): PaginationProps['showTotal'] {
  if (data?.totalEstimated) {
    return (total) => (
      <span className="pager-total" title="数据较多，总数为估算值">
        {approximateTotal(total)}
      </span>
    );
  }
  if (!data?.totalCapped) return true;
  return (total) => (
    <span className="pager-total">
      共 {total}+ 条
      {countAll && (
        <Button type="text" size="mini" onClick={countAll}>
          统计总数
        </Button>
      )}
    </span>
  );
}
