import { clusterOptionsOf, clusterUrl, instancePorts, listenOf } from './clusterOptions';

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

  it('serves plain HTTP unless given a certificate or --self-signed, then HTTPS with a redirect from 80 beside 443', () => {
    const plain = clusterOptionsOf([], {});
    expect(plain.tls).toBeNull();
    expect(clusterUrl(plain)).toBe('http://127.0.0.1:8080/');

    const operator = clusterOptionsOf(
      ['--port', '443', '--cert', '/etc/yjf/cert.pem', '--key', '/etc/yjf/key.pem'],
      {},
    );
    expect(operator.tls).toEqual({ certificate: '/etc/yjf/cert.pem', key: '/etc/yjf/key.pem' });
    expect(operator.redirectPort).toBe(80);
    expect(clusterUrl(operator)).toBe('https://127.0.0.1/');

    const test = clusterOptionsOf(['--port', '8190', '--self-signed', '--redirect-port', '8189'], {});
    expect(test).toMatchObject({ tls: 'self-signed', redirectPort: 8189 });
    expect(clusterUrl(test)).toBe('https://127.0.0.1:8190/');
    expect(clusterOptionsOf(['--self-signed'], {}).redirectPort).toBeUndefined();
  });

  it('refuses half a certificate, two kinds of one, and a redirect without HTTPS', () => {
    expect(() => clusterOptionsOf(['--cert', '/c.pem'], {})).toThrow('--cert 与 --key 须一起给出');
    expect(() => clusterOptionsOf(['--cert', '/c', '--key', '/k', '--self-signed'], {})).toThrow('只能选一种');
    expect(() => clusterOptionsOf(['--redirect-port', '80'], {})).toThrow('--redirect-port 只用于 HTTPS');
  });
});
