import { screen, waitFor } from '@testing-library/react';
import { MESSAGE_KINDS } from '@yjf/domain/messageKinds';
import type { MessagePreferences } from '@yjf/domain/messages';
import { installFakeServer } from '@yjf/ui/testing/fakeServer';
import { renderPage } from '@yjf/ui/testing/renderPage';
import { MessagePreferencesCard } from './MessagePreferencesCard';

describe('个人中心 › 消息设置', () => {
  it('shows a switch for each kind with what it is about, and saves a change at once', async () => {
    let held: MessagePreferences = {
      kinds: MESSAGE_KINDS.map(({ kind }) => ({ kind, enabled: kind !== 'taskDue' })),
    };
    const server = installFakeServer({ roles: ['task:list'] });
    server.on((call) => {
      if (call.path !== '/api/messages/preferences') return undefined;
      if (call.method === 'PUT') {
        const [change] = (call.body as MessagePreferences).kinds;
        held = { kinds: held.kinds.map((entry) => (entry.kind === change!.kind ? change! : entry)) };
      }
      return { json: held };
    });
    const { user } = renderPage(<MessagePreferencesCard />);

    const assigned = await screen.findByRole('switch', { name: '任务指派' });
    expect(assigned.getAttribute('aria-checked')).toBe('true');
    expect(assigned.getAttribute('aria-describedby')).toBe('message-kind-taskAssigned-about');
    expect(screen.getByText('有任务指派给我')).toBeTruthy();
    expect(screen.getByRole('switch', { name: '任务到期' }).getAttribute('aria-checked')).toBe('false');
    expect(screen.getAllByRole('switch')).toHaveLength(MESSAGE_KINDS.length);

    await user.click(assigned);
    await waitFor(() =>
      expect(server.callsTo('PUT', '/api/messages/preferences')[0]?.body).toEqual({
        kinds: [{ kind: 'taskAssigned', enabled: false }],
      }),
    );
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: '任务指派' }).getAttribute('aria-checked')).toBe('false'),
    );
  });
});
