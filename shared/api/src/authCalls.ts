import type { LoginResult } from '@yjf/domain/session';
import { request } from './http';
import { encryptPassword } from './passwordCipher';

/**
 * The calls of the sign-in page, without RTK Query: the public pages load neither Redux nor the shell.
 * Errors are not shown here; the page shows them next to the form.
 */
export async function loginWithPassword(username: string, password: string, rememberMe: boolean): Promise<LoginResult> {
  return request({
    url: 'auth/login',
    method: 'POST',
    body: { username, password: await encryptPassword(password), rememberMe },
    silent: true,
  });
}

export function loginWithCode(username: string, code: string, rememberMe: boolean): Promise<LoginResult> {
  return request({ url: 'auth/login', method: 'POST', body: { username, code, rememberMe }, silent: true });
}

/** The URL of a new image captcha for a phone (a new picture on every call). */
export function captchaUrl(phone: string): string {
  return `/auth/getImageCode?phone=${encodeURIComponent(phone)}&t=${Date.now()}`;
}

/** Checks the picture answer and has the SMS code sent; answers the server's message. */
export async function requestSmsCode(phone: string, imageCode: string): Promise<string> {
  const { message } = await request<{ message: string }>({
    url: 'auth/code/imageCode',
    params: { phone, imageCode },
    silent: true,
  });
  return message;
}
