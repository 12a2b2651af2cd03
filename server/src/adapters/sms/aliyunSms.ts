import crypto from 'node:crypto';
import type { SmsSender } from './SmsSender';

export type AliyunSmsOptions = {
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  templateCode: string;
  /** https://dysmsapi.aliyuncs.com/ ; a test points it at a local server. */
  endpoint: string;
  now?: () => Date;
  nonce?: () => string;
};

/** RFC 3986 encoding as Alibaba Cloud's RPC signature wants it. */
export const percentEncode = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** Signature version 1.0 (HMAC-SHA1) of an RPC request's parameters. */
export function signRpc(method: 'GET' | 'POST', params: Record<string, string>, secret: string): string {
  const canonical = Object.keys(params)
    .sort()
    .map((key) => `${percentEncode(key)}=${percentEncode(params[key]!)}`)
    .join('&');
  const stringToSign = `${method}&${percentEncode('/')}&${percentEncode(canonical)}`;
  return crypto.createHmac('sha1', `${secret}&`).update(stringToSign).digest('base64');
}

/** Alibaba Cloud SMS (Dysmsapi 2017-05-25, SendSms); the template takes one parameter, `code`. */
export function aliyunSms(options: AliyunSmsOptions): SmsSender {
  return {
    name: 'aliyun',
    async sendCode(phone, code) {
      const params: Record<string, string> = {
        AccessKeyId: options.accessKeyId,
        Action: 'SendSms',
        Format: 'JSON',
        PhoneNumbers: phone,
        RegionId: 'cn-hangzhou',
        SignName: options.signName,
        SignatureMethod: 'HMAC-SHA1',
        SignatureNonce: options.nonce?.() ?? crypto.randomUUID(),
        SignatureVersion: '1.0',
        TemplateCode: options.templateCode,
        TemplateParam: JSON.stringify({ code }),
        Timestamp: (options.now?.() ?? new Date()).toISOString().replace(/\.\d{3}Z$/, 'Z'),
        Version: '2017-05-25',
      };
      const query = new URLSearchParams({ ...params, Signature: signRpc('GET', params, options.accessKeySecret) });
      let body: { Code?: string; Message?: string };
      try {
        const response = await fetch(`${options.endpoint}?${query.toString()}`, {
          signal: AbortSignal.timeout(10_000),
        });
        body = (await response.json()) as typeof body;
      } catch (error) {
        throw new Error('短信服务暂时无法连接，请稍后再试', { cause: error });
      }
      if (body.Code !== 'OK') {
        throw new Error(
          body.Code === 'isv.BUSINESS_LIMIT_CONTROL'
            ? '短信发送过于频繁，请稍后再试'
            : `短信发送失败：${body.Message ?? body.Code ?? '未知错误'}`,
        );
      }
    },
  };
}
