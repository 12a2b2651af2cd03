import type { SmsSender } from './SmsSender';

/**
 * The local default: prints the code on the server's console instead of sending it. The code is also kept in
 * the database like any other, so the development helper GET /dev/sms/:phone can show it.
 */
export function consoleSms(log: (line: string) => void = (line) => process.stdout.write(`${line}\n`)): SmsSender {
  return {
    name: 'console',
    async sendCode(phone, code) {
      log(`[短信] 发送到 ${phone.slice(0, 3)}****${phone.slice(7)}：您的验证码为 ${code}，5 分钟内有效。`);
    },
  };
}
