import crypto, { webcrypto } from 'node:crypto';
import { TextEncoder } from 'node:util';
import { screen, waitFor, within } from '@testing-library/react';
import { renderPage } from '@yjf/ui/testing/renderPage';
import { installFakeServer } from '@yjf/ui/testing/fakeServer';
import type { SessionUser } from '@yjf/domain/session';
import { ProfileDialog } from './ProfileDialog';

const PHONE = '13800000002';
const { publicKey } = crypto.generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});

// jsdom has neither WebCrypto nor TextEncoder; a browser in a secure context (https, localhost) has both.
Object.defineProperty(globalThis.crypto, 'subtle', { value: webcrypto.subtle, configurable: true });
globalThis.TextEncoder ??= TextEncoder as typeof globalThis.TextEncoder;

/** The dialog over a server whose signed-in user has `email`; 修改邮箱 changes it like ours does. */
function setup(email: string) {
  const server = installFakeServer({ roles: [] });
  const account: SessionUser = {
    userid: 3,
    id: 3,
    username: PHONE,
    phone: PHONE,
    companyid: 2,
    companyname: '测试企业',
    vip: 0,
    avatar: '',
    roles: [],
    nickName: '小王',
    realname: '王强',
    sex: 1,
    email,
  };
  // The fake server answers a fixed `auth/info`; this one answers the account as it is now.
  const fetchMock = globalThis.fetch as jest.Mock;
  const answer = fetchMock.getMockImplementation()!;
  fetchMock.mockImplementation(async (input: string, init?: RequestInit) => {
    const response = await answer(input, init);
    if (new URL(input, 'http://localhost').pathname !== '/auth/info') return response;
    const info = { user: { ...account }, logo: '', URL: '' };
    return { ...response, json: async () => info, text: async () => JSON.stringify(info) };
  });
  server.on((call) => {
    if (call.path === '/api/users/center') return { json: { message: '修改成功' } };
    if (call.path === '/auth/publicKey') return { json: { publicKey } };
    if (call.path !== '/api/users/updateEmail/123456') return undefined;
    account.email = (call.body as { email: string }).email;
    return { json: { message: '邮箱修改成功' } };
  });
  const { user } = renderPage(<ProfileDialog visible onClose={jest.fn()} />);
  const profile = async () => screen.findByRole('dialog', { name: '修改资料' });
  return { server, user, profile };
}

describe('ProfileDialog', () => {
  it('shows the e-mail read-only, the current address, with 修改邮箱 beside it', async () => {
    const { profile } = setup('old@example.com');
    const dialog = await profile();
    const email = within(dialog).getByLabelText('邮箱') as HTMLInputElement;
    await waitFor(() => expect(email.value).toBe('old@example.com'));
    expect(email.disabled).toBe(true);
    expect(within(dialog).getByRole('button', { name: '修改邮箱' })).toBeTruthy();
  });

  it('says 未设置 when there is no e-mail, and asks for one before saving', async () => {
    const { profile, user, server } = setup('');
    const dialog = await profile();
    const email = within(dialog).getByLabelText('邮箱') as HTMLInputElement;
    expect(email.value).toBe('');
    expect(email.getAttribute('placeholder')).toBe('未设置');
    await user.click(within(dialog).getByRole('button', { name: '确认' }));
    expect(await within(dialog).findByText('请输入邮箱')).toBeTruthy();
    expect(server.callsTo('PUT', '/api/users/center')).toHaveLength(0);
  });

  it('saves the profile with the current e-mail, as the spec has it', async () => {
    const { profile, user, server } = setup('old@example.com');
    const dialog = await profile();
    await waitFor(() => expect((within(dialog).getByLabelText('昵称') as HTMLInputElement).value).toBe('小王'));
    await user.clear(within(dialog).getByLabelText('昵称'));
    await user.type(within(dialog).getByLabelText('昵称'), '老王');
    await user.click(within(dialog).getByRole('button', { name: '确认' }));
    await waitFor(() => expect(server.callsTo('PUT', '/api/users/center')).toHaveLength(1));
    expect(server.callsTo('PUT', '/api/users/center')[0]!.body).toEqual({
      id: 3,
      nickname: '老王',
      realname: '王强',
      sex: 1,
      email: 'old@example.com',
    });
  });

  it('changes the e-mail through 修改邮箱 and then shows the new address, keeping what was typed', async () => {
    const { profile, user, server } = setup('old@example.com');
    const dialog = await profile();
    await waitFor(() => expect((within(dialog).getByLabelText('昵称') as HTMLInputElement).value).toBe('小王'));
    await user.clear(within(dialog).getByLabelText('昵称'));
    await user.type(within(dialog).getByLabelText('昵称'), '老王');

    await user.click(within(dialog).getByRole('button', { name: '修改邮箱' }));
    const change = await screen.findByRole('dialog', { name: '修改邮箱' });
    await user.type(within(change).getByLabelText('新邮箱'), 'new@example.com');
    await user.type(within(change).getByLabelText('当前密码'), 'demo123456');
    await user.type(within(change).getByLabelText('验证码'), '123456');
    const infoCalls = server.callsTo('GET', '/auth/info').length;
    await user.click(within(change).getByRole('button', { name: '确定' }));

    expect(await screen.findByText('邮箱修改成功')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '修改邮箱' })).toBeNull());
    await waitFor(() =>
      expect((within(dialog).getByLabelText('邮箱') as HTMLInputElement).value).toBe('new@example.com'),
    );
    expect(server.callsTo('GET', '/auth/info').length).toBeGreaterThan(infoCalls);
    expect((within(dialog).getByLabelText('昵称') as HTMLInputElement).value).toBe('老王');
  });
});
