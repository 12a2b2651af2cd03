import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  COLLECTION_STAGES,
  collectionDeclaration,
  collectionFormSchema,
} from '@yjf/area-finance/domain/collectionSchemas';
import { anyOf, belongsTo, namesPerson } from '../../crud/dataScope';
import { defineResource } from '../../crud/resourceDefinition';
import { users } from '../../db/accountTables';
import { userName } from '../../platform/accounts/userName';
import { companyAttachments } from '../../platform/attachments/ownership';
import { projectScope } from '../projects/projects/resource';
import { projects } from '../projects/projects/schema';
import { collections } from './schema';

const creator = alias(users, 'creator');

/** Who reaches a collection (数据权限, `crud/dataScope.ts`): who recorded it, and whoever reaches its project. */
export const collectionScope = anyOf(
  namesPerson(collections.createdBy),
  belongsTo(collections.projectId, projects, projectScope),
);

const stageLabel = (stage: unknown) => COLLECTION_STAGES.find((s) => s.value === String(stage))?.label ?? '';

/**
 * 收款 on the list engine: `/api/collection` with permission prefix `collection`. The form's own rules (a
 * received amount needs its date and account and may not exceed the plan) are the shared schema's.
 */
export const collectionResource = defineResource({
  path: 'collection',
  permission: 'collection',
  declaration: collectionDeclaration,
  table: collections,
  projection: {
    projectName: projects.name,
    projectCode: projects.code,
    createdByName: userName(creator, 'created_by_name'),
  },
  joins: (query) =>
    query
      .leftJoin(projects, eq(projects.id, collections.projectId))
      .leftJoin(creator, eq(creator.id, collections.createdBy)),
  filterTargets: { blurry: { target: collections.searchText, lowercased: true } },
  dataScope: collectionScope,
  /** The declared form with its rules across fields. */
  form: collectionFormSchema,
  prepare: async (form, { auth }) => ({ ...form, attachments: companyAttachments(form.attachments, auth.company.id) }),
  blocksDelete: { projectId: (name) => `项目「${name}」下还有收款记录，不能删除` },
  titleOf: (row) => `${String(row.projectName)}·${stageLabel(row.stage)}`,
});
