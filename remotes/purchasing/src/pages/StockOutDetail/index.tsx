import { useNavigate, useParams } from 'react-router-dom';
import { IconPrinter } from '@arco-design/web-react/icon';
import { stockOutApi } from '@yjf/area-purchasing/api/purchasing';
import { lineTally } from '@yjf/area-purchasing/domain/stockOutSchemas';
import { Button, Card, Space } from '@yjf/ui/arcoCore';
import { detailFallback } from '@yjf/ui/RecordSummary';
import { StockOutActions } from '../../stockOuts/StockOutActions';
import { StockOutLines } from '../../stockOuts/StockOutLines';
import { StockOutOverview } from '../../stockOuts/StockOutOverview';
import { stockOutPrintPath } from '../../stockOuts/stockOutPaths';

/**
 * 出库单详情 (`/project/detail/stock/out/{id}`): the stock-out, its products against the stock on hand, and
 * 编辑 or 审核 while unreviewed, 出库 once reviewed; 打印 at any time.
 */
export default function StockOutDetail() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const query = stockOutApi.useGet(id > 0 ? id : undefined);
  const stockOut = query.data;
  const fallback = detailFallback('出库单', id, query);
  if (fallback || !stockOut) return fallback;
  return (
    <div style={{ padding: 16 }}>
      <StockOutOverview
        stockOut={stockOut}
        extra={
          <Space>
            <Button icon={<IconPrinter />} onClick={() => navigate(stockOutPrintPath(stockOut.id))}>
              打印
            </Button>
            <StockOutActions stockOut={stockOut} variant="page" />
          </Space>
        }
      />
      <Card title="出库产品" extra={lineTally(stockOut.lines)} style={{ marginTop: 16 }}>
        <StockOutLines stockOut={stockOut} />
      </Card>
    </div>
  );
}
