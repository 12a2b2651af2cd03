/**
 * 方案图纸: drawings of a project (`/api/scheme`). A new version is a new record of the same series; the old
 * versions stay readable.
 */
import { attachmentListSchema, type Attachment } from '@yjf/domain/attachments';
import type { Option } from '@yjf/domain/dictionaries';
import { codeField, optionalRefField, optionalText, refField, requiredText } from '@yjf/domain/fieldSchemas';
import type { ListSpec } from '@yjf/domain/lists';
import { z } from '@yjf/domain/zod';

export const SCHEME_STATUSES: Option[] = [
  { value: '0', label: '设计中' },
  { value: '1', label: '待确认' },
  { value: '2', label: '已确认' },
  { value: '3', label: '已作废' },
];

/** What a drawing may be: CAD (DWG, DXF), PDF or an image. */
export const SCHEME_FILE_TYPES = ['dwg', 'dxf', 'pdf', 'png', 'jpg', 'jpeg', 'webp'] as const;

const schemeFiles = attachmentListSchema
  .refine((files) => files.length > 0, '请上传图纸文件')
  .refine(
    (files) => files.every((file) => (SCHEME_FILE_TYPES as readonly string[]).includes(file.fileType)),
    '图纸只能是 CAD（DWG、DXF）、PDF 或图片',
  );

export const schemeFormSchema = z.object({
  projectId: refField('所属项目'),
  name: requiredText('图纸名称', 100),
  /** Blank: the user who adds it. */
  designerId: optionalRefField('设计师'),
  status: codeField('图纸状态').refine((v) => SCHEME_STATUSES.some((s) => s.value === String(v)), '请选择图纸状态'),
  description: optionalText('图纸说明', 1000),
  files: schemeFiles,
});
export type SchemeForm = z.input<typeof schemeFormSchema>;

/** `POST /api/scheme/newVersion`: the next version of a drawing, from the version the user saw. */
export const newSchemeVersionSchema = z.object({
  id: z.number({ error: '缺少图纸编号' }).int().positive('缺少图纸编号'),
  version: z.number({ error: '缺少数据版本，请刷新后重试' }).int().positive('缺少数据版本，请刷新后重试'),
  description: optionalText('图纸说明', 1000),
  files: schemeFiles,
});
export type NewSchemeVersion = z.input<typeof newSchemeVersionSchema>;

export const SCHEME_LIST: ListSpec = {
  filters: {
    blurry: { kind: 'text', label: '图纸名称或说明' },
    projectId: { kind: 'id', label: '所属项目' },
    designerId: { kind: 'id', label: '设计师' },
    status: { kind: 'code', label: '图纸状态' },
    /** Only the newest version of each drawing. */
    latest: { kind: 'bool', label: '只看最新版本' },
    createTime: { kind: 'dateRange', label: '上传时间' },
  },
  sortable: ['name', 'createTime', 'updateTime'],
};

export type Scheme = {
  id: number;
  version: number;
  projectId: number;
  projectName: string;
  seriesId: number;
  revision: number;
  latest: boolean;
  name: string;
  designerId: number | null;
  designerName: string | null;
  description: string;
  status: number;
  files: Attachment[];
  createdBy: number | null;
  createTime: string;
  updateTime: string;
};

/** How a version reads: V1, V2. */
export const revisionLabel = (revision: number) => `V${revision}`;

/** How a file of a drawing is shown: an image or a PDF opens in the browser; anything else is downloaded. */
export function previewKind(file: Pick<Attachment, 'fileType'>): 'image' | 'pdf' | 'download' {
  const type = file.fileType.toLowerCase();
  if (['png', 'jpg', 'jpeg', 'webp'].includes(type)) return 'image';
  if (type === 'pdf') return 'pdf';
  return 'download';
}

/** One version of a drawing, as `GET /api/scheme/{id}/versions` lists them (newest first). */
export type SchemeVersion = Pick<
  Scheme,
  'id' | 'revision' | 'latest' | 'status' | 'description' | 'files' | 'createTime'
>;
