/** The columns a user chose to see on a list, remembered per list in this browser. */

export const AT_LEAST_ONE_COLUMN = '请至少选择一列';

const key = (list: string) => `yjf-columns:${list}`;

/** The saved choice, or null when there is none (or it names no column the list still has). */
export function loadColumnChoice(list: string, known: string[]): string[] | null {
  try {
    const saved = JSON.parse(localStorage.getItem(key(list)) ?? 'null') as unknown;
    if (!Array.isArray(saved)) return null;
    const visible = saved.filter((field): field is string => typeof field === 'string' && known.includes(field));
    return visible.length ? visible : null;
  } catch {
    return null;
  }
}

export function saveColumnChoice(list: string, visible: string[]): void {
  try {
    localStorage.setItem(key(list), JSON.stringify(visible));
  } catch {
    // private mode: the choice lasts for this page only
  }
}
