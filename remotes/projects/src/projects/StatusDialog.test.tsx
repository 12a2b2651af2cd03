import { screen, waitFor } from '@testing-library/react';
import { installFakeServer } from '@yjf/ui/testing/fakeServer';
import { renderPage } from '@yjf/ui/testing/renderPage';
import { StatusDialog } from './StatusDialog';

function setup() {
  const server = installFakeServer({ roles: ['admin'] });
  server.on((call) =>
    call.method === 'POST' && call.path === '/api/project/status'
      ? { json: { message: '已改为「深化设计」' } }
      : undefined,
  );
  const onClose = jest.fn();
  const project = { id: 12, version: 5, name: '滨海别墅影音室', status: 1 };
  const { user } = renderPage(<StatusDialog project={project} onClose={onClose} />);
  return { server, user, onClose };
}

describe('StatusDialog', () => {
  it('moves the project to the next status with the note typed, says so and closes', async () => {
    const { server, user, onClose } = setup();
    expect(screen.getByRole('dialog', { name: '变更项目状态：滨海别墅影音室' })).toBeTruthy();
    await user.type(screen.getByPlaceholderText(/例如/), '合同已签，开始深化');
    await user.click(screen.getByRole('button', { name: '确认' }));
    expect(await screen.findByText('已改为「深化设计」')).toBeTruthy();
    expect(server.callsTo('POST', '/api/project/status')[0]!.body).toEqual({
      id: 12,
      version: 5,
      status: 2,
      remark: '合同已签，开始深化',
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
