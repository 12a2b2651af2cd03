import { useParams } from 'react-router-dom';
import { StockOutTable } from '../../stockOuts/StockOutTable';

type Props = {
  /** The project whose stock-outs to list; the project detail page passes it, and it wins over the address. */
  projectId?: number;
};

/**
 * 出库单 of one project (`OutStock/{projectId}`, and the 出库单 tab of the project detail page): its stock-outs,
 * with 新增 choosing products for that project. Without a project, every stock-out.
 */
export default function OutStock({ projectId }: Props) {
  const fromAddress = Number(useParams().id);
  const id = projectId ?? (fromAddress > 0 ? fromAddress : undefined);
  return <StockOutTable key={id ?? 'all'} title={id ? '项目出库单' : '出库单列表'} projectId={id} />;
}
