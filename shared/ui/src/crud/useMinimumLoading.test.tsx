import { useEffect } from 'react';
import { act, renderHook } from '@testing-library/react';
import { MINIMUM_SPINNER_MS, useMinimumLoading } from './useMinimumLoading';

/** The hook's answers, one per commit the component makes. */
function spinner(initial: boolean) {
  const answers: boolean[] = [];
  const hook = renderHook(
    ({ loading }: { loading: boolean }) => {
      const shown = useMinimumLoading(loading);
      // Once per commit: what the list was drawn with.
      useEffect(() => {
        answers.push(shown);
      });
      return shown;
    },
    { initialProps: { loading: initial } },
  );
  return { ...hook, answers };
}

describe('useMinimumLoading: a spinner that never flickers', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('ends with the answer that took longer than the minimum, in that same render', () => {
    const { result, rerender, answers } = spinner(true);
    expect(result.current).toBe(true);
    act(() => jest.advanceTimersByTime(MINIMUM_SPINNER_MS + 30));
    answers.length = 0;
    rerender({ loading: false });
    expect(result.current).toBe(false);
    // No render after the one that brought the answer: the list is not drawn a second time.
    act(() => jest.advanceTimersByTime(MINIMUM_SPINNER_MS));
    expect(answers).toEqual([false]);
  });

  it('holds a quick answer for the minimum, then ends', () => {
    const { result, rerender } = spinner(false);
    expect(result.current).toBe(false);
    rerender({ loading: true });
    expect(result.current).toBe(true);
    act(() => jest.advanceTimersByTime(10));
    rerender({ loading: false });
    expect(result.current).toBe(true);
    act(() => jest.advanceTimersByTime(MINIMUM_SPINNER_MS - 20));
    expect(result.current).toBe(true);
    act(() => jest.advanceTimersByTime(15));
    expect(result.current).toBe(false);
  });

  it('shows again when loading starts again while it is held', () => {
    const { result, rerender } = spinner(true);
    rerender({ loading: false });
    expect(result.current).toBe(true);
    rerender({ loading: true });
    act(() => jest.advanceTimersByTime(MINIMUM_SPINNER_MS * 2));
    expect(result.current).toBe(true);
    rerender({ loading: false });
    expect(result.current).toBe(false);
  });
});
