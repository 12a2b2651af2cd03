import { fenToYuan, formatMoney } from './money';

describe('money in fen', () => {
  it.each([
    [0, '0.00', '¥0.00'],
    [5, '0.05', '¥0.05'],
    [123456, '1234.56', '¥1,234.56'],
    [100000000, '1000000.00', '¥1,000,000.00'],
    [-250, '-2.50', '¥-2.50'],
  ])('%i fen reads %s', (fen, yuan, money) => {
    expect(fenToYuan(fen)).toBe(yuan);
    expect(formatMoney(fen)).toBe(money);
  });
  it('shows nothing for nothing', () => expect(formatMoney(null)).toBe(''));
});
