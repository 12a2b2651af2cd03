import { eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { SCHEME_LIST, SCHEME_STATUSES, schemeFormSchema, type Scheme } from '@yjf/area-projects/domain/schemeSchemas';
import { assertCompanyRecord, resolveOwner } from '../../crud/companyRefs';
import { defineResource } from '../../crud/resourceDefinition';
import type { Db } from '../../db/client';
import { badRequest } from '../../http/errors';
import { users } from '../accounts/schema';
import { userName } from '../accounts/userName';
import { companyAttachments } from '../attachments/ownership';
import { projects } from '../projects/schema';
import { schemes } from './schema';

const designer = alias(users, 'designer');

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
export const schemeResource = defineResource<Record<string, unknown>>({
  path: 'scheme',
  permission: 'scheme',
  noun: '方案图纸',
  table: schemes,
  projection: {
    id: schemes.id,
    version: schemes.version,
    projectId: schemes.projectId,
    projectName: projects.name,
    seriesId: schemes.seriesId,
    revision: schemes.revision,
    latest: schemes.latest,
    name: schemes.name,
    designerId: schemes.designerId,
    designerName: userName(designer, 'designer_name'),
    description: schemes.description,
    status: schemes.status,
    files: schemes.files,
    createdBy: schemes.createdBy,
    createTime: schemes.createTime,
    updateTime: schemes.updateTime,
  } satisfies Record<keyof Scheme, unknown>,
  joins: (query) =>
    query
      .leftJoin(projects, eq(projects.id, schemes.projectId))
      .leftJoin(designer, eq(designer.id, schemes.designerId)),
  list: SCHEME_LIST,
  filterTargets: {
    blurry: { target: schemes.searchText, lowercased: true },
    projectId: schemes.projectId,
    designerId: schemes.designerId,
    status: schemes.status,
    latest: schemes.latest,
    createTime: schemes.createTime,
  },
  sortColumns: { name: schemes.name, createTime: schemes.createTime, updateTime: schemes.updateTime },
  form: schemeFormSchema,
  prepare: async (form, { tx, auth, existing }) => {
    const companyId = auth.company.id;
    await assertCompanyRecord(tx, projects, companyId, form.projectId as number, '项目不存在或不属于本企业');
    if (existing && existing.projectId !== form.projectId) {
      throw badRequest('图纸不能改到其他项目，请在该项目下新增图纸');
    }
    const designerId = await resolveOwner(form, { tx, auth, existing }, { field: 'designerId', label: '设计师' });
    return { ...form, designerId, files: companyAttachments(form.files, companyId) };
  },
  afterAdd: async (row, { tx }) => {
    await tx.update(schemes).set({ seriesId: row.id }).where(eq(schemes.id, row.id));
  },
  afterWrite: async (rows, { tx, action }) => {
    // After a delete, the newest version left in each series becomes the latest.
    if (action === 'delete') await markLatest(tx, [...new Set(rows.map((row) => row.seriesId as number))]);
  },
  titleOf: (row) => `${String(row.name)} V${String(row.revision)}`,
  export: {
    title: '方案图纸',
    columns: [
      { header: '图纸名称', field: 'name', width: 28 },
      { header: '版本', field: 'revision', width: 8 },
      { header: '所属项目', field: 'projectName', width: 24 },
      { header: '设计师', field: 'designerName' },
      { header: '图纸状态', field: 'status', options: SCHEME_STATUSES, width: 10 },
      { header: '图纸说明', field: 'description', width: 40 },
      { header: '上传时间', field: 'createTime', format: 'datetime', width: 20 },
    ],
  },
});
