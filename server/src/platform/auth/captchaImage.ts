import crypto from 'node:crypto';
import type Sharp from 'sharp';

/**
 * The image captcha (spec section 2: "a drawn picture of 4 characters by default, 112x38, with 8 noise lines and
 * 100 dots"; section 9: "4 characters, 112x38, 8 lines, 100 dots"): a PNG drawn on the server. The glyphs are
 * outlines from svg-captcha's font (paths, not text, so the answer is not in the picture's source and no system
 * font is needed), each larger than the old bitmap font, turned a little and bent by a wave; sharp renders the SVG
 * to the PNG the route has always answered.
 *
 * The alphabet leaves out every character a person may read as another, in either case, since the answer is
 * checked case-insensitively (verificationCodes.ts): 0/O/o/D/Q, 1/l/I/i/J (the font's J is a hooked stroke), 2/Z, 5/S, 6/G/C/b, 8/B, 9/g/q, U/V/u/v.
 * The 17 left give 17⁴ ≈ 83,500 answers, each usable once for two minutes, 30 pictures a minute per client.
 */
export const CAPTCHA_WIDTH = 112;
export const CAPTCHA_HEIGHT = 38;
export const CAPTCHA_LENGTH = 4;
export const CAPTCHA_LINES = 8;
export const CAPTCHA_DOTS = 100;
export const CAPTCHA_ALPHABET = '347AEFHKLMNPRTWXY';

const rand = (min: number, max: number) => min + crypto.randomInt(max - min + 1);

export function randomAnswer(length = CAPTCHA_LENGTH): string {
  return Array.from({ length }, () => CAPTCHA_ALPHABET[crypto.randomInt(CAPTCHA_ALPHABET.length)]).join('');
}

/** svg-captcha's main export draws a given text (its types declare only `create`, which picks its own). */
type DrawText = (text: string, options: { width: number; height: number; fontSize: number; noise: number }) => string;

/** sharp (libvips: about 20 MiB of the process) and the font are loaded by the first picture, not at start. */
let loaded: Promise<{ sharp: typeof Sharp; drawText: DrawText }> | undefined;
const load = () =>
  (loaded ??= Promise.all([import('sharp'), import('svg-captcha')]).then(([sharp, svgCaptcha]) => ({
    sharp: sharp.default,
    drawText: (svgCaptcha as unknown as { default: DrawText }).default,
  })));

/** The width each glyph is drawn in before it is placed: room for the widest (W) at the largest size. */
const GLYPH_BOX = 56;

/** One character of `answer`, dark and coloured, drawn centred in a GLYPH_BOX × height box. */
function glyph(drawText: DrawText, char: string): string {
  const color = `hsl(${rand(0, 359)},${rand(55, 75)}%,${rand(22, 32)}%)`;
  const svg = drawText(char, { width: GLYPH_BOX, height: CAPTCHA_HEIGHT, fontSize: rand(36, 40), noise: 0 });
  // The font's outlines are hollow: a stroke of their colour fills them out to a solid, readable letter.
  const coloured = svg.replace(/fill="#[0-9a-f]+"/, `fill="${color}" stroke="${color}" stroke-width="1.2"`);
  if (coloured === svg) throw new Error('svg-captcha drew a glyph without a fill colour');
  return coloured;
}

/** The picture of `answer` as SVG: glyphs under a wave, then the lines and dots over them. */
export async function captchaSvg(answer: string): Promise<string> {
  const { drawText } = await load();
  const width = CAPTCHA_WIDTH;
  const height = CAPTCHA_HEIGHT;
  const cell = (width - 8) / answer.length;
  const glyphs = [...answer].map((char, index) => {
    const centre = 4 + (index + 0.5) * cell + rand(-2, 2);
    const turn = `rotate(${rand(-18, 18)} ${GLYPH_BOX / 2} ${height / 2})`;
    return `<g transform="translate(${centre - GLYPH_BOX / 2} ${rand(-2, 2)}) ${turn}">${glyph(drawText, char)}</g>`;
  });
  const lines = Array.from({ length: CAPTCHA_LINES }, () => {
    const curve = `M${rand(0, 20)} ${rand(2, height - 2)} C${rand(20, 60)} ${rand(0, height)},${rand(50, 90)} ${rand(0, height)},${rand(92, width)} ${rand(2, height - 2)}`;
    return `<path d="${curve}" stroke="hsl(${rand(0, 359)},50%,${rand(55, 70)}%)" fill="none"/>`;
  });
  const dots = Array.from(
    { length: CAPTCHA_DOTS },
    () =>
      `<circle cx="${rand(0, width)}" cy="${rand(0, height)}" r="${rand(5, 10) / 10}" fill="hsl(${rand(0, 359)},60%,${rand(35, 70)}%)"/>`,
  );
  // A smooth noise moves each point of the glyphs by up to 2 px: the strokes wave, the letters stay whole.
  const wave =
    '<filter id="wave" x="-10%" y="-10%" width="120%" height="120%">' +
    `<feTurbulence type="fractalNoise" baseFrequency="0.05" numOctaves="1" seed="${rand(1, 10_000)}"/>` +
    '<feDisplacementMap in="SourceGraphic" scale="4" xChannelSelector="R" yChannelSelector="G"/></filter>';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs>${wave}</defs><rect width="100%" height="100%" fill="hsl(${rand(190, 230)},40%,${rand(93, 97)}%)"/>` +
    `<g filter="url(#wave)">${glyphs.join('')}</g>${lines.join('')}${dots.join('')}</svg>`
  );
}

/** Draws `answer` and answers the PNG file. */
export async function drawCaptcha(answer: string): Promise<Buffer> {
  const { sharp } = await load();
  return sharp(Buffer.from(await captchaSvg(answer)))
    .png()
    .toBuffer();
}
