import path from 'node:path';
import { exposureOf, loadConfig } from './config';

describe('loadConfig', () => {
  it('has defaults that run the product on the embedded database, in production, on loopback', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'production',
      devHelpers: false,
      exposedBy: null,
      host: '127.0.0.1',
      port: 8000,
      databaseUrl: undefined,
      logLevel: 'info',
      payment: { provider: 'sandbox' },
    });
    expect(config.dataDir).toBe(path.resolve('data'));
    expect(config.releasesDir).toBe(path.resolve('data/releases'));
  });

  it('opens the development helpers only to development and the tests', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).devHelpers).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).devHelpers).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).devHelpers).toBe(false);
  });

  it('reads the environment', () => {
    const config = loadConfig({
      PORT: '9000',
      DATA_DIR: '/tmp/x',
      DATABASE_URL: 'postgres://u@h/db',
      NODE_ENV: 'production',
    });
    expect(config).toMatchObject({
      port: 9000,
      dataDir: '/tmp/x',
      releasesDir: '/tmp/x/releases',
      databaseUrl: 'postgres://u@h/db',
      env: 'production',
    });
  });

  it('withdraws and rolls back releases by themselves by default, with thresholds that can be set', () => {
    expect(loadConfig({}).releaseRollback).toEqual({
      enabled: true,
      candidateMargin: 20,
      candidateMinLoads: 20,
      candidateWindowMinutes: 10,
      stableThreshold: 50,
      stableMinLoads: 20,
      stableWindowMinutes: 15,
      checkSeconds: 30,
    });
    expect(
      loadConfig({
        RELEASE_ROLLBACK_ENABLED: 'false',
        RELEASE_ROLLBACK_CANDIDATE_MARGIN: '10',
        RELEASE_ROLLBACK_CANDIDATE_MIN_LOADS: '3',
        RELEASE_ROLLBACK_CANDIDATE_WINDOW_MINUTES: '5',
        RELEASE_ROLLBACK_STABLE_THRESHOLD: '80',
        RELEASE_ROLLBACK_STABLE_MIN_LOADS: '100',
        RELEASE_ROLLBACK_STABLE_WINDOW_MINUTES: '30',
        RELEASE_ROLLBACK_CHECK_SECONDS: '5',
      }).releaseRollback,
    ).toEqual({
      enabled: false,
      candidateMargin: 10,
      candidateMinLoads: 3,
      candidateWindowMinutes: 5,
      stableThreshold: 80,
      stableMinLoads: 100,
      stableWindowMinutes: 30,
      checkSeconds: 5,
    });
    expect(() => loadConfig({ RELEASE_ROLLBACK_STABLE_THRESHOLD: '150' })).toThrow(
      '环境变量配置错误：RELEASE_ROLLBACK_STABLE_THRESHOLD: 须在 1 到 100 之间',
    );
    expect(() => loadConfig({ RELEASE_ROLLBACK_CANDIDATE_MIN_LOADS: '0' })).toThrow(
      '环境变量配置错误：RELEASE_ROLLBACK_CANDIDATE_MIN_LOADS: 至少为 1',
    );
    expect(() => loadConfig({ RELEASE_ROLLBACK_CANDIDATE_WINDOW_MINUTES: '90' })).toThrow(
      /RELEASE_ROLLBACK_CANDIDATE_WINDOW_MINUTES: 须在 1 到 60 之间/,
    );
    expect(() => loadConfig({ RELEASE_ROLLBACK_ENABLED: 'yes' })).toThrow(/RELEASE_ROLLBACK_ENABLED/);
  });

  it('refuses a bad value with a Chinese message', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/^环境变量配置错误：PORT/);
  });

  it('knows when other machines can reach the server', () => {
    const on = (HOST: string, more: { TRUST_PROXY?: string; PUBLIC_URL?: string } = {}) =>
      exposureOf({ HOST, TRUST_PROXY: 'false', ...more });
    expect(on('127.0.0.1')).toBeNull();
    expect(on('127.0.0.2')).toBeNull();
    expect(on('localhost')).toBeNull();
    expect(on('::1')).toBeNull();
    expect(on('127.0.0.1', { PUBLIC_URL: 'http://127.0.0.1:8000' })).toBeNull();
    expect(on('0.0.0.0')).toBe('HOST=0.0.0.0');
    expect(on('::')).toBe('HOST=::');
    expect(on('192.168.1.20')).toBe('HOST=192.168.1.20');
    expect(on('127.0.0.1', { TRUST_PROXY: 'true' })).toBe('TRUST_PROXY=true');
    expect(on('127.0.0.1', { PUBLIC_URL: 'https://yjf.example.com' })).toBe('PUBLIC_URL=https://yjf.example.com');
  });

  it('refuses sandbox payments on a reachable server unless they are asked for by name', () => {
    for (const env of [{ HOST: '0.0.0.0' }, { TRUST_PROXY: 'true' }, { PUBLIC_URL: 'https://yjf.example.com' }]) {
      expect(() => loadConfig(env)).toThrow(
        /默认的沙箱支付不会真正收款.*PAYMENT_PROVIDER=wechat.*PAYMENT_PROVIDER=sandbox/,
      );
      expect(() => loadConfig(env)).toThrow(/take no money: set PAYMENT_PROVIDER=wechat/);
      expect(loadConfig({ ...env, PAYMENT_PROVIDER: 'sandbox' }).payment.provider).toBe('sandbox');
    }
    expect(loadConfig({ HOST: '127.0.0.1' }).payment.provider).toBe('sandbox');
  });
});
