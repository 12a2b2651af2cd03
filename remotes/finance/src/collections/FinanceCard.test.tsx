import { render, screen } from '@testing-library/react';
import type { ProjectFinance } from '@yjf/area-finance/domain/collectionSchemas';
import { FinanceCard } from './FinanceCard';

const finance = (extra: Partial<ProjectFinance> = {}): ProjectFinance => ({
  contractAmount: 123456789,
  planned: 100000001,
  received: 33333333,
  outstanding: 90123456,
  overdueStages: 0,
  overdueAmount: 0,
  ...extra,
});

const figure = (title: string) => screen.getByRole('group', { name: title });
const alerted = (title: string) => figure(title).querySelector('.finance-card-alert') !== null;

describe('FinanceCard', () => {
  it('shows every amount in yuan to the fen', () => {
    render(<FinanceCard finance={finance()} />);
    expect(figure('合同金额').textContent).toContain('¥1,234,567.89');
    expect(figure('计划收款').textContent).toContain('¥1,000,000.01');
    expect(figure('已收金额').textContent).toContain('¥333,333.33');
    expect(figure('未收金额').textContent).toContain('¥901,234.56');
    expect(figure('逾期').textContent).toContain('0 笔');
    expect(figure('逾期金额').textContent).toContain('¥0.00');
  });

  it('keeps the overdue figures plain while nothing is overdue', () => {
    render(<FinanceCard finance={finance()} />);
    expect(alerted('逾期')).toBe(false);
    expect(alerted('逾期金额')).toBe(false);
  });

  it('shows overdue stages and their missing money in red', () => {
    render(<FinanceCard finance={finance({ overdueStages: 2, overdueAmount: 1500050 })} />);
    expect(figure('逾期').textContent).toContain('2 笔');
    expect(figure('逾期金额').textContent).toContain('¥15,000.50');
    expect(alerted('逾期')).toBe(true);
    expect(alerted('逾期金额')).toBe(true);
    expect(alerted('未收金额')).toBe(false);
  });

  it('shows dashes while the figures load', () => {
    render(<FinanceCard finance={undefined} />);
    expect(figure('未收金额').textContent).toContain('—');
    expect(alerted('逾期')).toBe(false);
  });
});
