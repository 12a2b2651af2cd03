import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_THEME } from '@yjf/store/settingsSlice';
import { applyTheme } from './shellHooks';
import { THEME_PALETTES } from './themePalettes';

describe('applyTheme', () => {
  beforeEach(() => {
    document.head.innerHTML = '<meta name="theme-color" content="#1370c7" />';
    document.body.removeAttribute('style');
  });
  const statusBar = () => document.querySelector('meta[name="theme-color"]')!.getAttribute('content');

  it("paints Arco's primary palette and the browser's bars in the chosen theme's accessible shade", () => {
    applyTheme('#11a983');
    expect(document.body.style.getPropertyValue('--primary-6')).toBe('13,126,97');
    expect(statusBar()).toBe('#0d7e61');
  });

  it('falls back to the default theme for a colour it does not know', () => {
    applyTheme('#123456');
    expect(document.body.style.getPropertyValue('--primary-6')).toBe('19,112,199');
    expect(statusBar()).toBe('#1370c7');
  });

  it("is the shell's style sheet's for the default theme, step for step, so the script paints only another theme", () => {
    const css = fs.readFileSync(path.join(__dirname, 'ShellLayout.css'), 'utf8');
    const step = (name: string) => new RegExp(`--${name}:\\s*([\\d,\\s]+);`).exec(css)?.[1]?.replace(/\s/g, '');
    THEME_PALETTES[DEFAULT_THEME]!.forEach((rgb, index) => {
      expect(step(`primary-${index + 1}`)).toBe(rgb);
      expect(step(`arcoblue-${index + 1}`)).toBe(rgb);
    });
  });
});
