import { clusterOptionsOf, instancePorts, listenOf } from './clusterOptions';

describe('pnpm cluster options', () => {
  it('defaults to nginx on 127.0.0.1:8080 in front of two instances from 8081, under $DATA_DIR/cluster', () => {
    const options = clusterOptionsOf([], { DATA_DIR: '/srv/yjf/data' });
    expect(options).toMatchObject({ dir: '/srv/yjf/data/cluster', host: '127.0.0.1', port: 8080, postgresPort: 54340 });
    expect(instancePorts(options)).toEqual([8081, 8082]);
    expect(listenOf(options)).toBe('127.0.0.1:8080');
  });

  it('takes the instances, ports and DATABASE_URL it is given', () => {
    const options = clusterOptionsOf(
      ['--instances', '3', '--host', '0.0.0.0', '--port', '80', '--instance-port', '9001'],
      {
        DATABASE_URL: 'postgres://yjf@db/yjf',
      },
    );
    expect(instancePorts(options)).toEqual([9001, 9002, 9003]);
    expect(listenOf(options)).toBe('80');
    expect(options.databaseUrl).toBe('postgres://yjf@db/yjf');
  });

  it('refuses a number that is not one', () => {
    expect(() => clusterOptionsOf(['--instances', 'two'], {})).toThrow('--instances 不正确：two');
    expect(() => clusterOptionsOf(['--port', '70000'], {})).toThrow('--port 不正确');
  });
});
