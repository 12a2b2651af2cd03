import { isShort } from './lineQuantities';

describe('stock-out line quantities', () => {
  it('is short only when more is asked than is on hand', () => {
    expect(isShort({ quantity: 6, stock: 5 })).toBe(true);
    expect(isShort({ quantity: 5, stock: 5 })).toBe(false);
    expect(isShort({ quantity: 1, stock: 0 })).toBe(true);
    expect(isShort({ quantity: undefined, stock: 0 })).toBe(false);
  });
});
