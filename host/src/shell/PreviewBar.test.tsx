import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { installFakeServer } from '@yjf/ui/testing/fakeServer';
import { PreviewBar } from './PreviewBar';

const customers = { area: 'customers', title: '渠道客户', version: '20261205-0300-ab12cd34' };

describe('PreviewBar', () => {
  it('shows 预览中：<area> <version>, and 退出预览 ends the preview on the server, then reloads the page', async () => {
    const server = installFakeServer({ roles: ['admin'], companyId: 1 });
    server.on((call) => (call.path === '/api/deploy/preview' ? { json: { message: '已退出预览' } } : undefined));
    const reload = jest.fn();
    render(<PreviewBar previews={[customers]} reload={reload} />);

    expect(screen.getByRole('status').textContent).toContain('预览中：渠道客户 20261205-0300-ab12cd34');
    fireEvent.click(screen.getByRole('button', { name: '退出预览' }));

    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(server.calls.map((call) => [call.method, call.path, call.query.get('area')])).toEqual([
      ['DELETE', '/api/deploy/preview', 'customers'],
    ]);
  });

  it('keeps the page when the server could not end the preview', async () => {
    const server = installFakeServer({ roles: ['admin'], companyId: 1 });
    server.on(() => ({ status: 500, json: { status: 500, message: '服务器错误' } }));
    const reload = jest.fn();
    render(<PreviewBar previews={[customers]} reload={reload} />);

    fireEvent.click(screen.getByRole('button', { name: '退出预览' }));

    await waitFor(() => expect(screen.getByRole('button', { name: '退出预览' })).toBeTruthy());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(reload).not.toHaveBeenCalled();
  });

  it('shows nothing when the session previews no candidate', () => {
    const { container } = render(<PreviewBar previews={[]} />);
    expect(container.textContent).toBe('');
  });
});
