import { render, screen } from '@testing-library/react';
import { detailFallback, RecordSummary } from './RecordSummary';
import { renderPage } from './testing/renderPage';
import { setScreen } from './testing/screenWidth';

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

  describe('on a phone', () => {
    beforeEach(() => setScreen('phone'));
    afterEach(() => setScreen('desktop'));

    it('puts the name, the tags and the buttons on lines of their own over a label–value list', () => {
      const { container } = render(
        <RecordSummary
          title="东莞万科智能科技安防监控项目"
          tags={<span>安装调试</span>}
          extra={<button>编辑</button>}
          items={[
            { label: '项目编号', value: 'XM20261205003' },
            { label: '备注', value: null },
          ]}
        />,
      );
      // Not in the card's header, where three buttons squeezed the name to a character a line.
      expect(container.querySelector('.arco-card-header')).toBeNull();
      expect(screen.getByRole('heading', { name: '东莞万科智能科技安防监控项目' })).toBeTruthy();
      const lines = [...container.querySelectorAll('.detail-list-item')].map((line) => [
        line.querySelector('dt')?.textContent,
        line.querySelector('dd')?.textContent,
      ]);
      expect(lines).toEqual([
        ['项目编号', 'XM20261205003'],
        ['备注', '—'],
      ]);
      expect(screen.getByRole('button', { name: '编辑' })).toBeTruthy();
      expect(screen.getByText('安装调试')).toBeTruthy();
    });
  });
});

describe('detailFallback', () => {
  it('says calmly that the record is not there, and offers to close the page', async () => {
    for (const [id, isError, title] of [
      [Number.NaN, false, '客户不存在'],
      [0, false, '客户不存在'],
      [5, true, '客户已被删除'],
    ] as const) {
      const error = isError ? { status: 404, message: '数据不存在或已被删除' } : undefined;
      const { view, user } = renderPage(<>{detailFallback('客户', id, { isError, isLoading: false, error })}</>);
      expect(screen.getByRole('status').textContent).toBe(`${title}该客户不存在或已被删除关闭此页`);
      expect(screen.queryByRole('alert')).toBeNull();
      await user.click(screen.getByRole('button', { name: '关闭此页' }));
      expect(screen.getByText('at /dashboard')).toBeTruthy();
      view.unmount();
    }
  });

  it('offers 重试 when the record could not be read', async () => {
    const refetch = jest.fn();
    const error = { status: 'TIMEOUT', message: '网络请求超时' };
    const { user } = renderPage(<>{detailFallback('项目', 5, { isError: true, isLoading: false, error, refetch })}</>);
    expect(screen.getByRole('alert').textContent).toContain('项目加载失败');
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(refetch).toHaveBeenCalled();
  });

  it('shows a loading card while the record comes, and nothing once it is there', () => {
    const { container } = render(<>{detailFallback('商机', 5, { isError: false, isLoading: true })}</>);
    expect(container.querySelector('.arco-card-loading')).toBeTruthy();
    expect(detailFallback('商机', 5, { isError: false, isLoading: false, data: { id: 5 } })).toBeNull();
  });
});
