import { and, asc, eq, gte, isNull, lte, or, type SQL } from 'drizzle-orm';
import { activeAdQuerySchema, adImageUrl, type ActiveAd } from '@yjf/area-system/domain/adSchemas';
import { formatDate } from '@yjf/domain/calendar';
import { idParamsSchema } from '@yjf/domain/fieldSchemas';
import { NOT_FOUND_MESSAGE } from '@yjf/domain/lists';
import { PLATFORM_COMPANY_ID } from '@yjf/domain/session';
import type { App, AppContext } from '../../../context';
import { resourceRoutes } from '../../../crud/resourceRoutes';
import { notFound } from '../../../http/errors';
import { assertPermission } from '../../../http/permissions';
import { servedTypeOf } from '../../../platform/attachments/fileType';
import { fileCaller } from '../storage/fileCaller';
import { sendStoredFile } from '../storage/serveFile';
import { adResource } from './adResource';
import { advertisements } from './schema';

/** Advertisements that run today (China time): enabled, and today within their days when they have them. */
const runningToday = (): SQL => {
  const today = formatDate(new Date());
  return and(
    eq(advertisements.companyId, PLATFORM_COMPANY_ID),
    eq(advertisements.enabled, true),
    or(isNull(advertisements.startDate), lte(advertisements.startDate, today)),
    or(isNull(advertisements.endDate), gte(advertisements.endDate, today)),
  )!;
};

/**
 * 广告位: the platform's list (`adResource`), and what every signed-in user reads: `GET /api/ad/active?position=N`
 * (the running advertisements of a position, by sort) and `GET /api/ad/:id/image` (the picture of a running
 * one; the platform's administrators see every one's).
 */
export async function adRoutes(app: App, ctx: AppContext): Promise<void> {
  const db = ctx.database.db;
  await resourceRoutes(app, ctx, adResource);

  app.get(
    '/api/ad/active',
    { schema: { summary: '当前展示的广告', operationId: 'adActive', querystring: activeAdQuerySchema } },
    async (request): Promise<ActiveAd[]> => {
      const rows = await db
        .select()
        .from(advertisements)
        .where(and(runningToday(), eq(advertisements.position, request.query.position)))
        .orderBy(asc(advertisements.sort), asc(advertisements.id));
      return rows.map((ad) => ({
        id: ad.id,
        title: ad.title,
        position: ad.position,
        link: ad.link,
        imageUrl: adImageUrl(ad),
      }));
    },
  );

  app.get(
    '/api/ad/:id/image',
    {
      config: { public: true },
      onRequest: fileCaller(ctx, null),
      schema: { summary: '广告图片', operationId: 'adImage', params: idParamsSchema },
    },
    async (request, reply) => {
      const [ad] = await db
        .select()
        .from(advertisements)
        .where(and(eq(advertisements.id, request.params.id), eq(advertisements.companyId, PLATFORM_COMPANY_ID)))
        .limit(1);
      if (!ad) throw notFound(NOT_FOUND_MESSAGE);
      const [running] = await db
        .select({ id: advertisements.id })
        .from(advertisements)
        .where(and(eq(advertisements.id, ad.id), runningToday()));
      if (!running) await assertPermission(ctx, request, 'ad:list');
      const served = servedTypeOf(ad.image.slice(ad.image.lastIndexOf('.') + 1));
      const file = served ? await ctx.storage.get(ad.image) : null;
      if (!served || !file) throw notFound('广告图片不存在');
      return sendStoredFile(reply, file, { fileName: ad.image.slice(ad.image.lastIndexOf('/') + 1), ...served });
    },
  );
}
