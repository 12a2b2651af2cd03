import { and, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { sanitizeFileName } from '@yjf/domain/attachments';
import {
  OBJECT_STORAGE_UNCONFIGURED,
  objectFileDeclaration,
  type ObjectFile,
} from '@yjf/area-system/domain/storageSchemas';
import type { ObjectStorage } from '../../../adapters/storage/ObjectStorage';
import { defineResource } from '../../../crud/resourceDefinition';
import type { Db } from '../../../db/client';
import { badRequest } from '../../../http/errors';
import { users } from '../../../db/accountTables';
import { userName } from '../../../platform/accounts/userName';
import { removeAfterCommit } from './afterCommit';
import { objectFiles } from './schema';

const creator = alias(users, 'creator');

/** The columns of a bucket file as its list, detail and upload answer them. */
export const objectFileProjection = {
  id: objectFiles.id,
  version: objectFiles.version,
  name: objectFiles.name,
  bucket: objectFiles.bucket,
  objectKey: objectFiles.objectKey,
  suffix: objectFiles.suffix,
  type: objectFiles.type,
  size: objectFiles.size,
  contentType: objectFiles.contentType,
  url: sql<string>`'/api/qiNiuContent/' || ${objectFiles.id} || '/file'`.as('url'),
  createdBy: objectFiles.createdBy,
  createdByName: userName(creator, 'created_by_name'),
  createTime: objectFiles.createTime,
  updateTime: objectFiles.updateTime,
} satisfies Record<keyof ObjectFile, unknown>;

/** One bucket file of the company, or undefined. */
export async function findObjectFile(db: Db, companyId: number, id: number): Promise<ObjectFile | undefined> {
  const [row] = await db
    .select(objectFileProjection)
    .from(objectFiles)
    .leftJoin(creator, eq(creator.id, objectFiles.createdBy))
    .where(and(eq(objectFiles.id, id), eq(objectFiles.companyId, companyId)))
    .limit(1);
  return row as unknown as ObjectFile | undefined;
}

/**
 * 对象存储 on the list engine: `/api/qiNiuContent` (the spec's path) with permission prefix `objectStorage`,
 * a platform menu. Files come in by upload or by 同步 (`objectStorageRoutes`); the engine lists, renames,
 * deletes (DeleteObject once committed) and exports.
 */
export const objectFileResource = (bucket: ObjectStorage | null) =>
  defineResource({
    path: 'qiNiuContent',
    permission: 'objectStorage',
    declaration: objectFileDeclaration,
    table: objectFiles,
    projection: objectFileProjection,
    joins: (query) => query.leftJoin(creator, eq(creator.id, objectFiles.createdBy)),
    filterTargets: { blurry: { target: objectFiles.searchText, lowercased: true } },
    prepare: async (form, { existing }) => {
      if (!existing) throw badRequest('请选择要上传的文件');
      return { name: sanitizeFileName(form.name as string) };
    },
    beforeDelete: async (ids, { tx, auth }) => {
      // Without the bucket the objects would stay behind, unlisted: nothing is deleted.
      if (!bucket) throw badRequest(OBJECT_STORAGE_UNCONFIGURED);
      const stored = await tx
        .select({ key: objectFiles.objectKey, bucket: objectFiles.bucket })
        .from(objectFiles)
        .where(and(inArray(objectFiles.id, ids), eq(objectFiles.companyId, auth.company.id)));
      removeAfterCommit(auth, async () => {
        // A row of another bucket (the configuration changed) only leaves the list.
        for (const { key } of stored.filter((s) => s.bucket === bucket.bucket)) await bucket.remove(key);
      });
    },
    titleOf: (row) => String(row.name),
  });
