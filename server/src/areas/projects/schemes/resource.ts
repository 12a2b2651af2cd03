import { eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { schemeDeclaration } from '@yjf/area-projects/domain/schemeSchemas';
import { chosenPerson } from '../../../crud/chosenPerson';
import { anyOf, belongsTo, namesPerson } from '../../../crud/dataScope';
import { defineResource } from '../../../crud/resourceDefinition';
import type { Db } from '../../../db/client';
import { badRequest } from '../../../http/errors';
import { users } from '../../../db/accountTables';
import { userName } from '../../../platform/accounts/userName';
import { companyAttachments } from '../../../platform/attachments/ownership';
import { projectScope } from '../projects/resource';
import { projects } from '../projects/schema';
import { schemes } from './schema';

const designer = alias(users, 'designer');

/** Who reaches a drawing (数据权限, `crud/dataScope.ts`): its designer, and whoever reaches its project. */
export const schemeScope = anyOf(namesPerson(schemes.designerId), belongsTo(schemes.projectId, projects, projectScope));

/** After versions of a series are deleted, the newest one left is the latest again. */
async function markLatest(tx: Db, seriesIds: number[]): Promise<void> {
  if (!seriesIds.length) return;
  await tx.execute(sql`
    update ${schemes} set latest = (${schemes.revision} = newest.revision)
    from (select ${schemes.seriesId} as series_id, max(${schemes.revision}) as revision from ${schemes}
          where ${inArray(schemes.seriesId, seriesIds)} group by ${schemes.seriesId}) newest
    where ${schemes.seriesId} = newest.series_id`);
}

/**
 * 方案图纸 on the list engine: `/api/scheme` with permission prefix `scheme`. An add starts a series (V1);
 * `POST /api/scheme/newVersion` adds the next version. Editing changes one version in place.
 */
export const schemeResource = defineResource({
  path: 'scheme',
  permission: 'scheme',
  declaration: schemeDeclaration,
  table: schemes,
  projection: {
    projectName: projects.name,
    seriesId: schemes.seriesId,
    designerName: userName(designer, 'designer_name'),
  },
  joins: (query) =>
    query
      .leftJoin(projects, eq(projects.id, schemes.projectId))
      .leftJoin(designer, eq(designer.id, schemes.designerId)),
  filterTargets: { blurry: { target: schemes.searchText, lowercased: true } },
  dataScope: schemeScope,
  prepare: async (form, { auth, existing }) => {
    if (existing && existing.projectId !== form.projectId) {
      throw badRequest('图纸不能改到其他项目，请在该项目下新增图纸');
    }
    const designerId = chosenPerson(form, 'designerId', { auth, existing });
    return { ...form, designerId, files: companyAttachments(form.files, auth.company.id) };
  },
  afterAdd: async (row, { tx }) => {
    await tx.update(schemes).set({ seriesId: row.id }).where(eq(schemes.id, row.id));
  },
  afterWrite: async (rows, { tx, action }) => {
    // After a delete, the newest version left in each series becomes the latest.
    if (action === 'delete') await markLatest(tx, [...new Set(rows.map((row) => row.seriesId as number))]);
  },
  blocksDelete: { projectId: true },
  titleOf: (row) => `${String(row.name)} V${String(row.revision)}`,
});
