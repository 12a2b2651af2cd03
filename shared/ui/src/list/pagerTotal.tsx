import type { ListPage } from '@yjf/domain/lists';
import { Button } from '../arcoCore';
import { type PaginationProps } from '../arcoTable';
import './pagerTotal.css';

/**
 * The pager's total: 共 N 条, or for a search counted only to COUNT_LIMIT (`totalCapped`), 共 1000+ 条 with
 * 统计总数, which asks for every match to be counted.
 */
export function pagerTotal(
  data: Pick<ListPage<unknown>, 'totalCapped'> | undefined,
  countAll: (() => void) | undefined,
): PaginationProps['showTotal'] {
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
