import net from 'node:net';

/** What a start says when another program holds its port: which port, and how to choose another. */
export const portInUseMessage = (host: string, port: number) =>
  `端口 ${port} 已被占用（${host}）：请先停止占用它的程序，或用环境变量 PORT 换一个端口，例如 PORT=${port + 1} pnpm start`;

/**
 * Refuses a port that another program holds, before the server opens its database or writes anything: a start
 * that cannot listen must not create a data folder or seed one first.
 */
export async function assertPortFree(host: string, port: number): Promise<void> {
  if (port === 0) return;
  await new Promise<void>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE' ? new Error(portInUseMessage(host, port)) : error),
    );
    probe.listen({ host, port, exclusive: true }, () => probe.close(() => resolve()));
  });
}
