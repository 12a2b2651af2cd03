import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { recordColumns } from '../../../crud/recordColumns';

/** 本地存储: a file a company uploaded to the server's storage (`/api/localStorage`, `/api/upload`). */
export const localFiles = pgTable(
  'local_files',
  {
    ...recordColumns(),
    /** The name shown and downloaded as (editable). */
    name: varchar({ length: 255 }).notNull(),
    /** The name the file had when uploaded. */
    originalName: varchar({ length: 255 }).notNull(),
    /** Lower-case extension without the dot. */
    suffix: varchar({ length: 20 }).notNull().default(''),
    /** 图片, 文档, 音乐, 视频, 其他 */
    type: varchar({ length: 10 }).notNull(),
    size: bigint({ mode: 'number' }).notNull(),
    contentType: varchar({ length: 100 }).notNull(),
    storageKey: varchar({ length: 255 }).notNull(),
    searchText: text()
      .notNull()
      .generatedAlwaysAs(sql`lower(name || ' ' || original_name || ' ' || suffix)`),
  },
  (t) => [
    index('local_files_company_id_idx').on(t.companyId, t.id),
    index('local_files_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('local_files_search_chars_idx').using('gin', sql`string_to_array(${t.searchText}, null)`),
  ],
);

/** 图床: a hosted picture with its thumbnail; the same picture uploaded twice is kept once (md5). */
export const pictures = pgTable(
  'pictures',
  {
    ...recordColumns(),
    filename: varchar({ length: 255 }).notNull(),
    storageKey: varchar({ length: 255 }).notNull(),
    thumbKey: varchar({ length: 255 }).notNull(),
    contentType: varchar({ length: 100 }).notNull(),
    size: bigint({ mode: 'number' }).notNull(),
    width: integer().notNull(),
    height: integer().notNull(),
    md5: varchar({ length: 32 }).notNull(),
    searchText: text()
      .notNull()
      .generatedAlwaysAs(sql`lower(filename)`),
  },
  (t) => [
    index('pictures_company_id_idx').on(t.companyId, t.id),
    uniqueIndex('pictures_company_md5_uq').on(t.companyId, t.md5),
    index('pictures_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('pictures_search_chars_idx').using('gin', sql`string_to_array(${t.searchText}, null)`),
  ],
);

/** 对象存储 (`/api/qiNiuContent`): a file kept in the S3-compatible bucket. */
export const objectFiles = pgTable(
  'object_files',
  {
    ...recordColumns(),
    name: varchar({ length: 255 }).notNull(),
    bucket: varchar({ length: 100 }).notNull(),
    objectKey: varchar({ length: 500 }).notNull(),
    suffix: varchar({ length: 20 }).notNull().default(''),
    type: varchar({ length: 10 }).notNull(),
    size: bigint({ mode: 'number' }).notNull(),
    contentType: varchar({ length: 100 }).notNull(),
    searchText: text()
      .notNull()
      .generatedAlwaysAs(sql`lower(name || ' ' || suffix)`),
  },
  (t) => [
    index('object_files_company_id_idx').on(t.companyId, t.id),
    index('object_files_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('object_files_search_chars_idx').using('gin', sql`string_to_array(${t.searchText}, null)`),
  ],
);
