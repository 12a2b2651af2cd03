import { DICTIONARY_SEEDS } from '@yjf/domain/dictionaries';
import { insertDicts } from '../../platform/dicts/service';
import type { SeedStep } from '../../db/runSeeds';

/** D001..D009 as spec section 3 lists them. */
export const dictionariesSeed: SeedStep = {
  name: '0003-dictionaries',
  run: (tx) => insertDicts(tx, DICTIONARY_SEEDS),
};
