import net from 'node:net';
import { assertPortFree, portInUseMessage } from './listenAddress';

const listening = () =>
  new Promise<net.Server>((resolve) => {
    const server = net.createServer();
    server.listen({ host: '127.0.0.1', port: 0 }, () => resolve(server));
  });
const portOf = (server: net.Server) => (server.address() as net.AddressInfo).port;

describe('assertPortFree', () => {
  it('refuses a port another program holds, naming the port and PORT', async () => {
    const other = await listening();
    const port = portOf(other);
    try {
      await expect(assertPortFree('127.0.0.1', port)).rejects.toThrow(portInUseMessage('127.0.0.1', port));
      expect(portInUseMessage('127.0.0.1', port)).toContain('PORT');
    } finally {
      other.close();
    }
  });

  it('lets a free port through and leaves it free for the server', async () => {
    const other = await listening();
    const port = portOf(other);
    await new Promise((resolve) => other.close(resolve));
    await assertPortFree('127.0.0.1', port);
    const server = net.createServer();
    await new Promise<void>((resolve) => server.listen({ host: '127.0.0.1', port }, resolve));
    server.close();
  });
});
