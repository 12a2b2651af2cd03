/** 大写金额: an amount in Chinese financial capitals, for what is printed (打印); only the print sheets load it. */

const DIGITS = ['零', '壹', '贰', '叁', '肆', '伍', '陆', '柒', '捌', '玖'];
const PLACES = ['', '拾', '佰', '仟'];

/** 1–9999 in capitals, 零 once for each run of skipped places between two digits (1005 → 壹仟零伍). */
function groupInWords(group: number): string {
  const digits = String(group).padStart(4, '0');
  let words = '';
  let skipped = false;
  for (let place = 0; place < 4; place++) {
    const digit = Number(digits[place]);
    if (digit === 0) {
      skipped = words !== '';
      continue;
    }
    if (skipped) words += '零';
    skipped = false;
    // 壹拾, never a bare 拾: the capitals are written so that nothing can be added in front.
    words += DIGITS[digit]! + PLACES[3 - place]!;
  }
  return words;
}

/**
 * A whole number of yuan (at least 1) in capitals, in groups of four places: 万 over 1–9999, 亿 over anything
 * below it (so 10^12 is 壹万亿). A lower part that does not fill its first place is joined with 零
 * (1,000,100 → 壹佰万零壹佰); a lower part of nothing is left out (壹佰万).
 */
function yuanInWords(yuan: number): string {
  for (const [size, unit] of [
    [1e8, '亿'],
    [1e4, '万'],
  ] as const) {
    if (yuan >= size) {
      const high = Math.floor(yuan / size);
      const low = yuan % size;
      const rest = low === 0 ? '' : `${low < size / 10 ? '零' : ''}${yuanInWords(low)}`;
      return `${yuanInWords(high)}${unit}${rest}`;
    }
  }
  return groupInWords(yuan);
}

/**
 * An amount in fen in Chinese financial capitals (大写金额), as cheques, invoices and receipts write it, after the
 * People's Bank of China's rules for filling in payment instruments (《正确填写票据和结算凭证的基本规定》):
 * - 零 for skipped places in the middle, one 零 for a run of them (¥6,007.14 → 陆仟零柒元壹角肆分), also across
 *   万 and 亿 (¥1,000,100 → 壹佰万零壹佰元整);
 * - where the rules allow 零 or nothing (the 元 place is 0 and the 角 place is not: ¥1,680.32), nothing:
 *   壹仟陆佰捌拾元叁角贰分;
 * - 零 after 元 when the 角 place is 0 and the 分 place is not: ¥325.04 → 叁佰贰拾伍元零肆分;
 * - 整 after 元 (壹仟零伍元整); after 角 the rules allow it or not and we write none (壹万贰仟叁佰肆拾伍元陆角);
 *   never after 分;
 * - under one yuan no 元 at all (伍角陆分, 壹角), nothing at all is 零元整;
 * - 壹拾, never a bare 拾 (¥10 → 壹拾元整);
 * - 负 in front of a negative amount.
 * "人民币" is the form's label, not part of the amount. Fractions of a fen are rounded, as fenToYuan does.
 *
 * @example amountInWords(1234560) // 壹万贰仟叁佰肆拾伍元陆角
 */
export function amountInWords(fen: number): string {
  const rounded = Math.round(fen);
  if (!Number.isSafeInteger(rounded)) throw new RangeError(`金额超出范围：${fen}`);
  if (rounded < 0) return `负${amountInWords(-rounded)}`;
  const yuan = Math.floor(rounded / 100);
  const jiao = Math.floor(rounded / 10) % 10;
  const cents = rounded % 10;
  if (yuan === 0 && jiao === 0 && cents === 0) return '零元整';
  const whole = yuan > 0 ? `${yuanInWords(yuan)}元` : '';
  if (jiao === 0 && cents === 0) return `${whole}整`;
  const tenths = jiao > 0 ? `${DIGITS[jiao]}角` : yuan > 0 ? '零' : '';
  return `${whole}${tenths}${cents > 0 ? `${DIGITS[cents]}分` : ''}`;
}
