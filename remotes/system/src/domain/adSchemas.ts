/**
 * 广告位管理 (spec section 3, advertisement positions): the platform's advertisements, each at one of the
 * positions `AD_POSITIONS` names, with a picture, a link and the days it runs (`/api/ad`).
 */
import { ATTACHMENT_PATH_PATTERN } from '@yjf/domain/attachments';
import { AD_POSITIONS } from '@yjf/domain/dictionaries';
import { codeField, enabledField, optionalDate, optionalText, requiredText } from '@yjf/domain/fieldSchemas';
import type { ListSpec } from '@yjf/domain/lists';
import { z } from '@yjf/domain/zod';

export { AD_POSITIONS };

/** Only web addresses: a link never runs script (`javascript:`) or opens a local file. */
const WEB_LINK = /^https?:\/\/[^\s/$.?#][^\s]*$/i;

export const adFormSchema = z
  .object({
    title: requiredText('广告标题', 100),
    position: codeField('广告位置').refine(
      (value) => AD_POSITIONS.some((p) => p.value === String(value)),
      '请选择广告位置',
    ),
    /** The storage key of the uploaded picture (`POST /api/files/attachment`). */
    image: z
      .string({ error: '请上传广告图片' })
      .min(1, '请上传广告图片')
      .regex(ATTACHMENT_PATH_PATTERN, '广告图片地址不正确，请重新上传'),
    link: optionalText('链接', 500).refine((v) => v === '' || WEB_LINK.test(v), '链接须以 http:// 或 https:// 开头'),
    sort: z.coerce
      .number({ error: '排序须为整数' })
      .int('排序须为整数')
      .min(0, '排序不能小于 0')
      .max(99999, '排序不能超过 99999')
      .default(999),
    enabled: enabledField(),
    startDate: optionalDate('开始日期'),
    endDate: optionalDate('结束日期'),
  })
  .refine((ad) => !ad.startDate || !ad.endDate || ad.endDate >= ad.startDate, {
    message: '结束日期不能早于开始日期',
    path: ['endDate'],
  });
export type AdForm = z.input<typeof adFormSchema>;

export const AD_LIST: ListSpec = {
  filters: {
    blurry: { kind: 'text', label: '标题或链接' },
    position: { kind: 'code', label: '广告位置' },
    enabled: { kind: 'bool', label: '状态' },
  },
  sortable: ['sort', 'position', 'startDate', 'endDate', 'createTime'],
};

export type Advertisement = {
  id: number;
  version: number;
  title: string;
  position: number;
  /** The picture's storage key. */
  image: string;
  link: string;
  sort: number;
  enabled: boolean;
  startDate: string | null;
  endDate: string | null;
  createdBy: number | null;
  createTime: string;
  updateTime: string;
};

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
