import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { purchaseOrderApi } from '@yjf/area-purchasing/api/purchasing';
import { purchaseOrderDeclaration, type PurchaseOrder } from '@yjf/area-purchasing/domain/purchaseOrderSchemas';
import { Button, Link } from '@yjf/ui/arcoCore';
import { CrudPage } from '@yjf/ui/crud/CrudPage';
import { columnsOf, searchFieldsOf } from '@yjf/ui/crud/ResourcePage';
import { usePermission } from '@yjf/ui/Permission';
import { RecordSelect } from '@yjf/ui/RecordSelect';
import { isReceivable, isUnreviewed } from './orderStatus';
import { orderPath } from './purchaseOrderFields';
import { ReviewButton } from './ReviewButton';
import { StockInDialog } from './StockInDialog';

/** Where a new order is written; within a project it starts linked to it. */
export const newOrderPath = (projectId?: number) =>
  projectId ? `/project/add/purchase/order?projectId=${projectId}` : '/project/add/purchase/order';

/** The search bar of the declaration, with the supplier and project pickers. */
const searchFields = searchFieldsOf(purchaseOrderDeclaration, {
  supplierId: <RecordSelect resource="supplier" placeholder="供应商" />,
  projectId: <RecordSelect resource="project" placeholder="关联项目" />,
});
/** Within one project there is no project to choose. */
const searchInProject = searchFields.filter((field) => field.name !== 'projectId');

type Props = {
  /** Only this project's orders (项目的采购单): no project column or filter, new orders start linked to it. */
  projectId?: number;
};

/**
 * Purchase orders on the list engine, their columns and search bar from the declaration. An order is written on
 * a page of its own (新增, 编辑 while unreviewed); each row offers 详情, 审核 while unreviewed and 入库 once
 * reviewed until everything is in; only an unreviewed order may be deleted.
 *
 * @example <PurchaseOrderTable projectId={project.id} />
 */
export function PurchaseOrderTable({ projectId }: Props) {
  const navigate = useNavigate();
  const { can } = usePermission();
  const [receiving, setReceiving] = useState<PurchaseOrder | null>(null);
  const inProject = projectId !== undefined;
  // The number opens the order, the project opens the project; within one project the project column goes.
  const columns = useMemo(() => {
    const declared = columnsOf(purchaseOrderDeclaration, {
      code: { render: (row) => <Link onClick={() => navigate(orderPath(row.id))}>{row.code}</Link> },
      projectName: {
        render: (row) =>
          row.projectId ? (
            <Link onClick={() => navigate(`/project/detail/${row.projectId}`)}>{row.projectName}</Link>
          ) : (
            '-'
          ),
      },
    });
    return inProject ? declared.filter((column) => column.field !== 'projectName') : declared;
  }, [navigate, inProject]);
  const fixedFilters = useMemo(() => (projectId !== undefined ? { projectId } : undefined), [projectId]);
  return (
    <>
      <CrudPage
        title={inProject ? '项目采购单' : '采购订单'}
        noun={purchaseOrderDeclaration.noun}
        api={purchaseOrderApi}
        permission="purchaseOrder"
        columns={columns}
        searchFields={inProject ? searchInProject : searchFields}
        nameOf={(row) => row.code}
        fixedFilters={fixedFilters}
        onAdd={() => navigate(newOrderPath(projectId))}
        onEdit={(row) => navigate(`/project/add/purchase/order/${row.id}`)}
        editable={isUnreviewed}
        deletable={isUnreviewed}
        rowActionCount={2}
        rowActions={(row) => (
          <>
            <Button type="text" size="mini" onClick={() => navigate(orderPath(row.id))}>
              详情
            </Button>
            {isUnreviewed(row) && can('purchaseOrder:review') && <ReviewButton order={row} compact />}
            {isReceivable(row) && can('purchaseOrder:stockIn') && (
              <Button type="text" size="mini" onClick={() => setReceiving(row)}>
                入库
              </Button>
            )}
          </>
        )}
      />
      <StockInDialog order={receiving} onClose={() => setReceiving(null)} />
    </>
  );
}
