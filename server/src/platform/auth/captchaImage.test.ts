import sharp from 'sharp';
import {
  CAPTCHA_ALPHABET,
  CAPTCHA_DOTS,
  CAPTCHA_HEIGHT,
  CAPTCHA_LINES,
  CAPTCHA_WIDTH,
  captchaSvg,
  drawCaptcha,
  randomAnswer,
} from './captchaImage';

describe('captcha image', () => {
  it('answers four characters from an alphabet without look-alikes', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 200; i += 1) {
      const answer = randomAnswer();
      expect(answer).toMatch(/^[0-9A-Z]{4}$/);
      for (const char of answer) {
        expect(CAPTCHA_ALPHABET).toContain(char);
        seen.add(char);
      }
    }
    expect(seen.size).toBeGreaterThan(12);
    // Drawn in capitals and checked case-insensitively, so a lower-case look-alike (l, g, q) is never drawn; each
    // group is characters a person may take for one another.
    expect(CAPTCHA_ALPHABET).toMatch(/^[0-9A-Z]+$/);
    for (const group of ['0ODQ', '1IJ', '2Z', '5S', '6GC', '8B', '9', 'UV'])
      for (const char of group) expect(CAPTCHA_ALPHABET).not.toContain(char);
  });

  it('draws the answer as outlines, with 8 lines and 100 dots over it', async () => {
    const svg = await captchaSvg('AE4K');
    expect(svg).not.toContain('<text');
    expect(svg).not.toMatch(/>\s*[AE4K]\s*</);
    expect(svg.match(/<g transform="translate\([^"]*\) rotate\([^"]*\)">/g)).toHaveLength(4);
    expect(svg.match(/<path d="M[^"]*" stroke="[^"]*" fill="none"\/>/g)).toHaveLength(CAPTCHA_LINES);
    expect(svg.match(/<circle /g)).toHaveLength(CAPTCHA_DOTS);
  });

  it('draws a 112 x 38 PNG with dark letters on a light ground', async () => {
    const png = await drawCaptcha('AE4K');
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect(png.includes('AE4K')).toBe(false);
    const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([CAPTCHA_WIDTH, CAPTCHA_HEIGHT]);
    let dark = 0;
    for (let i = 0; i < data.length; i += 3) if (data[i]! + data[i + 1]! + data[i + 2]! < 3 * 110) dark += 1;
    // Four letters leave about 200 to 500 dark pixels; the lines and dots alone, under 10.
    expect(dark).toBeGreaterThan(100);
  });

  it('draws something different each time', async () => {
    expect((await drawCaptcha('AE4K')).equals(await drawCaptcha('AE4K'))).toBe(false);
  });
});
