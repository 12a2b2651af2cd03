import crypto, { webcrypto } from 'node:crypto';
import { TextEncoder } from 'node:util';
import { screen, waitFor, within } from '@testing-library/react';
import { renderPage } from '@yjf/ui/testing/renderPage';
import { installFakeServer, type Call } from '@yjf/ui/testing/fakeServer';
import { setErrorPresenter } from '@yjf/api/errorPresenter';
import { SMS_CODE_MESSAGE } from '@yjf/domain/accountRules';
import { shellErrorPresenter } from '../errorPresenter';
import { EmailDialog } from './EmailDialog';

const PHONE = '13800000002';
const PASSWORD = 'demo123456';
const CODE = '123456';

/** The server's key pair (server/src/platform/auth/rsaKeys.ts): the test decrypts what the dialog sent. */
const { publicKey, privateKey } = crypto.generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});
const decrypt = (base64: string) =>
  crypto
    .privateDecrypt(
      { key: privateKey, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(base64, 'base64'),
    )
    .toString('utf8');

// jsdom has neither WebCrypto nor TextEncoder; a browser in a secure context (https, localhost) has both.
const withWebCrypto = () =>
  Object.defineProperty(globalThis.crypto, 'subtle', { value: webcrypto.subtle, configurable: true });
globalThis.TextEncoder ??= TextEncoder as typeof globalThis.TextEncoder;
beforeEach(withWebCrypto);
setErrorPresenter(shellErrorPresenter);

/** The dialog over a server that holds the key pair above and checks the password and the code like ours. */
function setup() {
  const server = installFakeServer({ roles: [] });
  server.on((call) => {
    if (call.path === '/auth/publicKey') return { json: { publicKey } };
    if (!call.path.startsWith('/api/users/updateEmail/')) return undefined;
    const { pass } = call.body as { pass: string };
    if (decrypt(pass) !== PASSWORD) return { status: 400, json: { status: 400, message: '密码错误，还可尝试 4 次' } };
    if (!call.path.endsWith(`/${CODE}`)) return { status: 400, json: { status: 400, message: '验证码错误或已过期' } };
    return { json: { message: '邮箱修改成功' } };
  });
  const onClose = jest.fn();
  const { user } = renderPage(<EmailDialog phone={PHONE} visible onClose={onClose} />);
  const dialog = screen.getByRole('dialog', { name: '修改邮箱' });
  const changes = () => server.calls.filter((c: Call) => c.path.startsWith('/api/users/updateEmail/'));
  const fill = async (email: string, password: string, code: string) => {
    await user.type(within(dialog).getByLabelText('新邮箱'), email);
    await user.type(within(dialog).getByLabelText('当前密码'), password);
    await user.type(within(dialog).getByLabelText('验证码'), code);
  };
  const ok = () => user.click(within(dialog).getByRole('button', { name: '确定' }));
  return { server, user, dialog, onClose, changes, fill, ok };
}

describe('EmailDialog', () => {
  it('asks for 新邮箱, 当前密码 and the SMS code sent to the own phone, each under its label', async () => {
    const { dialog, user } = setup();
    expect(within(dialog).getByLabelText('新邮箱').getAttribute('placeholder')).toBe('请输入新邮箱');
    expect(within(dialog).getByLabelText('当前密码').getAttribute('type')).toBe('password');
    expect(within(dialog).getByLabelText('当前密码').getAttribute('autocomplete')).toBe('current-password');
    expect((within(dialog).getByLabelText('手机号') as HTMLInputElement).value).toBe(PHONE);
    expect(within(dialog).getByLabelText('验证码').getAttribute('placeholder')).toBe('短信验证码');

    await user.click(within(dialog).getByRole('button', { name: '获取验证码' }));
    const captcha = await screen.findByRole('dialog', { name: '安全验证' });
    expect(within(captcha).getByText(`请输入图中的字符，验证通过后将向 ${PHONE} 发送短信验证码。`)).toBeTruthy();
  });

  it('says what is missing or wrong, and sends nothing', async () => {
    const { dialog, user, server, changes, ok } = setup();
    await ok();
    expect(await within(dialog).findByText('请输入邮箱')).toBeTruthy();
    expect(within(dialog).getByText('请输入密码')).toBeTruthy();
    expect(within(dialog).getByText('请输入验证码')).toBeTruthy();

    await user.type(within(dialog).getByLabelText('新邮箱'), 'wang@');
    await user.type(within(dialog).getByLabelText('验证码'), '12a');
    await ok();
    expect(await within(dialog).findByText('请输入正确的邮箱地址')).toBeTruthy();
    expect(within(dialog).getByText(SMS_CODE_MESSAGE)).toBeTruthy();
    expect(server.callsTo('GET', '/auth/publicKey')).toHaveLength(0);
    expect(changes()).toHaveLength(0);
  });

  it("sends the password RSA-encrypted with the server's key, says 邮箱修改成功 and closes", async () => {
    const { server, onClose, changes, fill, ok } = setup();
    await fill('new@example.com', PASSWORD, CODE);
    await ok();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await screen.findByText('邮箱修改成功')).toBeTruthy();
    expect(server.callsTo('GET', '/auth/publicKey')).toHaveLength(1);
    const [change] = changes();
    expect(change!.method).toBe('POST');
    expect(change!.path).toBe(`/api/users/updateEmail/${CODE}`);
    const body = change!.body as { pass: string; email: string };
    expect(Object.keys(body).sort()).toEqual(['email', 'pass']);
    expect(body.email).toBe('new@example.com');
    expect(body.pass).not.toContain(PASSWORD);
    expect(decrypt(body.pass)).toBe(PASSWORD);
  });

  it('shows what the server refuses (a wrong password, a wrong code) and stays open as typed', async () => {
    const { dialog, user, onClose, changes, fill, ok } = setup();
    await fill('new@example.com', 'wrong-pass', CODE);
    await ok();
    expect(await screen.findByText('密码错误，还可尝试 4 次')).toBeTruthy();
    expect((within(dialog).getByLabelText('新邮箱') as HTMLInputElement).value).toBe('new@example.com');
    expect((within(dialog).getByLabelText('当前密码') as HTMLInputElement).value).toBe('wrong-pass');

    await user.clear(within(dialog).getByLabelText('当前密码'));
    await user.type(within(dialog).getByLabelText('当前密码'), PASSWORD);
    await user.clear(within(dialog).getByLabelText('验证码'));
    await user.type(within(dialog).getByLabelText('验证码'), '654321');
    await ok();
    expect(await screen.findByText('验证码错误或已过期')).toBeTruthy();
    expect(changes()).toHaveLength(2);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: '修改邮箱' })).toBeTruthy();
  });

  it('over a connection without WebCrypto (plain http) says to use HTTPS instead of asking for the password', () => {
    Object.defineProperty(globalThis.crypto, 'subtle', { value: undefined, configurable: true });
    const { dialog } = setup();
    expect(within(dialog).getByText('当前连接不安全，请通过 HTTPS 访问后再修改邮箱')).toBeTruthy();
    expect(within(dialog).queryByLabelText('当前密码')).toBeNull();
    expect((within(dialog).getByRole('button', { name: '确定' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
