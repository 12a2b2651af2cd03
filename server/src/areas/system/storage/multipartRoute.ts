import type { App } from '../../../context';

const STRATEGY = 'multipart';

/**
 * Route constraints that let `POST /api/<path>` be an upload (multipart/form-data) beside the list engine's
 * JSON add of the same path, as the spec's paths want (`POST /api/localStorage`, `/api/pictures`).
 *
 * @example app.post('/api/pictures', { constraints: multipartOnly(app), ... }, upload)
 */
export function multipartOnly(app: App): { [STRATEGY]: 'yes' } {
  if (!app.hasConstraintStrategy(STRATEGY)) {
    app.addConstraintStrategy({
      name: STRATEGY,
      storage() {
        const handlers = new Map<string, unknown>();
        return {
          get: (value: string) => handlers.get(value) ?? null,
          set: (value: string, store: unknown) => void handlers.set(value, store),
        };
      },
      deriveConstraint: (request: { headers: Record<string, string | string[] | undefined> }) =>
        /^multipart\/form-data/i.test(String(request.headers['content-type'] ?? '')) ? 'yes' : undefined,
      // A JSON call to the path still reaches the unconstrained route.
      mustMatchWhenDerived: false,
    } as never);
  }
  return { [STRATEGY]: 'yes' };
}
