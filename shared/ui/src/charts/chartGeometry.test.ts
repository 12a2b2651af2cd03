import { axisTicks, fitLabel, funnelLayers, labelEvery, ringSlices, smoothPath, wrapLabel } from './chartGeometry';

describe('ringSlices', () => {
  it('shares the ring by value, clockwise from the top, and leaves out zeros', () => {
    const slices = ringSlices([1, 0, 3], { x: 100, y: 100 }, 40, 80);
    expect(slices.map((s) => s.share)).toEqual([0.25, 0, 0.75]);
    expect(slices[1]!.path).toBe('');
    // The first quarter starts at the top and ends at the right.
    expect(slices[0]!.path.startsWith('M100 20A80 80 0 0 1 180 100')).toBe(true);
    // The larger slice takes the long way round.
    expect(slices[2]!.path).toContain('A80 80 0 1 1');
    // The first slice's middle is at 45°, up and to the right.
    expect(slices[0]!.outerMiddle.x).toBeGreaterThan(100);
    expect(slices[0]!.outerMiddle.y).toBeLessThan(100);
  });

  it('draws one slice of everything as a whole ring of two halves', () => {
    const [whole] = ringSlices([7], { x: 50, y: 50 }, 10, 20);
    expect(whole!.share).toBe(1);
    expect(whole!.path.match(/A/g)).toHaveLength(4);
  });
});

describe('funnelLayers', () => {
  it('stacks the layers, each narrowing to the next', () => {
    const layers = funnelLayers(2, { x: 0, y: 0, width: 100, height: 102 }, { gap: 2, minShare: 0 });
    expect(layers[0]!.path).toBe('M0 0H100L75 50H25Z');
    expect(layers[1]!.path).toBe('M25 52H75L50 102H50Z');
    expect(layers[1]!.middle).toEqual({ x: 50, y: 77 });
  });

  it('narrows evenly from the whole width to the least share, so it never draws an hourglass', () => {
    const layers = funnelLayers(4, { x: 0, y: 0, width: 100, height: 80 }, { gap: 0, minShare: 0.2 });
    const widths = layers.map((layer) => {
      const [, left, right] = /^M([\d.]+) [\d.]+H([\d.]+)/.exec(layer.path)!;
      return Number(right) - Number(left);
    });
    expect(widths).toEqual([100, 80, 60, 40]);
    expect(layers[3]!.path.endsWith('L60 80H40Z')).toBe(true);
    expect(funnelLayers(0, { x: 0, y: 0, width: 100, height: 80 })).toEqual([]);
  });
});

describe('axisTicks', () => {
  it('steps by 1, 2 or 5 × 10ⁿ up to at least the largest value', () => {
    expect(axisTicks(37)).toEqual([0, 10, 20, 30, 40]);
    expect(axisTicks(8)).toEqual([0, 2, 4, 6, 8]);
    expect(axisTicks(1200)).toEqual([0, 500, 1000, 1500]);
  });

  it('never steps by less than one for counts', () => {
    expect(axisTicks(2)).toEqual([0, 1, 2]);
    expect(axisTicks(0)).toEqual([0, 1]);
  });
});

describe('smoothPath', () => {
  it('passes through every point and stays flat between equal values', () => {
    const path = smoothPath([
      { x: 0, y: 10 },
      { x: 10, y: 10 },
      { x: 20, y: 0 },
    ]);
    expect(path.startsWith('M0 10C')).toBe(true);
    expect(path).toContain(' 10 10C');
    expect(path.endsWith(' 20 0')).toBe(true);
    // Between the two equal values the control points keep the height: no dip below the axis.
    expect(path.split('C')[1]).toBe('3.33 10 6.67 10 10 10');
  });
});

describe('labelEvery', () => {
  it('shows every k-th label so that about the room given fit', () => {
    const shown = labelEvery(30, 8);
    expect([0, 1, 3, 4, 8].map(shown)).toEqual([true, false, false, true, true]);
  });
});

describe('fitLabel', () => {
  it('keeps a label that fits and cuts one that does not, with an ellipsis', () => {
    expect(fitLabel('合作中', 40)).toBe('合作中');
    expect(fitLabel('初步洽谈', 40)).toBe('初步…');
    expect(fitLabel('VIP客户', 100)).toBe('VIP客户');
  });
});

describe('wrapLabel', () => {
  it('breaks a label too wide for its band onto a second line, and cuts only what still does not fit', () => {
    expect(wrapLabel('合作中', 40)).toEqual(['合作中']);
    expect(wrapLabel('初步洽谈', 40)).toEqual(['初步洽', '谈']);
    expect(wrapLabel('合作模式洽谈', 40)).toEqual(['合作模', '式洽谈']);
    expect(wrapLabel('合作模式洽谈中的客户', 40)).toEqual(['合作模', '式洽…']);
    expect(wrapLabel('初步洽谈', 40, 1)).toEqual(['初步…']);
  });
});
