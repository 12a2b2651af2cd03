import { screen, waitFor } from '@testing-library/react';
import { installFakeServer } from '@yjf/ui/testing/fakeServer';
import { renderPage } from '@yjf/ui/testing/renderPage';
import { CompleteDialog } from './CompleteDialog';

function setup() {
  const server = installFakeServer({ roles: ['admin'] });
  server.on((call) =>
    call.method === 'POST' && call.path === '/api/task/complete' ? { json: { message: '任务已完成' } } : undefined,
  );
  const onClose = jest.fn();
  const { user } = renderPage(<CompleteDialog task={{ id: 4, version: 2, title: '客厅影院布线' }} onClose={onClose} />);
  return { server, user, onClose };
}

describe('CompleteDialog', () => {
  it('completes the task with the note typed, says so and closes', async () => {
    const { server, user, onClose } = setup();
    expect(screen.getByRole('dialog', { name: '完成任务：客厅影院布线' })).toBeTruthy();
    await user.type(screen.getByPlaceholderText(/例如/), '已布线并贴标');
    await user.click(screen.getByRole('button', { name: '确认完成' }));
    expect(await screen.findByText('任务已完成')).toBeTruthy();
    expect(server.callsTo('POST', '/api/task/complete')[0]!.body).toEqual({ id: 4, version: 2, note: '已布线并贴标' });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
