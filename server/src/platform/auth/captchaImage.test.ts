import zlib from 'node:zlib';
import { CAPTCHA_ALPHABET, CAPTCHA_HEIGHT, CAPTCHA_WIDTH, drawCaptcha, randomAnswer } from './captchaImage';

describe('captcha image', () => {
  it('answers four characters from an alphabet without look-alikes', () => {
    for (let i = 0; i < 50; i += 1) {
      const answer = randomAnswer();
      expect(answer).toHaveLength(4);
      for (const char of answer) expect(CAPTCHA_ALPHABET).toContain(char);
    }
    expect(CAPTCHA_ALPHABET).not.toMatch(/[01IOL]/);
  });

  it('draws a valid 112 x 38 PNG that does not contain the answer as text', () => {
    const png = drawCaptcha('AB23');
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(png.readUInt32BE(16)).toBe(CAPTCHA_WIDTH);
    expect(png.readUInt32BE(20)).toBe(CAPTCHA_HEIGHT);
    expect(png.includes('AB23')).toBe(false);
    const idatLength = png.readUInt32BE(33);
    expect(png.subarray(37, 41).toString('ascii')).toBe('IDAT');
    const raw = zlib.inflateSync(png.subarray(41, 41 + idatLength));
    expect(raw.length).toBe((CAPTCHA_WIDTH * 3 + 1) * CAPTCHA_HEIGHT);
  });

  it('draws something different each time', () => {
    expect(drawCaptcha('AB23').equals(drawCaptcha('AB23'))).toBe(false);
  });
});
