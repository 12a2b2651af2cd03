import { DEFAULT_PASSWORD_IV, DEFAULT_PASSWORD_KEY } from '@yjf/domain/passwordCipher';
import { encryptPassword } from '../src/platform/auth/passwordCipher';
import { DEMO_PASSWORD } from '../src/composition/seed/demoAccounts';
import type { TestServer } from './testServer';

/** A password as the browser sends it. */
export const encrypted = (plain: string) => encryptPassword(plain, DEFAULT_PASSWORD_KEY, DEFAULT_PASSWORD_IV);

/** Signs in with the password and answers the session token. */
export async function signIn(server: TestServer, phone: string, password = DEMO_PASSWORD): Promise<string> {
  const response = await server.request({
    method: 'POST',
    url: '/auth/login',
    payload: { username: phone, password: encrypted(password) },
  });
  if (response.statusCode !== 200)
    throw new Error(`sign-in of ${phone} failed: ${response.statusCode} ${response.body}`);
  return response.json().token as string;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Gets an SMS code for a phone the way the browser does: picture first, then the code. */
export async function requestSmsCode(server: TestServer, phone: string): Promise<string> {
  await server.request({ method: 'GET', url: `/auth/getImageCode?phone=${phone}` });
  const { answer } = (await server.request({ method: 'GET', url: `/dev/captcha/${phone}` })).json();
  const sent = await server.request({ method: 'GET', url: `/auth/code/imageCode?phone=${phone}&imageCode=${answer}` });
  if (sent.statusCode !== 200) throw new Error(`SMS for ${phone} failed: ${sent.body}`);
  return server.sms.at(-1)!.code;
}
