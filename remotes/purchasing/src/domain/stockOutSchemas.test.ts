import { lineTally } from './stockOutSchemas';

describe('a stock-out’s lines added up (lineTally)', () => {
  it('counts products and units', () => {
    expect(lineTally([{ quantity: 2 }, { quantity: 10 }, { quantity: 0 }])).toBe('3 种 / 12 件');
    expect(lineTally([])).toBe('0 种 / 0 件');
  });
});
