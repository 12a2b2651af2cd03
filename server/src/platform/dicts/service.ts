import { asc, eq, inArray } from 'drizzle-orm';
import type { DictGroup } from '@yjf/domain/dictionaries';
import type { Db } from '../../db/client';
import { dictGroups, dictItems } from './schema';

/** The groups with their values, both in sequence order; all groups, or those with the given codes. */
export async function loadDicts(db: Db, codes?: readonly string[]): Promise<DictGroup[]> {
  const groups = await db
    .select()
    .from(dictGroups)
    .where(codes ? inArray(dictGroups.code, [...codes]) : undefined)
    .orderBy(asc(dictGroups.sequence), asc(dictGroups.id));
  if (!groups.length) return [];
  const items = await db
    .select()
    .from(dictItems)
    .where(
      inArray(
        dictItems.groupId,
        groups.map((g) => g.id),
      ),
    )
    .orderBy(asc(dictItems.sequence), asc(dictItems.id));
  return groups.map((group) => ({
    code: group.code,
    name: group.name,
    sequence: group.sequence,
    parentCode: group.parentCode,
    children: items
      .filter((item) => item.groupId === group.id)
      .map((item) => ({ value: item.value, name: item.name, sequence: item.sequence, parentCode: group.code })),
  }));
}

export async function findGroup(db: Db, code: string) {
  const [group] = await db.select().from(dictGroups).where(eq(dictGroups.code, code));
  return group;
}

/** Writes the seeded groups (first start). */
export async function insertDicts(db: Db, groups: DictGroup[]): Promise<void> {
  for (const group of groups) {
    const [row] = await db
      .insert(dictGroups)
      .values({ code: group.code, name: group.name, sequence: group.sequence, parentCode: group.parentCode })
      .returning({ id: dictGroups.id });
    if (group.children.length) {
      await db
        .insert(dictItems)
        .values(group.children.map((c) => ({ groupId: row!.id, value: c.value, name: c.name, sequence: c.sequence })));
    }
  }
}
