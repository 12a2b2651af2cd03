import { type ComponentProps, type CSSProperties } from 'react';
import { Input } from '../arcoCore';
import type * as ArcoDates from '../arcoDates';
import type * as ArcoTable from '../arcoTable';
import { onDemand } from '../onDemand';
import { isPhoneScreen } from '../useIsPhone';

// Types only: the sets themselves load on demand, below.
type TableSet = typeof ArcoTable;
type DateSet = typeof ArcoDates;

/**
 * The sets a list draws with only on a desktop, or only once its filters or form open (issue 58): Arco's table
 * (`arcoTable`) and date pickers (`arcoDates`), a third of what the lists loaded before. A phone's list of cards
 * loads neither until a picker is drawn. A desktop starts loading both as this module runs, beside the page's own
 * files, so its table and pickers are there by the time the list first draws.
 */
const tableSet = onDemand<TableSet>(() => import('../arcoTable'));
const dateSet = onDemand<DateSet>(() => import('../arcoDates'));
// Only where the screen can be asked: a test without `matchMedia` loads nothing it did not draw.
if (typeof window !== 'undefined' && typeof window.matchMedia === 'function' && !isPhoneScreen()) {
  tableSet.preload();
  dateSet.preload();
}

/** Arco's Table once loaded (null before; with `wanted` false, as on a phone, which draws cards, none is loaded). */
export const useArcoTable = (wanted: boolean): TableSet['Table'] | null => tableSet.use(wanted)?.Table ?? null;

type PickerProps = ComponentProps<DateSet['DatePicker']>;
type RangePickerProps = ComponentProps<DateSet['DatePicker']['RangePicker']>;

/** What stands in a picker's place while its set loads: an empty box of its size, saying what it asks for. */
function PickerBox({ placeholder, style }: { placeholder?: string; style?: CSSProperties }) {
  return <Input readOnly placeholder={placeholder} style={style} />;
}

/** Arco's DatePicker (a day, or a moment with `showTime`), loaded with the first one drawn. */
export function DayPicker(props: PickerProps) {
  const dates = dateSet.use();
  if (!dates) return <PickerBox placeholder={props.placeholder as string | undefined} style={props.style} />;
  return <dates.DatePicker {...props} />;
}

/** Arco's RangePicker, loaded with the first one drawn. */
export function DayRangePicker(props: RangePickerProps) {
  const dates = dateSet.use();
  if (!dates) {
    const ends = Array.isArray(props.placeholder) ? props.placeholder.join(' ~ ') : undefined;
    return <PickerBox placeholder={ends} style={props.style} />;
  }
  return <dates.DatePicker.RangePicker {...props} />;
}
