import { eq } from 'drizzle-orm';
import { loginFailures, smsCodes, smsSends } from '../../../platform/auth/schema';
import { SMS_CODE_WRONG } from '../../../platform/auth/verificationCodes';
import { encryptField } from '../../../platform/auth/rsaKeys';
import { startTestServer, type TestServer } from '../../../../test/testServer';
import { bearer, encrypted, requestSmsCode, signIn } from '../../../../test/session';

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108020000009077533d0000000c4944415408d763f8ffff3f0005fe02fea7d6a4a80000000049454e44ae426082',
  'hex',
);

function multipart(field: string, filename: string, content: Buffer, type: string) {
  const boundary = '----yjfTestBoundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('the own account', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const call = (method: 'POST' | 'PUT' | 'GET', url: string, token: string, payload?: object) =>
    server.request({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  /** An SMS code for a phone, whatever this file asked for it before (the one-a-minute limit is not tested here). */
  const freshSmsCode = async (phone: string) => {
    await server.database.db.delete(smsSends).where(eq(smsSends.phone, phone));
    return requestSmsCode(server, phone);
  };

  describe('POST /api/users/updatePass/', () => {
    it('checks the old password and the rules of spec section 5', async () => {
      const token = await signIn(server, '13800000003');
      const change = (oldPass: string, newPass: string, confirmPass: string) =>
        call('POST', '/api/users/updatePass/', token, {
          oldPass: encrypted(oldPass),
          newPass: encrypted(newPass),
          confirmPass: encrypted(confirmPass),
        });
      expect((await change('wrong-old', 'abcdef1', 'abcdef1')).json()).toEqual({
        status: 400,
        message: '旧密码错误，还可尝试 4 次',
      });
      expect((await change('demo123456', 'abc', 'abc')).json().message).toBe('长度在 6 到 20 个字符');
      expect((await change('demo123456', 'a'.repeat(21), 'a'.repeat(21))).json().message).toBe('长度在 6 到 20 个字符');
      expect((await change('demo123456', 'abcdef1', 'abcdef2')).json().message).toBe('两次输入的密码不一致');
      expect(
        (
          await call('POST', '/api/users/updatePass/', token, {
            newPass: encrypted('abcdef1'),
            confirmPass: encrypted('abcdef1'),
          })
        ).json().message,
      ).toBe('请输入旧密码');
      expect(
        (
          await call('POST', '/api/users/updatePass/', token, { oldPass: 'plain', newPass: 'x', confirmPass: 'x' })
        ).json().message,
      ).toBe('密码格式不正确，请刷新页面后重试');
    });

    it('counts a wrong old password as a sign-in try: a session left open cannot guess the password', async () => {
      const token = await signIn(server, '13800000001');
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          call('POST', '/api/users/updatePass/', token, {
            oldPass: encrypted(`guess-${i}`),
            newPass: encrypted('abcdef1'),
            confirmPass: encrypted('abcdef1'),
          }),
        ),
      );
      expect(answers.filter((a) => a.statusCode === 400)).toHaveLength(5);
      expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(7);
      const right = await call('POST', '/api/users/updatePass/', token, {
        oldPass: encrypted('demo123456'),
        newPass: encrypted('abcdef1'),
        confirmPass: encrypted('abcdef1'),
      });
      expect(right.statusCode).toBe(429);
      // The lock is this test's alone.
      await server.database.db.delete(loginFailures).where(eq(loginFailures.username, '13800000001'));
    });

    it('changes the password and ends every session of the user', async () => {
      const token = await signIn(server, '13800000003');
      const other = await signIn(server, '13800000003');
      const response = await call('POST', '/api/users/updatePass/', token, {
        oldPass: encrypted('demo123456'),
        newPass: encrypted('new-pass-1'),
        confirmPass: encrypted('new-pass-1'),
      });
      expect(response.json()).toEqual({ message: '密码修改成功，请重新登录' });
      for (const t of [token, other]) expect((await call('GET', '/auth/info', t)).statusCode).toBe(401);
      await expect(signIn(server, '13800000003')).rejects.toThrow();
      const fresh = await signIn(server, '13800000003', 'new-pass-1');
      await call('POST', '/api/users/updatePass/', fresh, {
        oldPass: encrypted('new-pass-1'),
        newPass: encrypted('demo123456'),
        confirmPass: encrypted('demo123456'),
      });
    });
  });

  describe('POST /api/users/resetPass/', () => {
    it('resets with an SMS code to the own phone only', async () => {
      const token = await signIn(server, '13800000001');
      const other = await call('POST', '/api/users/resetPass/', token, {
        phoneNumber: '13800000002',
        code: '123456',
        newPass: encrypted('abcdef1'),
        confirmPass: encrypted('abcdef1'),
      });
      expect(other.json()).toEqual({ status: 403, message: '只能通过本人的手机号重置密码' });
      const code = await requestSmsCode(server, '13800000001');
      const wrong = await call('POST', '/api/users/resetPass/', token, {
        phoneNumber: '13800000001',
        code: code === '999999' ? '888888' : '999999',
        newPass: encrypted('abcdef1'),
        confirmPass: encrypted('abcdef1'),
      });
      expect(wrong.json().message).toBe('验证码错误或已过期');
      const missing = await call('POST', '/api/users/resetPass/', token, {
        phoneNumber: '13800000001',
        newPass: encrypted('abcdef1'),
        confirmPass: encrypted('abcdef1'),
      });
      expect(missing.json().message).toBe('请输入验证码');
      const done = await call('POST', '/api/users/resetPass/', token, {
        phoneNumber: '13800000001',
        code,
        newPass: encrypted('reset-pass'),
        confirmPass: encrypted('reset-pass'),
      });
      expect(done.json().message).toBe('密码重置成功，请重新登录');
      expect((await call('GET', '/auth/info', token)).statusCode).toBe(401);
      const fresh = await signIn(server, '13800000001', 'reset-pass');
      await call('POST', '/api/users/updatePass/', fresh, {
        oldPass: encrypted('reset-pass'),
        newPass: encrypted('demo123456'),
        confirmPass: encrypted('demo123456'),
      });
    });
  });

  describe('PUT /api/users/updatePhone', () => {
    it("refuses someone else's account, a taken phone and a wrong code", async () => {
      const token = await signIn(server, '13800000002');
      expect(
        (
          await call('PUT', '/api/users/updatePhone', token, {
            verifyPhone: '13911112222',
            verifyCode: '123456',
            userId: 2,
          })
        ).json(),
      ).toEqual({
        status: 403,
        message: '只能修改自己的手机号',
      });
      // A taken phone is named only to whoever proves it is theirs with its code.
      const takenCode = await freshSmsCode('13800000001');
      expect(
        (
          await call('PUT', '/api/users/updatePhone', token, {
            verifyPhone: '13800000001',
            verifyCode: takenCode === '000000' ? '111111' : '000000',
            userId: 3,
          })
        ).json().message,
      ).toBe('验证码错误或已过期');
      expect(
        (
          await call('PUT', '/api/users/updatePhone', token, {
            verifyPhone: '13800000001',
            verifyCode: takenCode,
            userId: 3,
          })
        ).json().message,
      ).toBe('该手机号已被注册');
      expect(
        (
          await call('PUT', '/api/users/updatePhone', token, { verifyPhone: '', verifyCode: '123456', userId: 3 })
        ).json().message,
      ).toBe('请输入手机号');
      expect(
        (
          await call('PUT', '/api/users/updatePhone', token, { verifyPhone: '13911112222', verifyCode: '', userId: 3 })
        ).json().message,
      ).toBe('请输入验证码');
      expect(
        (
          await call('PUT', '/api/users/updatePhone', token, {
            verifyPhone: '13911112222',
            verifyCode: '123456',
            userId: 3,
          })
        ).json().message,
      ).toBe('验证码错误或已过期');
    });

    it('moves the account to the new phone and ends its sessions', async () => {
      const token = await signIn(server, '13800000002');
      const code = await requestSmsCode(server, '13911112222');
      const response = await call('PUT', '/api/users/updatePhone', token, {
        verifyPhone: '13911112222',
        verifyCode: code,
        userId: 3,
      });
      expect(response.json()).toEqual({ message: '手机号修改成功，请重新登录' });
      expect((await call('GET', '/auth/info', token)).statusCode).toBe(401);
      const fresh = await signIn(server, '13911112222');
      expect((await call('GET', '/auth/info', fresh)).json().user).toMatchObject({
        username: '13911112222',
        phone: '13911112222',
      });
    });
  });

  describe('PUT /api/users/center', () => {
    it('saves the own profile with the rules of spec section 5', async () => {
      const token = await signIn(server, '13800000000');
      const { email } = (await call('GET', '/auth/info', token)).json().user;
      const profile = { id: 1, nickname: '平台管理员', realname: '周平', sex: 2, email };
      const save = (patch: object) => call('PUT', '/api/users/center', token, { ...profile, ...patch });
      expect((await save({ nickname: ' ' })).json().message).toBe('请输入昵称');
      expect((await save({ realname: '' })).json().message).toBe('请输入姓名');
      expect((await save({ sex: 3 })).json().message).toBe('请选择性别');
      expect((await save({ email: '' })).json().message).toBe('请输入邮箱');
      expect((await save({ email: 'not-an-email' })).json().message).toBe('请输入正确的邮箱地址');
      expect((await save({ id: 2 })).json()).toEqual({ status: 403, message: '只能修改自己的个人资料' });
      expect((await save({})).json()).toEqual({ message: '修改成功' });
      expect((await call('GET', '/auth/info', token)).json().user).toMatchObject({
        nickName: '平台管理员',
        realname: '周平',
        sex: 2,
        email,
      });
    });

    it('refuses another e-mail: only 修改邮箱, with the password and an SMS code, changes it', async () => {
      const token = await signIn(server, '13800000000');
      const before = (await call('GET', '/auth/info', token)).json().user;
      const profile = { id: 1, nickname: '改了昵称', realname: before.realname, sex: before.sex };
      const changed = await call('PUT', '/api/users/center', token, { ...profile, email: 'someone@example.com' });
      expect(changed.json()).toEqual({ status: 400, message: '请通过“修改邮箱”验证身份后更换邮箱' });
      expect((await call('GET', '/auth/info', token)).json().user).toMatchObject({
        nickName: before.nickName,
        email: before.email,
      });
      const same = await call('PUT', '/api/users/center', token, { ...profile, email: before.email });
      expect(same.json()).toEqual({ message: '修改成功' });
      expect((await call('GET', '/auth/info', token)).json().user).toMatchObject({
        nickName: '改了昵称',
        email: before.email,
      });
      await call('PUT', '/api/users/center', token, { ...profile, nickname: before.nickName, email: before.email });
    });
  });

  describe('POST /api/users/updateAvatar', () => {
    it('stores a PNG and serves it', async () => {
      const token = await signIn(server, '13800000000');
      const response = await server.request({
        method: 'POST',
        url: '/api/users/updateAvatar',
        ...upload(token, multipart('avatar', 'me.png', PNG, 'image/png')),
      });
      expect(response.statusCode).toBe(200);
      const { avatar, message } = response.json();
      expect(message).toBe('头像修改成功');
      expect(avatar).toMatch(/^\/files\/avatars\/1\/[0-9a-f-]{36}\.png$/);
      const file = await server.request({ method: 'GET', url: avatar });
      expect(file.headers['content-type']).toBe('image/png');
      expect(file.rawPayload.equals(PNG)).toBe(true);
      expect((await call('GET', '/auth/info', token)).json().user.avatar).toBe(avatar);
    });

    it('refuses a file that is not an image, whatever its name, and one over 2 MB', async () => {
      const token = await signIn(server, '13800000000');
      const fake = await server.request({
        method: 'POST',
        url: '/api/users/updateAvatar',
        ...upload(token, multipart('avatar', 'me.png', Buffer.from('<svg onload=alert(1)>'), 'image/png')),
      });
      expect(fake.json()).toEqual({ status: 400, message: '头像只能是 PNG、JPEG 或 WebP 图片' });
      const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
      const oversized = await server.request({
        method: 'POST',
        url: '/api/users/updateAvatar',
        ...upload(token, multipart('avatar', 'big.png', big, 'image/png')),
      });
      expect(oversized.json()).toEqual({ status: 400, message: '头像图片不能超过 2MB' });
      const notMultipart = await call('POST', '/api/users/updateAvatar', token, { avatar: 'x' });
      expect(notMultipart.json().message).toBe('请选择要上传的头像图片');
    });

    it('answers 404 for a file that is not there or a name that could escape', async () => {
      for (const url of [
        '/files/avatars/1/00000000-0000-0000-0000-000000000000.png',
        '/files/avatars/1/..%2f..%2fpglite',
        '/files/avatars/x/a.png',
      ]) {
        expect((await server.request({ method: 'GET', url })).statusCode).toBe(404);
      }
    });
  });

  describe('phone checks and e-mail', () => {
    it('checks only the caller’s own SMS codes, and answers another person’s phone as an unknown one', async () => {
      const token = await signIn(server, '13800000000');
      const code = await freshSmsCode('13800000003');
      const wrong = code === '000000' ? '111111' : '000000';
      const check = (phone: string, tried: string) =>
        call('POST', '/api/users/validPhoneCode', token, { phone, code: tried });
      // Someone's phone and a phone no one has read alike: the answer tells no one who is registered.
      const unknown = await check('13912349876', wrong);
      expect(unknown.json()).toEqual({ status: 400, message: SMS_CODE_WRONG });
      for (let i = 0; i < 6; i += 1) {
        const answer = await check('13800000003', i === 5 ? code : wrong);
        expect({ status: answer.statusCode, body: answer.json() }).toEqual({
          status: unknown.statusCode,
          body: unknown.json(),
        });
      }
      // and none of the owner's five tries went on them
      const [row] = await server.database.db.select().from(smsCodes).where(eq(smsCodes.phone, '13800000003'));
      expect(row!.attempts).toBe(0);
      const own = await signIn(server, '13800000003');
      expect((await call('POST', '/api/users/validPhoneCode', own, { phone: '13800000003', code })).json()).toEqual({
        message: '验证码正确',
      });
    });

    it('checks an SMS code without using it up', async () => {
      const token = await signIn(server, '13800000000');
      const code = await requestSmsCode(server, '13955556666');
      expect((await call('POST', '/api/users/validPhoneCode', token, { phone: '13955556666', code })).json()).toEqual({
        message: '验证码正确',
      });
      expect((await call('POST', '/api/users/validPhoneCode', token, { phone: '13955556666', code })).json()).toEqual({
        message: '验证码正确',
      });
    });

    it('changes the e-mail with the RSA-encrypted password and an SMS code to the own phone', async () => {
      const token = await signIn(server, '13800000000');
      const { publicKey } = (await server.request({ method: 'GET', url: '/auth/publicKey' })).json();
      const code = await freshSmsCode('13800000000');
      const wrong = await call('POST', `/api/users/updateEmail/${code}`, token, {
        pass: encryptField('nope', publicKey),
        email: 'new@example.com',
      });
      expect(wrong.json().message).toBe('密码错误，还可尝试 4 次');
      const plain = await call('POST', `/api/users/updateEmail/${code}`, token, {
        pass: 'demo123456',
        email: 'new@example.com',
      });
      expect(plain.json()).toEqual({ status: 400, message: '密码格式不正确，请刷新页面后重试' });
      const wrongCode = await call('POST', `/api/users/updateEmail/${code === '000000' ? '111111' : '000000'}`, token, {
        pass: encryptField('demo123456', publicKey),
        email: 'new@example.com',
      });
      expect(wrongCode.json()).toEqual({ status: 400, message: '验证码错误或已过期' });
      expect((await call('GET', '/auth/info', token)).json().user.email).not.toBe('new@example.com');
      const done = await call('POST', `/api/users/updateEmail/${code}`, token, {
        pass: encryptField('demo123456', publicKey),
        email: 'new@example.com',
      });
      expect(done.json()).toEqual({ message: '邮箱修改成功' });
      const user = (await call('GET', '/auth/info', token)).json().user;
      expect(user.email).toBe('new@example.com');
      // The profile now carries the new address, and saves with it.
      const profile = { id: 1, nickname: user.nickName, realname: user.realname, sex: user.sex };
      expect((await call('PUT', '/api/users/center', token, { ...profile, email: 'new@example.com' })).json()).toEqual({
        message: '修改成功',
      });
    });
  });

  it('refuses every account call without a session', async () => {
    for (const [method, url] of [
      ['POST', '/api/users/updatePass/'],
      ['POST', '/api/users/resetPass/'],
      ['PUT', '/api/users/updatePhone'],
      ['PUT', '/api/users/center'],
      ['POST', '/api/users/updateAvatar'],
      ['GET', '/api/users/verify?phone=13800000001'],
      ['POST', '/api/users/updateEmail/123456'],
    ] as const) {
      expect((await server.request({ method, url, payload: method === 'GET' ? undefined : {} })).statusCode).toBe(401);
    }
  });
});

function upload(token: string, body: { payload: Buffer; headers: Record<string, string> }) {
  return { payload: body.payload, headers: { ...body.headers, ...bearer(token) } };
}
