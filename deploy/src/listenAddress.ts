import net from 'node:net';

/** Where the server listens unless HOST and PORT say otherwise: this machine only. */
export const DEFAULT_HOST = '127.0.0.1';
export const DEFAULT_PORT = 8000;

/** The address `pnpm start` will listen on, from the environment as the server reads it. */
export function listenAddressOf(env: NodeJS.ProcessEnv): { host: string; port: number } {
  const port = Number(env.PORT ?? DEFAULT_PORT);
  return { host: env.HOST ?? DEFAULT_HOST, port: Number.isInteger(port) ? port : DEFAULT_PORT };
}

/** What a start says when another program holds its port: which port, and how to choose another. */
export const portInUseMessage = (host: string, port: number) =>
  `端口 ${port} 已被占用（${host}）：请先停止占用它的程序，或用环境变量 PORT 换一个端口，例如 PORT=${port + 1} pnpm start`;

/**
 * Refuses a port that another program holds, before anything is built, published, opened or written: a start
 * that cannot listen must not create a data folder or seed one first (`pnpm start` checks before it publishes
 * releases, the server before it opens its database).
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
