import { ATTACHMENT_PATH_PATTERN } from '@yjf/domain/attachments';
import { adDeclaration, adFormSchema } from '@yjf/area-system/domain/adSchemas';
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
export const adResource = defineResource({
  path: 'ad',
  permission: 'ad',
  declaration: adDeclaration,
  table: advertisements,
  filterTargets: { blurry: { target: advertisements.searchText, lowercased: true } },
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
});
