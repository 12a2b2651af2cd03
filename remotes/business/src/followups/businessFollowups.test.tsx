import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createStore } from '@yjf/store/store';
import { installFakeServer } from '@yjf/ui/testing/fakeServer';
import { FollowupDialog } from '@yjf/area-customers/followups/FollowupDialog';
import { businessFollowups } from './businessFollowups';

/** Opens the dialog for the opportunity 华府家居 (id 42); the server adds the follow-up. */
function setup() {
  const server = installFakeServer({ roles: ['admin'] });
  server.on((call) => {
    if (call.method !== 'POST' || call.path !== '/api/businessFollowup') return undefined;
    return { status: 201, json: { id: 1, version: 1, ...(call.body as object) } };
  });
  const onClose = jest.fn();
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  render(
    <Provider store={createStore()}>
      <FollowupDialog kind={businessFollowups} target={{ id: 42, name: '华府家居' }} onClose={onClose} />
    </Provider>,
  );
  return { server, onClose, user };
}

describe('FollowupDialog for a business opportunity', () => {
  it("adds a business opportunity's follow-up to its own resource", async () => {
    const { server, user } = setup();
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByPlaceholderText('沟通了什么、客户的反馈、下一步计划'), '发了报价单');
    await user.click(within(dialog).getByRole('button', { name: '确认' }));
    await waitFor(() => expect(server.callsTo('POST', '/api/businessFollowup')).toHaveLength(1));
    expect(server.callsTo('POST', '/api/businessFollowup')[0]!.body).toMatchObject({
      businessId: 42,
      content: '发了报价单',
    });
    expect(server.callsTo('POST', '/api/customerFollowup')).toHaveLength(0);
  });
});
