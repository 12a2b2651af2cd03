/**
 * The arithmetic of the charts, apart from React: ring slices, funnel layers, axis ticks and smooth lines,
 * as SVG path strings and points.
 */

export type Point = { x: number; y: number };

/** The colours of series and slices, in order (Arco's data palette). */
export const CHART_COLORS = [
  '#165DFF',
  '#14C9C9',
  '#F7BA1E',
  '#722ED1',
  '#F77234',
  '#3491FA',
  '#9FDB1D',
  '#D91AD9',
  '#0FC6C2',
  '#FF7D00',
];

export const colorAt = (index: number) => CHART_COLORS[index % CHART_COLORS.length]!;

const round = (n: number) => Math.round(n * 100) / 100;
const at = (center: Point, radius: number, angle: number): Point => ({
  x: round(center.x + radius * Math.cos(angle)),
  y: round(center.y + radius * Math.sin(angle)),
});

export type RingSlice = {
  path: string;
  /** The middle of the slice's outer edge, where its label's leader line starts. */
  outerMiddle: Point;
  /** The angle of the slice's middle, in radians from the top, clockwise. */
  middleAngle: number;
  share: number;
};

/**
 * The slices of a ring (a donut) for `values`, clockwise from the top; a value of 0 gets an empty path.
 * A single slice of the whole ring is drawn as two halves (one SVG arc cannot close a circle).
 */
export function ringSlices(values: number[], center: Point, inner: number, outer: number): RingSlice[] {
  const total = values.reduce((sum, v) => sum + Math.max(0, v), 0);
  let start = -Math.PI / 2;
  return values.map((value) => {
    const share = total > 0 ? Math.max(0, value) / total : 0;
    const sweep = share * Math.PI * 2;
    const end = start + sweep;
    const middle = start + sweep / 2;
    const slice: RingSlice = {
      path:
        share === 0 ? '' : share >= 0.9999 ? fullRing(center, inner, outer) : arcBand(center, inner, outer, start, end),
      outerMiddle: at(center, outer, middle),
      middleAngle: middle + Math.PI / 2,
      share,
    };
    start = end;
    return slice;
  });
}

function arcBand(center: Point, inner: number, outer: number, start: number, end: number): string {
  const large = end - start > Math.PI ? 1 : 0;
  const [os, oe, ie, is] = [
    at(center, outer, start),
    at(center, outer, end),
    at(center, inner, end),
    at(center, inner, start),
  ];
  return (
    `M${os.x} ${os.y}A${outer} ${outer} 0 ${large} 1 ${oe.x} ${oe.y}` +
    `L${ie.x} ${ie.y}A${inner} ${inner} 0 ${large} 0 ${is.x} ${is.y}Z`
  );
}

function fullRing(center: Point, inner: number, outer: number): string {
  const half = (radius: number, sweep: 0 | 1) => {
    const top = at(center, radius, -Math.PI / 2);
    const bottom = at(center, radius, Math.PI / 2);
    return `M${top.x} ${top.y}A${radius} ${radius} 0 1 ${sweep} ${bottom.x} ${bottom.y}A${radius} ${radius} 0 1 ${sweep} ${top.x} ${top.y}Z`;
  };
  return half(outer, 1) + half(inner, 0);
}

export type FunnelLayer = { path: string; middle: Point };

/**
 * The layers of a funnel of `count` stages, top to bottom, in the box `{x, y, width, height}`: it narrows
 * evenly from the whole width at the top to `minShare` of it at the bottom, each layer's bottom as wide as the
 * next one's top. The shape does not follow the values (a later stage may hold more than an earlier one, which
 * would draw an hourglass): the labels say how many each stage holds.
 */
export function funnelLayers(
  count: number,
  box: { x: number; y: number; width: number; height: number },
  { gap = 2, minShare = 0.3 } = {},
): FunnelLayer[] {
  const widthAt = (edge: number) => box.width * (1 - ((1 - minShare) * edge) / count);
  const layerHeight = count ? (box.height - gap * (count - 1)) / count : 0;
  const centerX = box.x + box.width / 2;
  return Array.from({ length: count }, (_, i) => {
    const top = box.y + i * (layerHeight + gap);
    const bottom = top + layerHeight;
    const topHalf = widthAt(i) / 2;
    const bottomHalf = widthAt(i + 1) / 2;
    return {
      path: `M${round(centerX - topHalf)} ${round(top)}H${round(centerX + topHalf)}L${round(centerX + bottomHalf)} ${round(bottom)}H${round(centerX - bottomHalf)}Z`,
      middle: { x: round(centerX), y: round(top + layerHeight / 2) },
    };
  });
}

/**
 * Round ticks for a value axis from 0 to at least `max`: about `count` steps of 1, 2 or 5 × 10ⁿ, never
 * below `minStep` (1 for counts, so no axis reads 0.5 customers).
 */
export function axisTicks(max: number, { count = 5, minStep = 1 } = {}): number[] {
  const rough = Math.max(max, 0) / count;
  const magnitude = 10 ** Math.floor(Math.log10(rough || 1));
  const step = Math.max(minStep, [1, 2, 5, 10].map((f) => f * magnitude).find((s) => s >= rough) ?? 10 * magnitude);
  const top = Math.max(step, Math.ceil(max / step) * step);
  const ticks: number[] = [];
  for (let tick = 0; tick <= top + step / 2; tick += step) ticks.push(round(tick));
  return ticks;
}

/**
 * A smooth path through `points` (monotone cubic, Fritsch–Carlson): it never overshoots a point, so a count
 * of 0 is never drawn below the axis.
 */
export function smoothPath(points: Point[]): string {
  if (points.length === 0) return '';
  const [first] = points as [Point];
  if (points.length === 1) return `M${first.x} ${first.y}`;
  const n = points.length;
  const slopes = points.slice(0, -1).map((p, i) => (points[i + 1]!.y - p.y) / (points[i + 1]!.x - p.x || 1));
  const tangents = points.map((_, i) => {
    if (i === 0) return slopes[0]!;
    if (i === n - 1) return slopes[n - 2]!;
    const [before, after] = [slopes[i - 1]!, slopes[i]!];
    return before * after <= 0 ? 0 : (before + after) / 2;
  });
  slopes.forEach((slope, i) => {
    if (slope === 0) {
      tangents[i] = 0;
      tangents[i + 1] = 0;
      return;
    }
    const a = tangents[i]! / slope;
    const b = tangents[i + 1]! / slope;
    const length = a * a + b * b;
    if (length > 9) {
      const tau = 3 / Math.sqrt(length);
      tangents[i] = tau * a * slope;
      tangents[i + 1] = tau * b * slope;
    }
  });
  let path = `M${round(first.x)} ${round(first.y)}`;
  for (let i = 0; i < n - 1; i++) {
    const [p, q] = [points[i]!, points[i + 1]!];
    const h = (q.x - p.x) / 3;
    path += `C${round(p.x + h)} ${round(p.y + tangents[i]! * h)} ${round(q.x - h)} ${round(q.y - tangents[i + 1]! * h)} ${round(q.x)} ${round(q.y)}`;
  }
  return path;
}

/** Which of `count` evenly spaced labels to show so that about `room` of them fit: every k-th, and the last. */
export function labelEvery(count: number, room: number): (index: number) => boolean {
  const step = Math.max(1, Math.ceil(count / Math.max(1, room)));
  return (index) => index % step === 0;
}

/** About how wide `text` is at 12px: a Chinese character 12px, anything else 7px. */
export const textWidth = (text: string) =>
  [...text].reduce((sum, ch) => sum + (/[\u2e80-\u9fff\uff00-\uffef]/.test(ch) ? 12 : 7), 0);

/** `text` cut (with …) to fit `width` pixels at 12px; the tooltip still shows it whole. */
export function fitLabel(text: string, width: number): string {
  if (textWidth(text) <= width) return text;
  const chars = [...text];
  while (chars.length > 1 && textWidth(`${chars.join('')}…`) > width) chars.pop();
  return `${chars.join('')}…`;
}

/**
 * `text` in at most `lines` lines of `width` pixels at 12px, broken between characters (Chinese has no spaces to
 * break at); only what still does not fit is cut (with …). A category axis of 合作模式洽谈, 初步洽谈 reads whole.
 */
export function wrapLabel(text: string, width: number, lines = 2): string[] {
  const out: string[] = [];
  let rest = [...text];
  while (rest.length && out.length < lines - 1) {
    let take = rest.length;
    while (take > 1 && textWidth(rest.slice(0, take).join('')) > width) take -= 1;
    if (take === rest.length) break;
    out.push(rest.slice(0, take).join(''));
    rest = rest.slice(take);
  }
  return rest.length ? [...out, fitLabel(rest.join(''), width)] : out;
}
