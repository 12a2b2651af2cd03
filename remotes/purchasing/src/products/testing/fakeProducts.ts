import type { Product } from '@yjf/area-purchasing/domain/productSchemas';
import type { installFakeServer } from '@yjf/ui/testing/fakeServer';

/** A product as the list engine answers it; `extra` overrides any field. */
export const product = (id: number, extra: Partial<Product> = {}): Product => ({
  id,
  version: 1,
  name: `产品${id}`,
  brand: '',
  model: '',
  category: '',
  unit: '台',
  costPrice: 0,
  salePrice: 0,
  stock: 0,
  enabled: true,
  createdBy: 1,
  createTime: '2026-11-01T02:00:00.000Z',
  updateTime: '2026-11-01T02:00:00.000Z',
  ...extra,
});

/** Answers `/api/product` (searching by name) and `/api/product/{id}` from `products`. */
export function serveProducts(server: ReturnType<typeof installFakeServer>, products: Product[]) {
  server.on((call) => {
    if (call.method !== 'GET') return undefined;
    if (call.path === '/api/product') {
      const blurry = call.query.get('blurry') ?? '';
      const content = products.filter((row) => row.name.includes(blurry));
      return { json: { content, totalElements: content.length } };
    }
    const one = /^\/api\/product\/(\d+)$/.exec(call.path);
    const found = one && products.find((row) => row.id === Number(one[1]));
    return found ? { json: found } : undefined;
  });
}
