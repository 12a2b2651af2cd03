import { and, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { sanitizeFileName } from '@yjf/domain/attachments';
import { pictureDeclaration, type Picture } from '@yjf/area-system/domain/storageSchemas';
import type { FileStorage } from '../../../adapters/storage/FileStorage';
import { defineResource } from '../../../crud/resourceDefinition';
import type { Db } from '../../../db/client';
import { badRequest } from '../../../http/errors';
import { users } from '../../../db/accountTables';
import { userName } from '../../../platform/accounts/userName';
import { removeAfterCommit } from './afterCommit';
import { pictures } from './schema';

const creator = alias(users, 'creator');

/** The columns of a picture as its list, detail and upload answer them. */
export const pictureProjection = {
  id: pictures.id,
  version: pictures.version,
  filename: pictures.filename,
  contentType: pictures.contentType,
  size: pictures.size,
  width: pictures.width,
  height: pictures.height,
  md5: pictures.md5,
  url: sql<string>`'/api/pictures/' || ${pictures.id} || '/file'`.as('url'),
  thumbUrl: sql<string>`'/api/pictures/' || ${pictures.id} || '/thumb'`.as('thumb_url'),
  createdBy: pictures.createdBy,
  createdByName: userName(creator, 'created_by_name'),
  createTime: pictures.createTime,
  updateTime: pictures.updateTime,
} satisfies Record<keyof Picture, unknown>;

/** One picture of the company, found by id or by its md5; undefined when there is none. */
export async function findPicture(
  db: Db,
  companyId: number,
  by: { id: number } | { md5: string },
): Promise<Picture | undefined> {
  const [row] = await db
    .select(pictureProjection)
    .from(pictures)
    .leftJoin(creator, eq(creator.id, pictures.createdBy))
    .where(and(eq(pictures.companyId, companyId), 'id' in by ? eq(pictures.id, by.id) : eq(pictures.md5, by.md5)))
    .limit(1);
  return row as unknown as Picture | undefined;
}

/**
 * 图床 on the list engine: `/api/pictures` with permission prefix `pictures`. Pictures come in by upload
 * (`pictureRoutes`); the engine lists, renames, deletes (the picture and its thumbnail, once committed) and
 * exports.
 */
export const pictureResource = (storage: FileStorage) =>
  defineResource({
    path: 'pictures',
    permission: 'pictures',
    declaration: pictureDeclaration,
    table: pictures,
    projection: pictureProjection,
    joins: (query) => query.leftJoin(creator, eq(creator.id, pictures.createdBy)),
    filterTargets: { blurry: { target: pictures.searchText, lowercased: true } },
    prepare: async (form, { existing }) => {
      if (!existing) throw badRequest('请选择要上传的图片');
      return { filename: sanitizeFileName(form.filename as string) };
    },
    beforeDelete: async (ids, { tx, auth }) => {
      const stored = await tx
        .select({ key: pictures.storageKey, thumbKey: pictures.thumbKey })
        .from(pictures)
        .where(and(inArray(pictures.id, ids), eq(pictures.companyId, auth.company.id)));
      removeAfterCommit(auth, async () => {
        for (const { key, thumbKey } of stored) {
          await storage.remove(key);
          await storage.remove(thumbKey);
        }
      });
    },
    titleOf: (row) => String(row.filename),
  });
