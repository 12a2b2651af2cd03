import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { setErrorPresenter } from '@yjf/api/errorPresenter';
import { NEXT_BEFORE_FOLLOW_MESSAGE } from '../domain/followupSchemas';
import { createStore } from '@yjf/store/store';
import { installFakeServer } from '@yjf/ui/testing/fakeServer';
import { FollowupDialog } from './FollowupDialog';
import { customerFollowups } from './followupKind';

/** Opens the dialog for 华府家居 (id 42); the server adds the follow-up, or refuses with `refusal`. */
function setup(refusal?: string) {
  const server = installFakeServer({ roles: ['admin'] });
  server.on((call) => {
    if (call.method !== 'POST' || call.path !== '/api/customerFollowup') return undefined;
    if (refusal) return { status: 400, json: { status: 400, message: refusal } };
    return { status: 201, json: { id: 1, version: 1, ...(call.body as object) } };
  });
  const onClose = jest.fn();
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  render(
    <Provider store={createStore()}>
      <FollowupDialog kind={customerFollowups} target={{ id: 42, name: '华府家居' }} onClose={onClose} />
    </Provider>,
  );
  return { server, onClose, user };
}

describe('FollowupDialog', () => {
  it('names the record, starts at a phone call now, and asks for what was said before sending', async () => {
    const { server, user } = setup();
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('添加跟进 · 华府家居')).toBeTruthy();
    expect(within(dialog).getByText('电话')).toBeTruthy();
    const followTime = within(dialog).getAllByRole('textbox')[0] as HTMLInputElement;
    expect(followTime.value).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    await user.click(within(dialog).getByRole('button', { name: '确认' }));
    expect(await within(dialog).findByText('请输入跟进内容')).toBeTruthy();
    expect(server.callsTo('POST', '/api/customerFollowup')).toHaveLength(0);
  });

  it("adds the customer's follow-up, says so and closes", async () => {
    const { server, onClose, user } = setup();
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByPlaceholderText('沟通了什么、客户的反馈、下一步计划'), '约周五上门量房');
    await user.click(within(dialog).getByRole('button', { name: '确认' }));
    await waitFor(() => expect(server.callsTo('POST', '/api/customerFollowup')).toHaveLength(1));
    expect(server.callsTo('POST', '/api/customerFollowup')[0]!.body).toMatchObject({
      customerId: 42,
      method: '1',
      content: '约周五上门量房',
      attachments: [],
    });
    expect(await screen.findByText('新增成功')).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
  });

  it('stays open with what it had when the server refuses, so the user can correct it', async () => {
    const { onClose, user } = setup(NEXT_BEFORE_FOLLOW_MESSAGE);
    const shown: string[] = [];
    setErrorPresenter((error) => shown.push(error.message));
    const dialog = await screen.findByRole('dialog');
    const content = within(dialog).getByPlaceholderText('沟通了什么、客户的反馈、下一步计划');
    await user.type(content, '约周五上门量房');
    await user.click(within(dialog).getByRole('button', { name: '确认' }));
    await waitFor(() => expect(shown).toEqual([NEXT_BEFORE_FOLLOW_MESSAGE]));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect((content as HTMLTextAreaElement).value).toBe('约周五上门量房');
  });
});
