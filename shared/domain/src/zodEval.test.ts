/**
 * The page's Content-Security-Policy forbids eval: in the browser zod must not even probe for it (a probe is
 * reported as a violation); on the server its faster JIT stays on.
 */
import type * as ZodModule from './zod';

/** Parses an object schema with a fresh copy of our zod, and answers whether zod called `Function`. */
function callsFunctionWhileParsing(inBrowser: boolean): boolean {
  const realFunction = globalThis.Function;
  let calls = 0;
  const spy = new Proxy(realFunction, {
    apply: (target, self, args: string[]) => ((calls += 1), Reflect.apply(target, self, args)),
    construct: (target, args: string[]) => ((calls += 1), Reflect.construct(target, args)),
  });
  if (inBrowser) Object.assign(globalThis, { window: globalThis });
  globalThis.Function = spy;
  try {
    jest.isolateModules(() => {
      const { z } = jest.requireActual<typeof ZodModule>('./zod');
      const schema = z.object({ name: z.string(), page: z.number().int() });
      for (let i = 0; i < 3; i += 1) expect(schema.parse({ name: '客户', page: i }).page).toBe(i);
    });
  } finally {
    globalThis.Function = realFunction;
    delete (globalThis as { window?: unknown }).window;
  }
  return calls > 0;
}

describe('zod and eval', () => {
  it('never calls Function in the browser', () => {
    expect(callsFunctionWhileParsing(true)).toBe(false);
  });

  it('keeps its JIT (Function) on the server', () => {
    expect(callsFunctionWhileParsing(false)).toBe(true);
  });
});
