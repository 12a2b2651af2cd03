import { parseRemoteComponent, remoteEntryUrl } from './remotes';

describe('parseRemoteComponent', () => {
  it.each([
    ['customers/CustomerList', { remote: 'customers', module: 'CustomerList' }],
    ['system/ServerStatus', { remote: 'system', module: 'ServerStatus' }],
    ['test-kit/Hello2', { remote: 'test-kit', module: 'Hello2' }],
  ])('reads %s as remote and module', (component, expected) => {
    expect(parseRemoteComponent(component)).toEqual(expected);
  });

  it.each(['Layout', '', 'customers', 'customers/', '/CustomerList', 'a/b/c', 'Customers/List', 'x/../y', 'x/Li st'])(
    'refuses %p',
    (component) => {
      expect(parseRemoteComponent(component)).toBeNull();
    },
  );

  it('refuses a missing component', () => {
    expect(parseRemoteComponent(undefined)).toBeNull();
    expect(parseRemoteComponent(null)).toBeNull();
  });
});

describe('remoteEntryUrl', () => {
  it('points at the version folder of the area', () => {
    expect(remoteEntryUrl('system', '20261122-abc1234')).toBe('/remotes/system/20261122-abc1234/mf-manifest.json');
  });
});
