import { isShort, lineTally } from './lineQuantities';

describe('stock-out line quantities', () => {
  it('counts products and units', () => {
    expect(lineTally([{ quantity: 2 }, { quantity: 10 }, { quantity: 0 }])).toBe('3 种 / 12 件');
    expect(lineTally([])).toBe('0 种 / 0 件');
  });

  it('is short only when more is asked than is on hand', () => {
    expect(isShort({ quantity: 6, stock: 5 })).toBe(true);
    expect(isShort({ quantity: 5, stock: 5 })).toBe(false);
    expect(isShort({ quantity: 1, stock: 0 })).toBe(true);
    expect(isShort({ quantity: undefined, stock: 0 })).toBe(false);
  });
});
