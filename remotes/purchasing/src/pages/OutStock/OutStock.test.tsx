import type { ReactElement } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { installFakeServer } from '@yjf/ui/testing/fakeServer';
import { renderPage } from '@yjf/ui/testing/renderPage';
import OutStock from '.';

const ROUTE = '/OutStock/:id?';

function setup(element: ReactElement, path: string) {
  const server = installFakeServer({ roles: ['admin'] });
  server.on((call) =>
    call.method === 'GET' && call.path.startsWith('/api/') ? { json: { content: [], totalElements: 0 } } : undefined,
  );
  renderPage(element, path, ROUTE);
  return { listed: () => server.callsTo('GET', '/api/stockOut').map((call) => call.query.get('projectId')) };
}

describe("a project's stock-outs", () => {
  it('lists the project of the address', async () => {
    const { listed } = setup(<OutStock />, '/OutStock/3');
    await waitFor(() => expect(listed()).toEqual(['3']));
    expect(screen.getByText('暂无数据')).toBeTruthy();
  });

  it('lists the project the detail page passes, whatever the address says', async () => {
    const { listed } = setup(<OutStock projectId={9} />, '/OutStock/3');
    await waitFor(() => expect(listed()).toEqual(['9']));
  });

  it('lists every stock-out without a project', async () => {
    const { listed } = setup(<OutStock />, '/OutStock');
    await waitFor(() => expect(listed()).toEqual([null]));
  });
});
