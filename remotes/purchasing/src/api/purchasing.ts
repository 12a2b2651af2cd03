import type { ListPage } from '@yjf/domain/lists';
import type { Product, ProductForm, StockMovement } from '@yjf/area-purchasing/domain/productSchemas';
import type {
  PurchaseOrder,
  PurchaseOrderForm,
  ReviewPurchaseOrder,
  StockIn,
} from '@yjf/area-purchasing/domain/purchaseOrderSchemas';
import type { ReviewStockOut, ShipStockOut, StockOut, StockOutForm } from '@yjf/area-purchasing/domain/stockOutSchemas';
import type { Supplier, SupplierForm } from '@yjf/area-purchasing/domain/supplierSchemas';
import { api } from '@yjf/api/api';
import { resourceApi } from '@yjf/api/records';

/** Products, suppliers, purchase orders and stock-outs on the list engine. */
export const productApi = resourceApi<Product, ProductForm>('product');
export const supplierApi = resourceApi<Supplier, SupplierForm>('supplier');
export const purchaseOrderApi = resourceApi<PurchaseOrder, PurchaseOrderForm>('purchaseOrder');
export const stockOutApi = resourceApi<StockOut, StockOutForm>('stockOut');

const tag = (id: string) => ({ type: 'Record' as const, id });
type Message = { message: string };

/** Reviews, stock-in and going out (each changes stock or status), and a product's stock movements. */
export const stockApi = api.injectEndpoints({
  endpoints: (build) => ({
    reviewPurchaseOrder: build.mutation<Message, ReviewPurchaseOrder>({
      query: (body) => ({ url: 'api/purchaseOrder/review', method: 'POST', body }),
      invalidatesTags: [tag('purchaseOrder')],
    }),
    stockIn: build.mutation<Message, StockIn>({
      query: (body) => ({ url: 'api/purchaseOrder/stockIn', method: 'POST', body }),
      invalidatesTags: [tag('purchaseOrder'), tag('product'), tag('stockOut')],
    }),
    reviewStockOut: build.mutation<Message, ReviewStockOut>({
      query: (body) => ({ url: 'api/stockOut/review', method: 'POST', body }),
      invalidatesTags: [tag('stockOut')],
    }),
    shipStockOut: build.mutation<Message, ShipStockOut>({
      query: (body) => ({ url: 'api/stockOut/out', method: 'POST', body }),
      invalidatesTags: [tag('stockOut'), tag('product'), tag('purchaseOrder')],
    }),
    stockMovements: build.query<ListPage<StockMovement>, { productId: number; page: number; size: number }>({
      query: ({ productId, page, size }) => ({ url: `api/product/${productId}/movements`, params: { page, size } }),
      providesTags: [tag('product')],
    }),
  }),
});
