/**
 * @jest-environment jsdom
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import hintedPagePlugin from './hintedPagePlugin';

type BeforePreload = NonNullable<ModuleFederationRuntimePlugin['beforePreloadRemote']>;
type PreloadArgs = Parameters<BeforePreload>[0];

const CUSTOMERS = '/remotes/customers/20261202-1/mf-manifest.json';
const SYSTEM = '/remotes/system/20261202-1/mf-manifest.json';

/** What the runtime would fetch ahead before loading a module of each area named, after the hook has run. */
async function fetchedAhead(...names: string[]): Promise<string[]> {
  const preloadOps = names.map((nameOrAlias) => ({ nameOrAlias, exposes: ['./Page'] }));
  const origin = {
    options: {
      remotes: [
        // As the runtime holds them once registered: absolute.
        { name: 'customers', entry: `${location.origin}${CUSTOMERS}` },
        { name: 'system', alias: 'sys', entry: SYSTEM },
      ],
    },
  };
  await hintedPagePlugin().beforePreloadRemote!({ preloadOps, origin } as unknown as PreloadArgs);
  return preloadOps.map((op) => op.nameOrAlias);
}

describe('an area the page already has hints for is not fetched ahead again', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('a page opened cold, with the hints for its area: only the other areas are fetched ahead', async () => {
    document.head.innerHTML = `<link rel="preload" href="${CUSTOMERS}" as="fetch" crossorigin>`;
    expect(await fetchedAhead('customers', 'system', 'sys')).toEqual(['system', 'sys']);
  });

  it('without hints, or with hints for another release, every area is fetched ahead', async () => {
    expect(await fetchedAhead('customers', 'sys')).toEqual(['customers', 'sys']);
    document.head.innerHTML = `<link rel="preload" href="/remotes/customers/20261101-1/mf-manifest.json" as="fetch">`;
    document.head.innerHTML += `<link rel="stylesheet" href="${SYSTEM}">`;
    expect(await fetchedAhead('customers', 'system')).toEqual(['customers', 'system']);
  });
});
