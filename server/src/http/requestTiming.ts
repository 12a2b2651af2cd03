import type { FastifyRequest } from 'fastify';
import type { App } from '../context';

const started = new WeakMap<FastifyRequest, number>();

/** Notes when each request arrives, so what it did can say how long it took (the operation log's 耗时). */
export function registerRequestTiming(app: App): void {
  app.addHook('onRequest', async (request) => {
    started.set(request, performance.now());
  });
}

/** Milliseconds since the request arrived (0 for one the hook never saw). */
export function elapsedMs(request: FastifyRequest): number {
  const at = started.get(request);
  return at === undefined ? 0 : Math.max(0, Math.round(performance.now() - at));
}
