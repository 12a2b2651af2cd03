import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { aliyunSms, signRpc } from './aliyunSms';

describe('signRpc', () => {
  it('signs as Alibaba Cloud documents it (their published example)', () => {
    // Example from the Alibaba Cloud RPC signature documentation (AccessKeySecret "testsecret").
    const params = {
      AccessKeyId: 'testid',
      Action: 'DescribeRegions',
      Format: 'XML',
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: '3ee8c1b8-83d3-44af-a94f-4e0ad82fd6cf',
      SignatureVersion: '1.0',
      Timestamp: '2016-02-23T12:46:24Z',
      Version: '2014-05-26',
    };
    expect(signRpc('GET', params, 'testsecret')).toBe('OLeaidS1JvxuMvnyHOwuJ+uX5qY=');
  });
});

describe('aliyunSms', () => {
  let server: http.Server;
  let requests: URL[] = [];
  let answer = { Code: 'OK', Message: 'OK' };
  let endpoint = '';
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      requests.push(new URL(req.url!, 'http://localhost'));
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(answer));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  beforeEach(() => {
    requests = [];
    answer = { Code: 'OK', Message: 'OK' };
  });

  const sender = () =>
    aliyunSms({ accessKeyId: 'id', accessKeySecret: 'secret', signName: '云交付', templateCode: 'SMS_1', endpoint });

  it('sends a signed SendSms request with the code as template parameter', async () => {
    await sender().sendCode('13800000001', '123456');
    const query = requests[0]!.searchParams;
    expect(query.get('Action')).toBe('SendSms');
    expect(query.get('PhoneNumbers')).toBe('13800000001');
    expect(query.get('SignName')).toBe('云交付');
    expect(JSON.parse(query.get('TemplateParam')!)).toEqual({ code: '123456' });
    const params = Object.fromEntries([...query.entries()].filter(([key]) => key !== 'Signature'));
    expect(query.get('Signature')).toBe(signRpc('GET', params, 'secret'));
  });

  it('rejects with a Chinese message when the provider refuses', async () => {
    answer = { Code: 'isv.BUSINESS_LIMIT_CONTROL', Message: 'limit' };
    await expect(sender().sendCode('13800000001', '123456')).rejects.toThrow('短信发送过于频繁');
    answer = { Code: 'isv.MOBILE_NUMBER_ILLEGAL', Message: '手机号码格式错误' };
    await expect(sender().sendCode('13800000001', '123456')).rejects.toThrow('短信发送失败：手机号码格式错误');
  });
});
