import { screen, within } from '@testing-library/react';
import { installFakeServer } from '@yjf/ui/testing/fakeServer';
import { renderPage } from '@yjf/ui/testing/renderPage';
import CustomerFollowupList from './index';

describe('跟进记录', () => {
  it('starts a new follow-up as a phone call made now, as the dialog of a customer does', async () => {
    const server = installFakeServer({ roles: ['admin'], companyId: 2 });
    server.on((call) => ({ json: call.path === '/api/users/colleagues' ? [] : { content: [], totalElements: 0 } }));
    const { user } = renderPage(<CustomerFollowupList />, '/customer/followup');

    await user.click(await screen.findByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog', { name: /新增/ });
    expect(within(dialog).getByText('电话')).toBeTruthy();
    const followTime = within(dialog).getByRole('textbox', { name: '跟进时间' }) as HTMLInputElement;
    expect(followTime.value).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });
});
