/** Money is kept in integer fen (分) everywhere; these turn it into what a person reads. */

/** `123456` -> `1234.56` */
export function fenToYuan(fen: number): string {
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(Math.round(fen));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** `123456` -> `¥1,234.56` */
export function formatMoney(fen: number | null | undefined): string {
  if (fen === null || fen === undefined) return '';
  const [yuan, cents] = fenToYuan(fen).split('.') as [string, string];
  return `¥${yuan.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}`;
}
