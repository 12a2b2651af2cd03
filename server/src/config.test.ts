import path from 'node:path';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('has defaults that run the product on the embedded database', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'development',
      host: '127.0.0.1',
      port: 8000,
      databaseUrl: undefined,
      logLevel: 'info',
    });
    expect(config.dataDir).toBe(path.resolve('data'));
    expect(config.releasesDir).toBe(path.resolve('data/releases'));
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

  it('refuses a bad value with a Chinese message', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/^环境变量配置错误：PORT/);
  });
});
