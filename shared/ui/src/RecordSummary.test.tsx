import { render, screen } from '@testing-library/react';
import { detailFallback, RecordSummary } from './RecordSummary';

describe('RecordSummary', () => {
  it('draws the name, its tags, its buttons and a dash for what is empty', () => {
    render(
      <RecordSummary
        title="华府家居"
        tags={<span>初步洽谈</span>}
        extra={<button>添加跟进</button>}
        items={[
          { label: '联系人', value: '陈先生' },
          { label: '备注', value: null },
        ]}
      />,
    );
    expect(screen.getByRole('heading', { name: '华府家居' })).toBeTruthy();
    expect(screen.getByText('初步洽谈')).toBeTruthy();
    expect(screen.getByRole('button', { name: '添加跟进' })).toBeTruthy();
    expect(screen.getByText('陈先生')).toBeTruthy();
    expect(screen.getByText('—')).toBeTruthy();
  });
});

describe('detailFallback', () => {
  it('says the record does not exist for a bad address or a refused record', () => {
    for (const [id, isError] of [
      [Number.NaN, false],
      [0, false],
      [5, true],
    ] as const) {
      const view = render(<>{detailFallback('客户', id, { isError, isLoading: false })}</>);
      expect(screen.getByText('客户不存在')).toBeTruthy();
      expect(screen.getByText('该客户不存在或已被删除')).toBeTruthy();
      view.unmount();
    }
  });

  it('shows a loading card while the record comes, and nothing once it is there', () => {
    const { container } = render(<>{detailFallback('商机', 5, { isError: false, isLoading: true })}</>);
    expect(container.querySelector('.arco-card-loading')).toBeTruthy();
    expect(detailFallback('商机', 5, { isError: false, isLoading: false, data: { id: 5 } })).toBeNull();
  });
});
