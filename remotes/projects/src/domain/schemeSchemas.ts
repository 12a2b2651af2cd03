/**
 * 方案图纸: drawings of a project (`/api/scheme`). A new version is a new record of the same series; the old
 * versions stay readable.
 */
import { attachmentListSchema, type Attachment } from '@yjf/domain/attachments';
import type { Option } from '@yjf/domain/dictionaries';
import { codeField, optionalText } from '@yjf/domain/fieldSchemas';
import {
  choice,
  custom,
  declareResource,
  joined,
  quantity,
  recordTime,
  ref,
  text,
  textarea,
  type RowOf,
} from '@yjf/domain/resourceFields';
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

/**
 * 方案图纸 (`/api/scheme`), declared once: the list's columns, search bar and sorts, the add/edit form and its
 * checks, the export and the table's columns all come from here.
 */
export const schemeDeclaration = declareResource({
  noun: '方案图纸',
  title: '方案图纸',
  search: { label: '图纸名称或说明' },
  fields: {
    projectId: ref('所属项目', { to: 'project', required: true, filter: { after: 'status' }, form: true }),
    name: text('图纸名称', {
      max: 100,
      required: true,
      column: { width: 220 },
      sortable: true,
      form: true,
      export: { width: 28 },
    }),
    /** The version in its series: 1 for V1. */
    revision: quantity('版本', { column: { width: 110 }, export: { width: 8 } }),
    projectName: joined(text('所属项目', { max: 100, column: { width: 180 }, export: { width: 24 } })),
    /** Blank: the user who adds it. */
    designerId: ref('设计师', { to: 'users', filter: { inBar: false }, form: true }),
    designerName: joined(text('设计师', { max: 50, column: { width: 100 }, export: true })),
    status: {
      ...choice('图纸状态', SCHEME_STATUSES, {
        required: true,
        column: { width: 100 },
        filter: true,
        form: true,
        export: { width: 10 },
      }),
      /** Only a status of SCHEME_STATUSES. */
      schema: codeField('图纸状态').refine((v) => SCHEME_STATUSES.some((s) => s.value === String(v)), '请选择图纸状态'),
    },
    files: custom('图纸文件', schemeFiles, {
      required: true,
      column: { title: '文件', width: 80 },
      form: { wide: true },
    }),
    description: textarea('图纸说明', {
      max: 1000,
      column: { width: 200, hidden: true },
      form: { after: 'status' },
      export: { width: 40 },
    }),
    /** Only the newest version of each drawing; a new version takes it from the one before. */
    latest: custom('只看最新版本', z.boolean(), { filter: { kind: 'bool', inBar: false } }),
    createTime: recordTime('上传时间', { column: true, filter: true, sortable: true, export: { width: 20 } }),
    updateTime: recordTime('更新时间', { sortable: true }),
  },
});

/** The add and edit form (`POST`/`PUT /api/scheme`). */
export const schemeFormSchema = schemeDeclaration.form;
export type SchemeForm = z.input<typeof schemeFormSchema>;

/** `POST /api/scheme/newVersion`: the next version of a drawing, from the version the user saw. */
export const newSchemeVersionSchema = z.object({
  id: z.number({ error: '缺少图纸编号' }).int().positive('缺少图纸编号'),
  version: z.number({ error: '缺少数据版本，请刷新后重试' }).int().positive('缺少数据版本，请刷新后重试'),
  description: optionalText('图纸说明', 1000),
  files: schemeFiles,
});
export type NewSchemeVersion = z.input<typeof newSchemeVersionSchema>;

/** A row of the drawing list as the server answers it: every drawing has its project and series. */
export type Scheme = RowOf<typeof schemeDeclaration> & {
  projectName: string;
  /** The first version's id. */
  seriesId: number;
  createdBy: number | null;
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
