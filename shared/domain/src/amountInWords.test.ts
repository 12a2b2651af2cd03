import { amountInWords } from './amountInWords';

describe('amountInWords', () => {
  it.each([
    // The example: 整 is not written after 角.
    [1234560, '壹万贰仟叁佰肆拾伍元陆角'],
    [0, '零元整'],
    [10, '壹角'],
    [56, '伍角陆分'],
    [5, '伍分'],
    [100, '壹元整'],
    [1000, '壹拾元整'],
    [1100, '壹拾壹元整'],
    [11000, '壹佰壹拾元整'],
    [101000, '壹仟零壹拾元整'],
    [100500, '壹仟零伍元整'],
    [100000000, '壹佰万元整'],
    [100010000, '壹佰万零壹佰元整'],
    [10030000, '壹拾万零叁佰元整'],
    [1000000000000, '壹佰亿元整'],
  ])('%i fen is %s', (fen, words) => expect(amountInWords(fen)).toBe(words));

  // The People's Bank's own examples (《正确填写票据和结算凭证的基本规定》), in the forms this function chose.
  it.each([
    [140950, '壹仟肆佰零玖元伍角'],
    [600714, '陆仟零柒元壹角肆分'],
    [168032, '壹仟陆佰捌拾元叁角贰分'],
    [10700053, '壹拾万柒仟元伍角叁分'],
    [1640902, '壹万陆仟肆佰零玖元零贰分'],
    [32504, '叁佰贰拾伍元零肆分'],
  ])('writes the bank rules’ example %i fen as %s', (fen, words) => expect(amountInWords(fen)).toBe(words));

  it.each([
    [101, '壹元零壹分'],
    [110, '壹元壹角'],
    [100001, '壹仟元零壹分'],
    [1000100, '壹万零壹元整'],
    [1001000, '壹万零壹拾元整'],
    [1010000, '壹万零壹佰元整'],
    [1100000, '壹万壹仟元整'],
    [10000100, '壹拾万零壹元整'],
    [100000100, '壹佰万零壹元整'],
    [1000000000, '壹仟万元整'],
    [10000000000, '壹亿元整'],
    [10000000100, '壹亿零壹元整'],
    [10001000000, '壹亿零壹万元整'],
    [11000000000, '壹亿壹仟万元整'],
    [12345678900, '壹亿贰仟叁佰肆拾伍万陆仟柒佰捌拾玖元整'],
    [100000000000000, '壹万亿元整'],
    [100000000100000, '壹万亿零壹仟元整'],
    [909090909, '玖佰零玖万零玖佰零玖元零玖分'],
    [999999999999, '玖拾玖亿玖仟玖佰玖拾玖万玖仟玖佰玖拾玖元玖角玖分'],
  ])('places 零, 万 and 亿: %i fen is %s', (fen, words) => expect(amountInWords(fen)).toBe(words));

  it('writes 负 in front of a negative amount', () => {
    expect(amountInWords(-1234560)).toBe('负壹万贰仟叁佰肆拾伍元陆角');
    expect(amountInWords(-5)).toBe('负伍分');
  });

  it('rounds a fraction of a fen as fenToYuan does', () => {
    expect(amountInWords(99.6)).toBe('壹元整');
    expect(amountInWords(-0.4)).toBe('零元整');
  });

  it('handles the largest exact amount and refuses what is not one', () => {
    expect(amountInWords(Number.MAX_SAFE_INTEGER)).toBe('玖拾万零柒佰壹拾玖亿玖仟贰佰伍拾肆万柒仟肆佰零玖元玖角壹分');
    expect(() => amountInWords(Number.MAX_SAFE_INTEGER + 2)).toThrow(RangeError);
    expect(() => amountInWords(Number.NaN)).toThrow(RangeError);
    expect(() => amountInWords(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('reads back to the amount: every digit written once, in order, with its place', () => {
    const value: Record<string, number> = { 零: 0, 壹: 1, 贰: 2, 叁: 3, 肆: 4, 伍: 5, 陆: 6, 柒: 7, 捌: 8, 玖: 9 };
    const places: Record<string, number> = { 拾: 10, 佰: 100, 仟: 1000 };
    // A reader of the capitals, independent of how they were written: sections by 亿 and 万, places inside.
    const section = (text: string) => {
      let total = 0;
      let digit = 0;
      for (const char of text) {
        if (char in value) digit = value[char]!;
        else {
          total += digit * places[char]!;
          digit = 0;
        }
      }
      return total + digit;
    };
    const yuanOf = (text: string): number => {
      const yi = text.lastIndexOf('亿');
      if (yi >= 0) return yuanOf(text.slice(0, yi)) * 1e8 + yuanOf(text.slice(yi + 1));
      const wan = text.lastIndexOf('万');
      if (wan >= 0) return section(text.slice(0, wan)) * 1e4 + section(text.slice(wan + 1));
      return section(text);
    };
    const read = (words: string) => {
      const [yuanText, rest] = words.includes('元') ? words.split('元') : ['', words];
      const jiao = /(.)角/.exec(rest!)?.[1];
      const fen = /(.)分/.exec(rest!)?.[1];
      return yuanOf(yuanText!) * 100 + (jiao ? value[jiao]! * 10 : 0) + (fen ? value[fen]! : 0);
    };
    // A spread of amounts, zeros in every position: each digit 0 or 1–9 by a fixed pattern.
    for (let seed = 1; seed < 4000; seed++) {
      const digits = Array.from({ length: 14 }, (_, i) => ((seed * (i + 7) * 2654435761) >>> (i % 13)) % 10);
      const fen = Number(digits.join('').replace(/^0+/, '') || '0') % 10 ** (1 + (seed % 14));
      const words = amountInWords(fen);
      expect({ fen, read: read(words) }).toEqual({ fen, read: fen });
      // 零 never doubled, never before a unit, never leading (but for nothing at all).
      if (fen !== 0) expect(words).not.toMatch(/零零|零[元万亿角]|^零/);
    }
  });
});
