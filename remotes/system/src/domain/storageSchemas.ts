/**
 * 系统工具 storage (spec section 7: `/api/localStorage`, `/api/upload`, `/api/pictures`, `/api/qiNiuContent`):
 * local files, hosted pictures with thumbnails, and files in an S3-compatible bucket.
 */
import { formatFileSize } from '@yjf/domain/attachments';
import type { Option } from '@yjf/domain/dictionaries';
import {
  computed,
  declareResource,
  fileSize,
  image,
  joined,
  quantity,
  recordTime,
  text,
  textChoice,
  type RowOf,
} from '@yjf/domain/resourceFields';
import { z } from '@yjf/domain/zod';

/** The largest file of 本地存储 and 对象存储: 100 MB. */
export const MAX_STORED_FILE_BYTES = 100 * 1024 * 1024;
/** The largest picture of 图床: 20 MB. */
export const MAX_PICTURE_BYTES = 20 * 1024 * 1024;
/** Pictures larger than this many pixels are refused before they are decoded (decompression bombs). */
export const MAX_PICTURE_PIXELS = 40_000_000;
/** A thumbnail fits in this square. */
export const THUMBNAIL_SIZE = 200;

export const FILE_TOO_LARGE_MESSAGE = `文件不能超过 ${formatFileSize(MAX_STORED_FILE_BYTES)}`;
export const PICTURE_TOO_LARGE_MESSAGE = `图片不能超过 ${formatFileSize(MAX_PICTURE_BYTES)}`;
export const PICTURES_ONLY_MESSAGE = '只能上传图片（JPG、PNG、GIF、WebP）';

/** The kinds of stored file, by extension: 图片, 文档, 音乐, 视频, 其他. */
export type StoredFileType = '图片' | '文档' | '音乐' | '视频' | '其他';
const EXTENSIONS: Record<Exclude<StoredFileType, '其他'>, readonly string[]> = {
  图片: ['jpg', 'jpeg', 'png', 'gif', 'bmp', 'webp', 'svg', 'ico', 'tif', 'tiff', 'heic'],
  文档: ['txt', 'pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'csv', 'md', 'dwg', 'dxf', 'rtf', 'wps'],
  音乐: ['mp3', 'wav', 'wma', 'flac', 'aac', 'ogg', 'm4a', 'ape'],
  视频: ['mp4', 'avi', 'mov', 'wmv', 'mkv', 'flv', 'webm', 'rmvb', 'm4v', '3gp'],
};
export const STORED_FILE_TYPES: Option[] = ['图片', '文档', '音乐', '视频', '其他'].map((t) => ({
  value: t,
  label: t,
}));

/** The lower-case extension of a file name without its dot ('' when it has none). */
export function suffixOf(fileName: string): string {
  return /\.([A-Za-z0-9]{1,10})$/.exec(fileName)?.[1]?.toLowerCase() ?? '';
}

/** 图片, 文档, 音乐, 视频 or 其他, by the extension. */
export function storedFileType(suffix: string): StoredFileType {
  for (const [type, list] of Object.entries(EXTENSIONS) as [StoredFileType, readonly string[]][]) {
    if (list.includes(suffix)) return type;
  }
  return '其他';
}

/** `POST /api/localStorage?name=` and `/api/upload`: the name to keep (the file's own when blank). */
export const uploadQuerySchema = z.object({
  name: z.string().trim().max(200, '文件名不能超过 200 个字符').optional(),
});

/**
 * What a file kept for the company has, in 本地存储 and 对象存储: its name (the one thing the form edits), its
 * extension and kind, its size, who uploaded it and when, and where it opens (`url`, for the company's signed-in
 * users, worked out by the server).
 */
const storedFileFields = () => ({
  /** The name shown and downloaded as. */
  name: text('文件名', {
    max: 200,
    required: true,
    column: { width: 240 },
    sortable: true,
    form: true,
    export: { width: 32 },
  }),
  /** Lower-case extension without the dot. */
  suffix: text('后缀', { max: 20, column: { width: 80 }, export: { width: 8 } }),
  type: textChoice('类型', STORED_FILE_TYPES, { column: { width: 80 }, export: { width: 8 } }),
  size: fileSize('大小', { column: { width: 110 }, sortable: true, export: { header: '大小（字节）', width: 14 } }),
  contentType: text('内容类型', { max: 100 }),
  url: computed(text('地址', { max: 255 })),
  createdByName: joined(text('创建者', { max: 50, column: { width: 110 }, export: { width: 12 } })),
  createTime: recordTime('创建时间', { column: true, filter: true, sortable: true, export: { width: 20 } }),
  updateTime: recordTime('更新时间', {}),
});

/** 本地存储 (`/api/localStorage`): files uploaded to the server's storage. */
export const localFileDeclaration = declareResource({
  noun: '文件',
  title: '本地存储',
  search: { label: '文件名或后缀' },
  fields: {
    ...storedFileFields(),
    /** The name the file had when uploaded. */
    originalName: text('原文件名', { max: 255 }),
  },
});

/** 本地存储's edit: a new name. */
export const localFileFormSchema = localFileDeclaration.form;
export type LocalFileForm = z.input<typeof localFileFormSchema>;

/** A file of 本地存储 as its list answers it; `url` opens it for the company's signed-in users. */
export type LocalFile = RowOf<typeof localFileDeclaration> & { createdBy: number | null };

/** 图床 (`/api/pictures`): hosted pictures with their thumbnails; `url` is the picture, `thumbUrl` its thumbnail. */
export const pictureDeclaration = declareResource({
  noun: '图片',
  title: '图床',
  search: { label: '文件名' },
  fields: {
    thumbUrl: computed(image('缩略图', { column: { width: 96 } })),
    filename: text('文件名', {
      max: 200,
      required: true,
      column: { width: 220 },
      sortable: true,
      form: { wide: true },
      export: { width: 32 },
    }),
    width: quantity('宽度', { column: { title: '尺寸', width: 110 }, export: { width: 8 } }),
    height: quantity('高度', { export: { width: 8 } }),
    size: fileSize('大小', { column: { width: 100 }, sortable: true, export: { header: '大小（字节）', width: 14 } }),
    createdByName: joined(text('上传者', { max: 50, column: { width: 110 }, export: { width: 12 } })),
    createTime: recordTime('上传时间', { column: true, filter: true, sortable: true, export: { width: 20 } }),
    updateTime: recordTime('更新时间', {}),
    url: computed(image('图片', {})),
    contentType: text('内容类型', { max: 100 }),
    md5: text('MD5', { max: 32 }),
  },
});

/** 图床's edit: the picture's name. */
export const pictureFormSchema = pictureDeclaration.form;
export type PictureForm = z.input<typeof pictureFormSchema>;

/** A hosted picture; `url` is the picture, `thumbUrl` its thumbnail (both for the company's signed-in users). */
export type Picture = RowOf<typeof pictureDeclaration> & { createdBy: number | null };

/** What an upload to 图床 answers: the picture, and whether it was already there (the same bytes). */
export type PictureUpload = Picture & { duplicate: boolean };

/** 对象存储 (`/api/qiNiuContent`): files kept in the S3-compatible bucket. */
export const objectFileDeclaration = declareResource({
  noun: '文件',
  title: '对象存储',
  search: { label: '文件名或后缀' },
  fields: {
    ...storedFileFields(),
    suffix: text('后缀', { max: 20 }),
    bucket: text('存储桶', { max: 100, column: { width: 140, after: 'size' }, export: { width: 16, after: 'name' } }),
    objectKey: text('对象键', {
      max: 500,
      column: { width: 260, hidden: true, after: 'bucket' },
      export: { width: 40, after: 'bucket' },
    }),
  },
});

/** 对象存储's edit: the name shown and downloaded as. */
export const objectFileFormSchema = objectFileDeclaration.form;
export type ObjectFileForm = z.input<typeof objectFileFormSchema>;

/** A file kept in the bucket. */
export type ObjectFile = RowOf<typeof objectFileDeclaration> & { createdBy: number | null };

/** The environment variables that configure the bucket (the README's table says more). */
export const S3_VARIABLES = [
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_BUCKET',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
  'S3_PUBLIC_URL',
] as const;
export const OBJECT_STORAGE_UNCONFIGURED =
  '未配置对象存储，请设置环境变量 S3_ENDPOINT、S3_BUCKET、S3_ACCESS_KEY_ID、S3_SECRET_ACCESS_KEY 后重启服务';

/** `GET /api/qiNiuContent/config`: whether a bucket is configured, and which (never its secret). */
export type ObjectStorageConfig = { configured: boolean; bucket: string | null; endpoint: string | null };

/** `POST /api/qiNiuContent/synchronize`: what the bucket listing added. */
export type SynchronizeResult = { added: number; total: number; message: string };

/** The name a stored file downloads as: its name, with its extension added back when a rename dropped it. */
export function downloadNameOf(file: { name: string; suffix: string }): string {
  return file.suffix && !file.name.toLowerCase().endsWith(`.${file.suffix}`)
    ? `${file.name}.${file.suffix}`
    : file.name;
}
