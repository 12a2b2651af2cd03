/**
 * 系统工具 storage (spec section 7: `/api/localStorage`, `/api/upload`, `/api/pictures`, `/api/qiNiuContent`):
 * local files, hosted pictures with thumbnails, and files in an S3-compatible bucket.
 */
import { formatFileSize } from '@yjf/domain/attachments';
import type { Option } from '@yjf/domain/dictionaries';
import { requiredText } from '@yjf/domain/fieldSchemas';
import type { ListSpec } from '@yjf/domain/lists';
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

/** 本地存储's edit: a new name. */
export const localFileFormSchema = z.object({ name: requiredText('文件名', 200) });
export type LocalFileForm = z.input<typeof localFileFormSchema>;

export const LOCAL_FILE_LIST: ListSpec = {
  filters: {
    blurry: { kind: 'text', label: '文件名或后缀' },
    createTime: { kind: 'dateRange', label: '创建时间' },
  },
  sortable: ['name', 'size', 'createTime'],
};

/** A file of 本地存储 as its list answers it; `url` opens it for the company's signed-in users. */
export type LocalFile = {
  id: number;
  version: number;
  name: string;
  originalName: string;
  suffix: string;
  type: StoredFileType;
  size: number;
  contentType: string;
  url: string;
  createdBy: number | null;
  createdByName: string | null;
  createTime: string;
  updateTime: string;
};

/** 图床's edit: the picture's name. */
export const pictureFormSchema = z.object({ filename: requiredText('文件名', 200) });
export type PictureForm = z.input<typeof pictureFormSchema>;

export const PICTURE_LIST: ListSpec = {
  filters: {
    blurry: { kind: 'text', label: '文件名' },
    createTime: { kind: 'dateRange', label: '上传时间' },
  },
  sortable: ['filename', 'size', 'createTime'],
};

/** A hosted picture; `url` is the picture, `thumbUrl` its thumbnail (both for the company's signed-in users). */
export type Picture = {
  id: number;
  version: number;
  filename: string;
  contentType: string;
  size: number;
  width: number;
  height: number;
  md5: string;
  url: string;
  thumbUrl: string;
  createdBy: number | null;
  createdByName: string | null;
  createTime: string;
  updateTime: string;
};

/** What an upload to 图床 answers: the picture, and whether it was already there (the same bytes). */
export type PictureUpload = Picture & { duplicate: boolean };

/** 对象存储's edit: the name shown and downloaded as. */
export const objectFileFormSchema = z.object({ name: requiredText('文件名', 200) });
export type ObjectFileForm = z.input<typeof objectFileFormSchema>;

export const OBJECT_FILE_LIST: ListSpec = {
  filters: {
    blurry: { kind: 'text', label: '文件名或后缀' },
    createTime: { kind: 'dateRange', label: '创建时间' },
  },
  sortable: ['name', 'size', 'createTime'],
};

/** A file kept in the bucket. */
export type ObjectFile = {
  id: number;
  version: number;
  name: string;
  bucket: string;
  objectKey: string;
  suffix: string;
  type: StoredFileType;
  size: number;
  contentType: string;
  url: string;
  createdBy: number | null;
  createdByName: string | null;
  createTime: string;
  updateTime: string;
};

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
