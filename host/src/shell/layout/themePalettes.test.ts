import { generate, getRgbStr } from '@arco-design/color';
import { THEME_PRESETS } from '@yjf/store/settingsSlice';
import { THEME_PALETTES } from './themePalettes';

describe('THEME_PALETTES', () => {
  it("holds Arco's palette of every theme preset", () => {
    expect(Object.keys(THEME_PALETTES)).toEqual(THEME_PRESETS);
    for (const color of THEME_PRESETS) {
      expect(THEME_PALETTES[color]).toEqual(generate(color, { list: true }).map(getRgbStr));
    }
  });
});
