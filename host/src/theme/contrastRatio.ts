/**
 * WCAG 2.1's colour arithmetic, for the tests that hold the theme's colours to AA (4.5:1 for text, 3:1 for large
 * text and for what is not text). Colours are `#rrggbb` or Arco's `r,g,b`.
 */
function channels(color: string): [number, number, number] {
  const parts = color.startsWith('#')
    ? [1, 3, 5].map((at) => parseInt(color.slice(at, at + 2), 16))
    : color.split(',').map((part) => Number(part.trim()));
  if (parts.length !== 3 || parts.some((part) => !Number.isInteger(part) || part < 0 || part > 255)) {
    throw new Error(`Not a colour: ${color}`);
  }
  return parts as [number, number, number];
}

/** Relative luminance, from 0 (black) to 1 (white). */
export function relativeLuminance(color: string): number {
  const [r, g, b] = channels(color).map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two colours, from 1 to 21, whichever is lighter. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Hue (degrees), saturation and value (percent), as @arco-design/color reads a colour. */
export function hsv(color: string): [number, number, number] {
  const [r, g, b] = channels(color).map((channel) => channel / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const delta = max - Math.min(r, g, b);
  let hue = 0;
  if (delta > 0) {
    if (max === r) hue = ((g - b) / delta) % 6;
    else if (max === g) hue = (b - r) / delta + 2;
    else hue = (r - g) / delta + 4;
  }
  return [(hue * 60 + 360) % 360, max === 0 ? 0 : (delta / max) * 100, max * 100];
}
