import { createConfig } from '@yjf/build';

export default createConfig({
  name: 'purchasing',
  kind: 'remote',
  dir: import.meta.dirname,
  exposes: {
    './PurchaseOrderList': './src/pages/PurchaseOrderList/index.tsx',
    './PurchaseOrderEdit': './src/pages/PurchaseOrderEdit/index.tsx',
    './PurchaseOrderDetail': './src/pages/PurchaseOrderDetail/index.tsx',
    './PurchaseInfo': './src/pages/PurchaseInfo/index.tsx',
    './StockOutList': './src/pages/StockOutList/index.tsx',
    './StockOutDetail': './src/pages/StockOutDetail/index.tsx',
    './StockOutProducts': './src/pages/StockOutProducts/index.tsx',
    './OutStock': './src/pages/OutStock/index.tsx',
    './ProductList': './src/pages/ProductList/index.tsx',
    './SupplierList': './src/pages/SupplierList/index.tsx',
  },
});
