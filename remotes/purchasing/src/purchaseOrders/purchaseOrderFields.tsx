import { purchaseOrderDeclaration } from '@yjf/area-purchasing/domain/purchaseOrderSchemas';
import { formFieldsOf } from '@yjf/ui/crud/ResourcePage';
import { RecordSelect } from '@yjf/ui/RecordSelect';

/** Where an order's detail page is. */
export const orderPath = (id: number) => `/project/detail/purchase/order/${id}`;
/** Where an order is printed (打印采购订单). */
export const orderPrintPath = (id: number) => `/print/purchase/order/${id}`;

/** The head of the order form (新增/编辑采购单), from the declaration; its lines have an editor of their own. */
export const purchaseOrderFields = formFieldsOf(purchaseOrderDeclaration, {
  supplierId: <RecordSelect resource="supplier" placeholder="请选择供应商" />,
  projectId: <RecordSelect resource="project" placeholder="请选择关联项目（可不选）" />,
});
