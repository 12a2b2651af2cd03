import crypto from 'node:crypto';
import zlib from 'node:zlib';

/**
 * The image captcha (spec section 2 and 9): a PNG of 4 characters, 112 x 38 pixels, with 8 noise lines and
 * 100 dots, drawn on the server. The characters are pixels, not text, so the answer is not in the image's
 * source. Letters and digits that look alike (0/O, 1/I/L) are left out.
 */
export const CAPTCHA_WIDTH = 112;
export const CAPTCHA_HEIGHT = 38;
export const CAPTCHA_LENGTH = 4;
export const CAPTCHA_LINES = 8;
export const CAPTCHA_DOTS = 100;
export const CAPTCHA_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

// A 5 x 7 bitmap font: each character is seven rows of five bits.
const FONT: Record<string, string> = {
  '2': '01110 10001 00001 00010 00100 01000 11111',
  '3': '11110 00001 00001 01110 00001 00001 11110',
  '4': '00010 00110 01010 10010 11111 00010 00010',
  '5': '11111 10000 11110 00001 00001 10001 01110',
  '6': '00110 01000 10000 11110 10001 10001 01110',
  '7': '11111 00001 00010 00100 01000 01000 01000',
  '8': '01110 10001 10001 01110 10001 10001 01110',
  '9': '01110 10001 10001 01111 00001 00010 01100',
  A: '01110 10001 10001 11111 10001 10001 10001',
  B: '11110 10001 10001 11110 10001 10001 11110',
  C: '01110 10001 10000 10000 10000 10001 01110',
  D: '11100 10010 10001 10001 10001 10010 11100',
  E: '11111 10000 10000 11110 10000 10000 11111',
  F: '11111 10000 10000 11110 10000 10000 10000',
  G: '01110 10001 10000 10111 10001 10001 01111',
  H: '10001 10001 10001 11111 10001 10001 10001',
  J: '00111 00010 00010 00010 00010 10010 01100',
  K: '10001 10010 10100 11000 10100 10010 10001',
  M: '10001 11011 10101 10101 10001 10001 10001',
  N: '10001 10001 11001 10101 10011 10001 10001',
  P: '11110 10001 10001 11110 10000 10000 10000',
  Q: '01110 10001 10001 10001 10101 10010 01101',
  R: '11110 10001 10001 11110 10100 10010 10001',
  S: '01111 10000 10000 01110 00001 00001 11110',
  T: '11111 00100 00100 00100 00100 00100 00100',
  U: '10001 10001 10001 10001 10001 10001 01110',
  V: '10001 10001 10001 10001 10001 01010 00100',
  W: '10001 10001 10001 10101 10101 10101 01010',
  X: '10001 10001 01010 00100 01010 10001 10001',
  Y: '10001 10001 01010 00100 00100 00100 00100',
  Z: '11111 00001 00010 00100 01000 10000 11111',
};

type Rgb = [number, number, number];
const rand = (min: number, max: number) => min + crypto.randomInt(max - min + 1);

export function randomAnswer(length = CAPTCHA_LENGTH): string {
  return Array.from({ length }, () => CAPTCHA_ALPHABET[crypto.randomInt(CAPTCHA_ALPHABET.length)]).join('');
}

/** Draws `answer` and answers the PNG file. */
export function drawCaptcha(answer: string): Buffer {
  const width = CAPTCHA_WIDTH;
  const height = CAPTCHA_HEIGHT;
  const pixels = Buffer.alloc(width * height * 3);
  const background: Rgb = [rand(235, 250), rand(238, 252), rand(240, 255)];
  for (let i = 0; i < width * height; i += 1) pixels.set(background, i * 3);
  const plot = (x: number, y: number, color: Rgb) => {
    const px = Math.round(x);
    const py = Math.round(y);
    if (px >= 0 && px < width && py >= 0 && py < height) pixels.set(color, (py * width + px) * 3);
  };

  // Characters: scaled, each with its own colour, slant and height.
  const cell = width / answer.length;
  [...answer].forEach((char, index) => {
    const rows = (FONT[char] ?? FONT.X!).split(' ');
    const scale = 3 + crypto.randomInt(2) * 0.4;
    const color: Rgb = [rand(20, 120), rand(20, 110), rand(60, 160)];
    const angle = ((rand(0, 50) - 25) * Math.PI) / 180;
    const left = index * cell + (cell - 5 * scale) / 2 + rand(-2, 2);
    const top = (height - 7 * scale) / 2 + rand(-3, 3);
    const cx = left + (5 * scale) / 2;
    const cy = top + (7 * scale) / 2;
    for (let gy = 0; gy < 7 * scale; gy += 0.5) {
      for (let gx = 0; gx < 5 * scale; gx += 0.5) {
        if (rows[Math.floor(gy / scale)]?.[Math.floor(gx / scale)] !== '1') continue;
        const dx = left + gx - cx;
        const dy = top + gy - cy;
        plot(cx + dx * Math.cos(angle) - dy * Math.sin(angle), cy + dx * Math.sin(angle) + dy * Math.cos(angle), color);
      }
    }
  });

  for (let i = 0; i < CAPTCHA_LINES; i += 1) {
    const color: Rgb = [rand(80, 200), rand(80, 200), rand(80, 200)];
    line(rand(0, width), rand(0, height), rand(0, width), rand(0, height), (x, y) => plot(x, y, color));
  }
  for (let i = 0; i < CAPTCHA_DOTS; i += 1)
    plot(rand(0, width - 1), rand(0, height - 1), [rand(0, 255), rand(0, 255), rand(0, 255)]);
  return encodePng(width, height, pixels);
}

function line(x0: number, y0: number, x1: number, y1: number, plot: (x: number, y: number) => void): void {
  const steps = Math.max(Math.abs(x1 - x0), Math.abs(y1 - y0), 1);
  for (let s = 0; s <= steps; s += 1) plot(x0 + ((x1 - x0) * s) / steps, y0 + ((y1 - y0) * s) / steps);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const byte of data) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A truecolour PNG (8 bits per channel, no alpha). */
export function encodePng(width: number, height: number, rgb: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) rgb.copy(raw, y * (width * 3 + 1) + 1, y * width * 3, (y + 1) * width * 3);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
