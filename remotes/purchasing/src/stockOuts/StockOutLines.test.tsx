import { render, screen, within } from '@testing-library/react';
import { STOCK_OUT_DONE, STOCK_OUT_NOT_OUT } from '@yjf/area-purchasing/domain/stockOutSchemas';
import { rowOf } from '../testing/tableRows';
import { StockOutLines } from './StockOutLines';
import { stockOutLine } from './testing/fakeStockOuts';

const lines = [stockOutLine(1, '投影机', 8, 5), stockOutLine(2, '音箱', 2, 5), stockOutLine(3, '幕布', 4, 4)];

describe('the lines of a stock-out', () => {
  it('marks a line the stock cannot cover 库存不足 until it has gone out', () => {
    render(<StockOutLines stockOut={{ status: STOCK_OUT_NOT_OUT, lines }} />);
    expect(within(rowOf('投影机')).getByText('库存不足')).toBeTruthy();
    expect(within(rowOf('投影机')).getByText('Epson M-1')).toBeTruthy();
    // Exactly the stock on hand is enough.
    expect(within(rowOf('幕布')).queryByText('库存不足')).toBeNull();
    expect(within(rowOf('音箱')).queryByText('库存不足')).toBeNull();
    expect(screen.getAllByText('库存不足')).toHaveLength(1);
  });

  it('marks nothing once the stock-out has gone out', () => {
    render(<StockOutLines stockOut={{ status: STOCK_OUT_DONE, lines }} />);
    expect(screen.queryByText('库存不足')).toBeNull();
    expect(within(rowOf('投影机')).getByText('8')).toBeTruthy();
  });
});
