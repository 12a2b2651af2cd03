import { useEffect } from 'react';
import { DICT_UNAVAILABLE, useDict } from '@yjf/api/dicts';
import type { DictItem } from '@yjf/domain/dictionaries';
import { Message } from '../arcoCore';

let warned = false;

/**
 * The values of a dictionary for a tag or a select. When dictionaries cannot be loaded the user is asked,
 * once, to refresh the page (spec section 8), and values show as they are.
 */
export function useDictItems(code: string): { items: DictItem[]; loading: boolean } {
  const { items, loading, failed } = useDict(code);
  useEffect(() => {
    if (failed && !warned) {
      warned = true;
      Message.error({ content: DICT_UNAVAILABLE, duration: 5000 });
    }
  }, [failed]);
  return { items, loading };
}

/** Tests start each case with a clean slate. */
export function resetDictWarning(): void {
  warned = false;
}
