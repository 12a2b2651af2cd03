/**
 * The theme presets are the swatches of the settings panel. As they are, most are too light for what Arco paints
 * with `--primary-6`: white text on a primary button, a link or a text button on white, the selected menu item on
 * the grey fill (WCAG 2.1 AA asks 4.5:1; #1890ff on white is 3.2:1). So each preset's palette is built on its
 * accessible shade: the same hue and saturation, its brightness lowered in steps of half a percent until the
 * shade reaches 4.5:1 on the grey fill (#f2f3f5, hence more on white) and on the palette's own lightest step (a tag's
 * background). A preset dark enough already is its own shade. The test checks both rules and the palettes.
 */
export const THEME_SHADES: Record<string, string> = {
  '#1890ff': '#1370c7',
  '#304156': '#304156',
  '#11a983': '#0d7e61',
  '#13c2c2': '#0c7c7c',
  '#6959cd': '#6959cd',
  '#f5222d': '#d51e27',
  '#fa8c16': '#a65d0f',
};

/**
 * Arco's primary palettes (`--primary-1` .. `--primary-10`, as `r,g,b`) of the theme presets' shades, computed once
 * with @arco-design/color (the test checks them against it), so the shell does not ship the colour library.
 */
export const THEME_PALETTES: Record<string, readonly string[]> = {
  '#1890ff': [
    '232,248,255',
    '182,222,244',
    '136,196,233',
    '93,168,221',
    '54,140,210',
    '19,112,199',
    '12,88,168',
    '7,66,138',
    '3,46,107',
    '0,29,77',
  ],
  '#304156': [
    '232,246,255',
    '186,206,221',
    '144,168,187',
    '107,131,154',
    '75,97,120',
    '48,65,86',
    '35,55,84',
    '23,45,81',
    '11,35,79',
    '0,24,77',
  ],
  '#11a983': [
    '232,255,245',
    '172,229,207',
    '119,203,174',
    '76,178,145',
    '40,152,120',
    '13,126,97',
    '9,114,91',
    '5,101,84',
    '2,89,76',
    '0,77,68',
  ],
  '#13c2c2': [
    '232,255,251',
    '171,229,221',
    '118,203,194',
    '74,176,170',
    '39,150,146',
    '12,124,124',
    '8,109,112',
    '5,94,100',
    '2,80,88',
    '0,66,77',
  ],
  '#6959cd': [
    '239,232,255',
    '212,200,245',
    '184,169,235',
    '157,141,225',
    '131,114,215',
    '105,89,205',
    '68,56,173',
    '38,31,141',
    '15,12,109',
    '0,0,77',
  ],
  '#f5222d': [
    '255,235,232',
    '247,191,186',
    '238,148,143',
    '230,105,103',
    '221,65,68',
    '213,30,39',
    '179,19,32',
    '145,10,26',
    '111,4,20',
    '77,0,14',
  ],
  '#fa8c16': [
    '255,248,232',
    '237,216,177',
    '219,184,128',
    '202,153,84',
    '184,122,47',
    '166,93,15',
    '144,74,10',
    '121,58,5',
    '99,43,2',
    '77,29,0',
  ],
};
