import {
  contractCompatible,
  contractRefusal,
  kernelCompatible,
  parseRemoteComponent,
  remoteEntryUrl,
  versionServes,
} from './remotes';
import { areaPageTableSchema, servedContractsSchema } from './remotesSchema';

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

describe('versionServes: the one rule of the kernel and of an area API contract', () => {
  it.each([
    ['1.0.0', '1.0.0', true],
    ['1.0.0', '1.3.0', true],
    ['1.2.9', '1.2.0', true],
    ['1.3.0', '1.2.0', false],
    ['1.0.0', '2.0.0', false],
    ['2.0.0', '1.9.0', false],
    ['1.0', '1.0.0', false],
    ['1.0.0', 'latest', false],
  ])('a user built against %s on a provider of %s: %s', (needed, provided, serves) => {
    expect(versionServes(needed, provided)).toBe(serves);
    expect(kernelCompatible(needed, provided)).toBe(serves);
  });
});

describe('contractCompatible', () => {
  const served = { customers: '1.2.0', system: '2.0.0' };
  it('serves a remote built against the same major and a minor at most the server’s', () => {
    expect(contractCompatible('customers', '1.0.0', served)).toBe(true);
    expect(contractCompatible('customers', '1.2.0', served)).toBe(true);
    expect(contractCompatible('customers', '1.3.0', served)).toBe(false);
    expect(contractCompatible('system', '1.0.0', served)).toBe(false);
  });
  it('serves a remote that declares no contract, and no contract of an area the server has no API for', () => {
    expect(contractCompatible('aftersales', undefined, served)).toBe(true);
    expect(contractCompatible('aftersales', '1.0.0', served)).toBe(false);
    expect(contractCompatible('constructor', '1.0.0', served)).toBe(false);
  });
});

describe('contractRefusal', () => {
  const served = { customers: '1.2.0' };
  it('names both versions, in Chinese, and what to do', () => {
    expect(contractRefusal('customers', '1.3.0', served, '渠道客户')).toBe(
      '渠道客户 的这个版本需要服务端接口契约 1.3.0，当前服务端提供的是 1.2.0，请先发布新版服务端',
    );
    expect(contractRefusal('aftersales', '1.0.0', served)).toBe(
      'aftersales 的这个版本需要服务端接口契约 1.0.0，当前服务端不提供该区域的接口，请先发布新版服务端',
    );
  });
  it('says nothing of a release the server serves', () => {
    expect(contractRefusal('customers', '1.1.0', served)).toBeNull();
    expect(contractRefusal('customers', undefined, served)).toBeNull();
  });
});

describe('the contract in pages.json and contracts.json', () => {
  const table = { area: 'customers', kernel: '2.5.0', pages: [] };
  it('is optional in a page table and a version when present', () => {
    expect(areaPageTableSchema.safeParse(table).success).toBe(true);
    expect(areaPageTableSchema.parse({ ...table, contract: '1.1.0' })).toEqual({ ...table, contract: '1.1.0' });
    expect(areaPageTableSchema.safeParse({ ...table, contract: 'v1' }).error?.issues[0]?.message).toBe(
      '服务端接口契约版本不正确',
    );
  });
  it('names areas and versions in a server’s contracts', () => {
    expect(servedContractsSchema.safeParse({ customers: '1.0.0' }).success).toBe(true);
    expect(servedContractsSchema.safeParse({ customers: '1' }).success).toBe(false);
    expect(servedContractsSchema.safeParse({ 'Bad Area': '1.0.0' }).success).toBe(false);
  });
});
