import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { stockOutApi } from '@yjf/area-purchasing/api/purchasing';
import { Button } from '@yjf/ui/arcoCore';
import { PageNotice } from '@yjf/ui/PageNotice';
import { detailFallback } from '@yjf/ui/RecordSummary';
import { StockOutChooser } from '../../stockOuts/StockOutChooser';
import { stockOutPath } from '../../stockOuts/stockOutPaths';
import { isUnreviewed } from '../../stockOuts/stockOutStatus';

const positive = (value: string | null | undefined) => (Number(value) > 0 ? Number(value) : undefined);

/** The chooser over a saved stock-out, once it has loaded; a reviewed one can no longer change. */
function EditStockOut({ id, onSaved }: { id: number; onSaved: (id: number) => void }) {
  const navigate = useNavigate();
  const query = stockOutApi.useGet(id);
  const stockOut = query.data;
  const fallback = detailFallback('出库单', id, query);
  if (fallback || !stockOut) return fallback;
  if (!isUnreviewed(stockOut))
    return (
      <PageNotice
        kind="info"
        title="出库单已审核"
        action={<Button onClick={() => navigate(stockOutPath(id))}>查看出库单</Button>}
      >
        出库单「{stockOut.code}」已审核，不能再修改产品。
      </PageNotice>
    );
  return <StockOutChooser editing={stockOut} onSaved={onSaved} />;
}

/**
 * 选择出库产品 (`/project/otustock/product/{projectId?}`, `?stockOut={id}` to change an unreviewed stock-out).
 * The page stays mounted while its tag is open, so after a save it starts afresh for the next stock-out.
 */
export default function StockOutProducts() {
  const projectId = positive(useParams().id);
  const stockOutId = positive(useSearchParams()[0].get('stockOut'));
  const navigate = useNavigate();
  const [round, setRound] = useState(0);
  const saved = (id: number) => {
    setRound((current) => current + 1);
    navigate(stockOutPath(id));
  };
  const key = `${projectId ?? ''}:${stockOutId ?? ''}:${round}`;
  return stockOutId ? (
    <EditStockOut key={key} id={stockOutId} onSaved={saved} />
  ) : (
    <StockOutChooser key={key} projectId={projectId} onSaved={saved} />
  );
}
