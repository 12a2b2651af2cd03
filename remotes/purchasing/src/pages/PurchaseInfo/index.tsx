import { useParams } from 'react-router-dom';
import { PurchaseOrderTable } from '../../purchaseOrders/PurchaseOrderTable';

type Props = {
  /** The project whose orders to list; wins over the address (the project page embeds this in its 采购单 tab). */
  projectId?: number;
};

/**
 * 采购详情 (`PurchaseInfo/{id}`, id = a project): that project's purchase orders, new ones linked to it; without
 * a project, every order.
 */
export default function PurchaseInfo({ projectId }: Props) {
  const fromAddress = Number(useParams().id);
  const id = projectId ?? (fromAddress > 0 ? fromAddress : undefined);
  return <PurchaseOrderTable projectId={id} />;
}
