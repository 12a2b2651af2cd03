import { DEFAULT_PASSWORD_IV, DEFAULT_PASSWORD_KEY } from '@yjf/domain/passwordCipher';
import { aesHex } from './aesHex';
import { encryptPassword, loadPasswordCipher } from './passwordCipher';

describe('encryptPassword', () => {
  it('sends AES-CBC hex under the default key and IV, the same text each time', async () => {
    const sent = await encryptPassword('demo123456');
    expect(sent).toMatch(/^[0-9a-f]{32}$/);
    expect(sent).toBe(aesHex('demo123456', DEFAULT_PASSWORD_KEY, DEFAULT_PASSWORD_IV));
    await expect(encryptPassword('demo123456')).resolves.toBe(sent);
  });

  it('loads the cipher once, however many ask', async () => {
    const [first, second] = [loadPasswordCipher(), loadPasswordCipher()];
    expect(first).toBe(second);
    await expect(first).resolves.toHaveProperty('aesHex');
  });
});
