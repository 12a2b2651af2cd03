/**
 * 广告位管理 (spec section 3, advertisement positions): the platform's advertisements, each at one of the
 * positions `AD_POSITIONS` names, with a picture, a link and the days it runs (`/api/ad`).
 */
import { AD_POSITIONS } from '@yjf/domain/dictionaries';
import { codeField, optionalText } from '@yjf/domain/fieldSchemas';
import {
  choice,
  custom,
  day,
  declareResource,
  enabled,
  image,
  recordTime,
  text,
  type RowOf,
} from '@yjf/domain/resourceFields';
import { z } from '@yjf/domain/zod';

export { AD_POSITIONS };

/** Only web addresses: a link never runs script (`javascript:`) or opens a local file. */
const WEB_LINK = /^https?:\/\/[^\s/$.?#][^\s]*$/i;

/** 广告位管理 (`/api/ad`), declared once: list, search, sorts, form and export. */
export const adDeclaration = declareResource({
  noun: '广告',
  title: '广告位管理',
  search: { label: '标题或链接' },
  fields: {
    title: text('广告标题', {
      max: 100,
      required: true,
      column: { title: '标题', width: 180 },
      form: { label: '标题' },
      export: { header: '标题', width: 24 },
    }),
    position: choice('广告位置', AD_POSITIONS, {
      required: true,
      column: { title: '位置', width: 140 },
      filter: { barLabel: '位置' },
      sortable: true,
      form: { label: '位置' },
      export: { header: '位置', width: 16 },
    }),
    /** The storage key of the uploaded picture (`POST /api/files/attachment`). */
    image: image('广告图片', {
      required: true,
      column: { title: '图片', width: 120 },
      form: { label: '图片', wide: true },
    }),
    link: custom(
      '链接',
      optionalText('链接', 500).refine((v) => v === '' || WEB_LINK.test(v), '链接须以 http:// 或 https:// 开头'),
      { column: { width: 220 }, form: { placeholder: 'https://', wide: true }, export: { width: 36 } },
    ),
    sort: custom(
      '排序',
      z.coerce
        .number({ error: '排序须为整数' })
        .int('排序须为整数')
        .min(0, '排序不能小于 0')
        .max(99999, '排序不能超过 99999')
        .default(999),
      { column: { width: 80 }, sortable: true, form: { placeholder: '越小越靠前' }, export: { width: 8 } },
    ),
    enabled: enabled({ column: { width: 100 }, filter: true, form: true, export: { width: 8 } }),
    startDate: day('开始日期', {
      column: { title: '有效期', width: 220 },
      sortable: true,
      form: true,
      export: { width: 12 },
    }),
    endDate: day('结束日期', { sortable: true, form: true, export: { width: 12 } }),
    createTime: recordTime('创建时间', { sortable: true }),
    updateTime: recordTime('更新时间', {}),
  },
});

/** The add and edit form: the declared fields, a position of the six, and the days in order. */
export const adFormSchema = adDeclaration.form
  .extend({
    position: codeField('广告位置').refine(
      (value) => AD_POSITIONS.some((p) => p.value === String(value)),
      '请选择广告位置',
    ),
  })
  .refine((ad) => !ad.startDate || !ad.endDate || ad.endDate >= ad.startDate, {
    message: '结束日期不能早于开始日期',
    path: ['endDate'],
  });
export type AdForm = z.input<typeof adFormSchema>;

/** An advertisement as its list answers it; `image` is the picture's storage key. */
export type Advertisement = RowOf<typeof adDeclaration> & { createdBy: number | null };

/** `GET /api/ad/active?position=N`: the position whose running advertisements a page shows. */
export const activeAdQuerySchema = z.object({
  position: z.coerce
    .number({ error: '请选择广告位置' })
    .int('请选择广告位置')
    .refine((value) => AD_POSITIONS.some((p) => p.value === String(value)), '请选择广告位置'),
});

/** What `GET /api/ad/active` answers of an advertisement: what a page needs to show it. */
export type ActiveAd = { id: number; title: string; position: number; link: string; imageUrl: string };

/**
 * Where an advertisement's picture is served to every signed-in user; the version makes a new picture a new
 * address, so no browser shows the old one from its cache.
 */
export const adImageUrl = (ad: { id: number; version: number }) => `/api/ad/${ad.id}/image?v=${ad.version}`;
