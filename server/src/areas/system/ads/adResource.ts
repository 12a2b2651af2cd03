import { ATTACHMENT_PATH_PATTERN } from '@yjf/domain/attachments';
import { AD_LIST, AD_POSITIONS, adFormSchema, type Advertisement } from '@yjf/area-system/domain/adSchemas';
import { defineResource } from '../../../crud/resourceDefinition';
import { badRequest } from '../../../http/errors';
import { advertisements } from './schema';

/** Pictures an advertisement may show, by the extension of the uploaded attachment. */
const IMAGE_EXTENSIONS = /\.(png|jpg|jpeg|webp)$/;

/**
 * 广告位管理 on the list engine: `/api/ad` with permission prefix `ad`, a platform menu, so only the platform
 * company's administrators reach it (the plan check refuses everyone else). The picture is an attachment the
 * platform uploaded (`POST /api/files/attachment`), served to everyone by `adRoutes`.
 */
export const adResource = defineResource<Record<string, unknown>>({
  path: 'ad',
  permission: 'ad',
  noun: '广告',
  table: advertisements,
  projection: {
    id: advertisements.id,
    version: advertisements.version,
    title: advertisements.title,
    position: advertisements.position,
    image: advertisements.image,
    link: advertisements.link,
    sort: advertisements.sort,
    enabled: advertisements.enabled,
    startDate: advertisements.startDate,
    endDate: advertisements.endDate,
    createdBy: advertisements.createdBy,
    createTime: advertisements.createTime,
    updateTime: advertisements.updateTime,
  } satisfies Record<keyof Advertisement, unknown>,
  list: AD_LIST,
  filterTargets: {
    blurry: { target: advertisements.searchText, lowercased: true },
    position: advertisements.position,
    enabled: advertisements.enabled,
  },
  sortColumns: {
    sort: advertisements.sort,
    position: advertisements.position,
    startDate: advertisements.startDate,
    endDate: advertisements.endDate,
    createTime: advertisements.createTime,
  },
  form: adFormSchema,
  prepare: async (form, { auth }) => {
    const image = form.image as string;
    // Only a picture of the company's own attachments folder, as the upload stored it.
    if (ATTACHMENT_PATH_PATTERN.exec(image)?.[1] !== String(auth.company.id) || !IMAGE_EXTENSIONS.test(image)) {
      throw badRequest('广告图片不存在，请重新上传');
    }
    return { ...form, position: Number(form.position) };
  },
  titleOf: (row) => String(row.title),
  toggleField: 'enabled',
  export: {
    title: '广告位管理',
    columns: [
      { header: '标题', field: 'title', width: 24 },
      { header: '位置', field: 'position', options: AD_POSITIONS, width: 16 },
      { header: '链接', field: 'link', width: 36 },
      { header: '排序', field: 'sort', width: 8 },
      { header: '状态', field: 'enabled', format: 'enabled', width: 8 },
      { header: '开始日期', field: 'startDate', format: 'date', width: 12 },
      { header: '结束日期', field: 'endDate', format: 'date', width: 12 },
    ],
  },
});
