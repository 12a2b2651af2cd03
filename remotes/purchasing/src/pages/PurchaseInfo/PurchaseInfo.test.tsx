import type { ReactElement } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { installFakeServer } from '@yjf/ui/testing/fakeServer';
import { renderPage } from '@yjf/ui/testing/renderPage';
import PurchaseInfo from '.';

function setup(element: ReactElement, path: string) {
  const server = installFakeServer({ roles: ['admin'] });
  server.on((call) =>
    call.method === 'GET' && ['/api/purchaseOrder', '/api/supplier', '/api/project'].includes(call.path)
      ? { json: { content: [], totalElements: 0 } }
      : undefined,
  );
  renderPage(element, path, '/PurchaseInfo/:id?');
  return () => server.callsTo('GET', '/api/purchaseOrder').map((call) => call.query.get('projectId'));
}

describe('PurchaseInfo', () => {
  it("lists the project of the address's orders", async () => {
    const projectIds = setup(<PurchaseInfo />, '/PurchaseInfo/3');
    await waitFor(() => expect(projectIds()).toEqual(['3']));
  });

  it('takes the project it is given over the address (the project page embeds it)', async () => {
    const projectIds = setup(<PurchaseInfo projectId={8} />, '/PurchaseInfo/3');
    await waitFor(() => expect(projectIds()).toEqual(['8']));
  });

  it('lists every order without a project', async () => {
    const projectIds = setup(<PurchaseInfo />, '/PurchaseInfo');
    await waitFor(() => expect(projectIds()).toEqual([null]));
    expect(screen.getByRole('columnheader', { name: '关联项目' })).toBeTruthy();
  });
});
