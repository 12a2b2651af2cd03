import net from 'node:net';

/** A TCP proxy on 127.0.0.1 that a test can cut (as a network or database outage would) and restore. */
export type TcpProxy = {
  port: number;
  /** Stops listening and destroys every open connection: new connections are refused. */
  cut(): Promise<void>;
  /** Listens again on the same port. */
  restore(): Promise<void>;
  /**
   * Cuts the next connection whose client sends `text` (in one chunk), before it reaches the target: a connection
   * lost in the middle of one particular statement. Resolves when that has happened.
   */
  cutWhenSent(text: string): Promise<void>;
  close(): Promise<void>;
};

/** Forwards each connection to `target`; with no target, nothing answers behind it (every connection is reset). */
export async function startTcpProxy(target?: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let trigger: { text: string; cut: () => void } | undefined;
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const server = net.createServer((client) => {
    track(client);
    if (!target) return void client.destroy();
    const upstream = net.connect(target.port, target.host);
    track(upstream);
    client.on('data', (chunk: Buffer) => {
      if (trigger && chunk.includes(trigger.text)) {
        const { cut: done } = trigger;
        trigger = undefined;
        client.destroy();
        upstream.destroy();
        return done();
      }
      if (!upstream.write(chunk)) client.pause();
    });
    upstream.on('drain', () => client.resume());
    upstream.pipe(client);
    client.once('close', () => upstream.destroy());
    upstream.once('close', () => client.destroy());
  });
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve((server.address() as net.AddressInfo).port);
      });
    });
  const cut = async () => {
    const closed = server.listening ? new Promise<void>((resolve) => server.close(() => resolve())) : undefined;
    for (const socket of sockets) socket.destroy();
    await closed;
  };
  const port = await listen(0);
  const cutWhenSent = (text: string) => new Promise<void>((cut) => (trigger = { text, cut }));
  return { port, cut, restore: async () => void (await listen(port)), cutWhenSent, close: cut };
}
