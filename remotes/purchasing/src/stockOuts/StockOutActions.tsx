import { useNavigate } from 'react-router-dom';
import type { StockOut } from '@yjf/area-purchasing/domain/stockOutSchemas';
import { Button } from '@yjf/ui/arcoCore';
import { usePermission } from '@yjf/ui/Permission';
import { editPath, stockOutPath } from './stockOutPaths';
import { isShippable, isUnreviewed } from './stockOutStatus';
import { useStockOutCommands } from './useStockOutCommands';

type Props = {
  stockOut: StockOut;
  /**
   * `row`: small text buttons in a list's 操作 column, starting with 详情 (the list adds 编辑 and 删除);
   * `page`: the detail page's buttons, starting with 编辑.
   */
  variant: 'row' | 'page';
};

/** The most buttons a row shows: 详情, and 审核 or 出库. */
export const ROW_ACTION_COUNT = 2;

/**
 * What may be done to a stock-out now, each for those who hold its permission: 编辑 (in the product chooser)
 * and 审核 while unreviewed, 出库 once reviewed. The server checks status and permission again.
 */
export function StockOutActions({ stockOut, variant }: Props) {
  const navigate = useNavigate();
  const { can } = usePermission();
  const { review, ship, reviewing, shipping } = useStockOutCommands();
  const inRow = variant === 'row';
  const button = inRow ? ({ type: 'text', size: 'mini' } as const) : ({ type: 'secondary' } as const);
  const command = inRow ? button : ({ type: 'primary' } as const);
  return (
    <>
      {inRow ? (
        <Button {...button} onClick={() => navigate(stockOutPath(stockOut.id))}>
          详情
        </Button>
      ) : (
        isUnreviewed(stockOut) &&
        can('stockOut:edit') && (
          <Button {...button} onClick={() => navigate(editPath(stockOut))}>
            编辑
          </Button>
        )
      )}
      {isUnreviewed(stockOut) && can('stockOut:review') && (
        <Button {...command} loading={reviewing} onClick={() => review(stockOut)}>
          审核
        </Button>
      )}
      {isShippable(stockOut) && can('stockOut:out') && (
        <Button {...command} loading={shipping} onClick={() => ship(stockOut)}>
          出库
        </Button>
      )}
    </>
  );
}
