import { act, screen } from '@testing-library/react';
import { showNewReleaseNotice } from './ReleaseNotice';

describe('showNewReleaseNotice', () => {
  it('shows one lasting 有新版本 notice with a 刷新 button, however often it is called', async () => {
    act(() => showNewReleaseNotice());
    act(() => showNewReleaseNotice());
    expect(await screen.findByText('有新版本')).toBeTruthy();
    expect(screen.getAllByText('系统已发布新版本，刷新页面即可使用')).toHaveLength(1);
    expect(screen.getByRole('button', { name: '刷新' })).toBeTruthy();
  });
});
