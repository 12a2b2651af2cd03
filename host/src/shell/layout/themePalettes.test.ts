import { generate, getRgbStr } from '@arco-design/color';
import { THEME_PRESETS } from '@yjf/store/settingsSlice';
import { contrastRatio, hsv } from '../../theme/contrastRatio';
import { THEME_PALETTES, THEME_SHADES } from './themePalettes';

const FILL_GREY = '#f2f3f5';
const enough = (shade: string) =>
  contrastRatio(shade, FILL_GREY) >= 4.5 && contrastRatio(shade, generate(shade, { list: true })[0]) >= 4.5;

describe('THEME_PALETTES', () => {
  it("holds Arco's palette of every theme preset's shade", () => {
    expect(Object.keys(THEME_PALETTES)).toEqual(THEME_PRESETS);
    for (const color of THEME_PRESETS) {
      expect(THEME_PALETTES[color]).toEqual(generate(THEME_SHADES[color]!, { list: true }).map(getRgbStr));
    }
  });

  it('darkens a preset, keeping its hue, only when it is under 4.5:1 on the grey fill or on its lightest step', () => {
    for (const color of THEME_PRESETS) {
      const shade = THEME_SHADES[color]!;
      expect(enough(shade)).toBe(true);
      expect(contrastRatio(shade, '#ffffff')).toBeGreaterThanOrEqual(4.5);
      if (enough(color)) expect(shade).toBe(color);
      const [presetHue, presetSaturation, presetValue] = hsv(color);
      const [hue, saturation, value] = hsv(shade);
      expect(Math.abs(hue - presetHue)).toBeLessThan(1.5);
      expect(Math.abs(saturation - presetSaturation)).toBeLessThan(1.5);
      expect(value).toBeLessThanOrEqual(presetValue);
    }
  });
});
