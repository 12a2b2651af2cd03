import { Component, type ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { onDemand } from './onDemand';

/** A set that loads when told to: what a slow network hands over, with how often it was asked for. */
function deferredSet() {
  const asked: number[] = [];
  let answer: { resolve(set: { label: string }): void; reject(error: Error): void } | undefined;
  const set = onDemand(() => {
    asked.push(asked.length + 1);
    return new Promise<{ label: string }>((resolve, reject) => (answer = { resolve, reject }));
  });
  return { set, asked, answer: () => answer! };
}

class Caught extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError = (error: Error) => ({ error });
  override render = () => (this.state.error ? <p>页面出错：{this.state.error.message}</p> : this.props.children);
}

describe('a module loaded when first drawn', () => {
  it('draws its stand-in until the set arrives, then the set; every drawing shares the one load', async () => {
    const { set, asked, answer } = deferredSet();
    function Uses({ name }: { name: string }) {
      const loaded = set.use();
      return <span>{loaded ? `${name}：${loaded.label}` : `${name}：加载中`}</span>;
    }
    render(
      <>
        <Uses name="表格" />
        <Uses name="日期" />
      </>,
    );
    expect(screen.getByText('表格：加载中')).toBeTruthy();
    expect(asked).toEqual([1]);
    answer().resolve({ label: '已加载' });
    expect(await screen.findByText('表格：已加载')).toBeTruthy();
    expect(screen.getByText('日期：已加载')).toBeTruthy();
    // Drawn again later, it has the set at once.
    render(<Uses name="再次" />);
    expect(screen.getByText('再次：已加载')).toBeTruthy();
    expect(asked).toEqual([1]);
  });

  it('loads nothing for a drawing that does not want it (a phone’s cards want no table)', () => {
    const { set, asked } = deferredSet();
    function Cards() {
      return <span>{set.use(false) ? '表格' : '卡片'}</span>;
    }
    render(<Cards />);
    expect(screen.getByText('卡片')).toBeTruthy();
    expect(asked).toEqual([]);
  });

  it('tells the page when the set cannot load, and tries again when drawn again', async () => {
    const { set, asked, answer } = deferredSet();
    function Uses() {
      return <span>{set.use() ? '已加载' : '加载中'}</span>;
    }
    const first = render(
      <Caught>
        <Uses />
      </Caught>,
    );
    answer().reject(new Error('网络已断开'));
    expect(await screen.findByText('页面出错：网络已断开')).toBeTruthy();
    first.unmount();
    render(<Uses />);
    expect(asked).toEqual([1, 2]);
    answer().resolve({ label: '' });
    expect(await screen.findByText('已加载')).toBeTruthy();
  });
});
