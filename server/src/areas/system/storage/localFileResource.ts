import { and, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { sanitizeFileName } from '@yjf/domain/attachments';
import { localFileDeclaration, type LocalFile } from '@yjf/area-system/domain/storageSchemas';
import type { FileStorage } from '../../../adapters/storage/FileStorage';
import { defineResource } from '../../../crud/resourceDefinition';
import type { Db } from '../../../db/client';
import { badRequest } from '../../../http/errors';
import { users } from '../../../db/accountTables';
import { userName } from '../../../platform/accounts/userName';
import { removeAfterCommit } from './afterCommit';
import { localFiles } from './schema';

const creator = alias(users, 'creator');

/** The columns of a local file as its list, detail and upload answer them. */
export const localFileProjection = {
  id: localFiles.id,
  version: localFiles.version,
  name: localFiles.name,
  originalName: localFiles.originalName,
  suffix: localFiles.suffix,
  type: localFiles.type,
  size: localFiles.size,
  contentType: localFiles.contentType,
  url: sql<string>`'/api/localStorage/' || ${localFiles.id} || '/file'`.as('url'),
  createdBy: localFiles.createdBy,
  createdByName: userName(creator, 'created_by_name'),
  createTime: localFiles.createTime,
  updateTime: localFiles.updateTime,
} satisfies Record<keyof LocalFile, unknown>;

/** One local file of the company as the list shows it, or undefined. */
export async function findLocalFile(db: Db, companyId: number, id: number): Promise<LocalFile | undefined> {
  const [row] = await db
    .select(localFileProjection)
    .from(localFiles)
    .leftJoin(creator, eq(creator.id, localFiles.createdBy))
    .where(and(eq(localFiles.id, id), eq(localFiles.companyId, companyId)))
    .limit(1);
  return row as unknown as LocalFile | undefined;
}

/**
 * 本地存储 on the list engine: `/api/localStorage` with permission prefix `storage`. Files come in by upload
 * (`localFileRoutes`); the engine lists, renames, deletes (the stored file too, once committed) and exports.
 */
export const localFileResource = (storage: FileStorage) =>
  defineResource({
    path: 'localStorage',
    permission: 'storage',
    declaration: localFileDeclaration,
    table: localFiles,
    projection: localFileProjection,
    joins: (query) => query.leftJoin(creator, eq(creator.id, localFiles.createdBy)),
    filterTargets: { blurry: { target: localFiles.searchText, lowercased: true } },
    prepare: async (form, { existing }) => {
      // A file is added by uploading it (multipart to the same path), never as JSON.
      if (!existing) throw badRequest('请选择要上传的文件');
      return { name: sanitizeFileName(form.name as string) };
    },
    beforeDelete: async (ids, { tx, auth }) => {
      const stored = await tx
        .select({ key: localFiles.storageKey })
        .from(localFiles)
        .where(and(inArray(localFiles.id, ids), eq(localFiles.companyId, auth.company.id)));
      removeAfterCommit(auth, async () => {
        for (const { key } of stored) await storage.remove(key);
      });
    },
    titleOf: (row) => String(row.name),
  });
