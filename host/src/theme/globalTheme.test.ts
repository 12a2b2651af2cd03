import fs from 'node:fs';
import path from 'node:path';
import { generate, getRgbStr } from '@arco-design/color';
import { DEFAULT_THEME } from '@yjf/store/settingsSlice';
import { THEME_PALETTES, THEME_SHADES } from '../shell/layout/themePalettes';
import { contrastRatio } from './contrastRatio';

// The global theme is the one <style> block of the host's page: it applies to the sign-in page, the shell and
// every remote, from the first paint.
const page = fs.readFileSync(path.resolve(__dirname, '../../public/index.html'), 'utf8');
const arcoCss = fs.readFileSync(
  path.join(path.dirname(require.resolve('@arco-design/web-react/package.json')), 'es/style/index.css'),
  'utf8',
);

/** The custom properties a rule of the page declares, `r, g, b` written as Arco writes them (`r,g,b`). */
function declared(selector: string): Record<string, string> {
  const body = new RegExp(`\\n\\s*${selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\{([^}]*)\\}`).exec(page)?.[1];
  if (body === undefined) throw new Error(`No rule ${selector} in index.html`);
  return Object.fromEntries(
    [...body.matchAll(/(--[\w-]+|color):\s*([^;]+);/g)].map(([, name, value]) => [name!, value!.replace(/\s/g, '')]),
  );
}
/** Arco's own value of a light-theme palette step, e.g. `--red-1`. */
function arco(name: string): string {
  const value = new RegExp(`${name}:(\\d+,\\d+,\\d+)[;}]`).exec(arcoCss)?.[1];
  if (!value) throw new Error(`Arco defines no ${name}`);
  return value;
}

const WHITE = '#ffffff';
const FILL_GREY = '#f2f3f5';
const tokens = declared('html body');

describe("the host's global theme", () => {
  it('sets grey text and placeholders at 4.5:1 on white and on the grey fill of inputs', () => {
    expect(contrastRatio(tokens['--color-text-3']!, WHITE)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(tokens['--color-text-3']!, FILL_GREY)).toBeGreaterThanOrEqual(4.5);
    // Disabled text and separators: 3:1, still lighter than any text that has to be read.
    expect(contrastRatio(tokens['--color-text-4']!, WHITE)).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(tokens['--color-text-4']!, WHITE)).toBeLessThan(
      contrastRatio(tokens['--color-text-3']!, WHITE),
    );
  });

  it.each(['danger', 'warning', 'success'])(
    "sets the %s palette to Arco's palette of a shade at 4.5:1 on white and on the grey fill",
    (status) => {
      const steps = Array.from({ length: 10 }, (_, i) => tokens[`--${status}-${i + 1}`]!);
      const shade = `#${steps[5]!
        .split(',')
        .map((c) => Number(c).toString(16).padStart(2, '0'))
        .join('')}`;
      expect(steps).toEqual(generate(shade, { list: true }).map(getRgbStr));
      expect(contrastRatio(steps[5]!, WHITE)).toBeGreaterThanOrEqual(4.5); // white text on it, and it on white
      expect(contrastRatio(steps[5]!, FILL_GREY)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(steps[5]!, steps[0]!)).toBeGreaterThanOrEqual(4.5); // on its own light background
    },
  );

  it.each(['red', 'orangered', 'orange', 'gold', 'yellow', 'lime', 'green', 'cyan', 'blue', 'pinkpurple', 'magenta'])(
    "sets the text of a %s tag at 4.5:1 on the tag's background",
    (hue) => {
      const text = declared(`html body .arco-tag-checked.arco-tag-${hue}`).color!;
      expect(contrastRatio(text, arco(`--${hue}-1`))).toBeGreaterThanOrEqual(4.5);
    },
  );

  it("leaves alone the tags Arco colours well enough: purple's, and grey's in the grey text", () => {
    expect(contrastRatio(arco('--purple-6'), arco('--purple-1'))).toBeGreaterThanOrEqual(4.5);
    expect(declared('html body .arco-tag-checked.arco-tag-gray').color).toBe('var(--color-text-3)');
    expect(contrastRatio(tokens['--color-text-3']!, arco('--gray-2'))).toBeGreaterThanOrEqual(4.5);
  });
});

/** The palette step (`--primary-7`) a rule of the page paints a filled button's background with. */
function backgroundStep(selector: string): string {
  const body = new RegExp(`\\n\\s*${selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\{([^}]*)\\}`).exec(page)?.[1];
  const step = body && /background-color:\s*rgb\(var\((--[\w-]+)\)\)/.exec(body)?.[1];
  if (!step) throw new Error(`No background of ${selector} in index.html`);
  return step;
}
const FILLED = '.arco-btn-primary';
const ENABLED = ':not(.arco-btn-disabled):not(.arco-btn-loading)';

describe('a filled button hovered or pressed (axe sees neither state)', () => {
  // Every primary palette the app paints with: the shell's theme presets, and Arco's own blue on the sign-in page.
  const primaryPalettes = [
    ...Object.entries(THEME_PALETTES),
    ['the sign-in page (Arco blue)', Array.from({ length: 10 }, (_, i) => arco(`--arcoblue-${i + 1}`))] as const,
  ];

  it.each(['hover', 'active'])('keeps white text at 4.5:1 on every primary palette when %s', (state) => {
    const step = backgroundStep(`html body ${FILLED}${ENABLED}:${state}`);
    const index = Number(/^--primary-(\d+)$/.exec(step)?.[1]) - 1;
    for (const [theme, palette] of primaryPalettes) {
      // The theme is named in a failure.
      expect({ theme, atLeast4_5: contrastRatio(WHITE, palette[index]!) >= 4.5 }).toEqual({ theme, atLeast4_5: true });
    }
  });

  it("is darker when hovered than Arco's lighter step, whose white text was 3.6:1", () => {
    expect(contrastRatio(WHITE, THEME_PALETTES['#1890ff']![4]!)).toBeLessThan(4.5);
  });

  it.each(['warning', 'danger', 'success'].flatMap((status) => ['hover', 'active'].map((state) => [status, state])))(
    'keeps white text at 4.5:1 on a %s button when %s',
    (status, state) => {
      const step = backgroundStep(`html body ${FILLED}.arco-btn-status-${status}${ENABLED}:${state}`);
      expect(step).toMatch(new RegExp(`^--${status}-\\d+$`));
      expect(contrastRatio(WHITE, tokens[step]!)).toBeGreaterThanOrEqual(4.5);
    },
  );
});

describe("the installed app's colour", () => {
  it("is the default theme's accessible shade, in the page's theme-color and in the manifest", () => {
    const manifest = JSON.parse(
      fs.readFileSync(path.resolve(__dirname, '../../public/app/manifest.webmanifest'), 'utf8'),
    ) as { theme_color: string };
    const shade = THEME_SHADES[DEFAULT_THEME]!;
    expect(manifest.theme_color).toBe(shade);
    expect(/<meta name="theme-color" content="([^"]+)"/.exec(page)?.[1]).toBe(shade);
  });
});
