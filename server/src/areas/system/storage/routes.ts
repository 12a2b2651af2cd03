import { objectStorage } from '../../../adapters/createAdapters';
import type { App, AppContext } from '../../../context';
import { resourceRoutes } from '../../../crud/resourceRoutes';
import { registerRemovalsAfterCommit } from './afterCommit';
import { localFileResource } from './localFileResource';
import { localFileRoutes } from './localFileRoutes';
import { objectFileResource } from './objectFileResource';
import { objectStorageRoutes } from './objectStorageRoutes';
import { pictureResource } from './pictureResource';
import { pictureRoutes } from './pictureRoutes';

/**
 * 系统工具's storage: 本地存储 (`/api/localStorage`, `/api/upload`) and 图床 (`/api/pictures`) on the server's
 * file storage, 对象存储 (`/api/qiNiuContent`) on the S3-compatible bucket the S3_* variables configure.
 */
export async function storageRoutes(app: App, ctx: AppContext): Promise<void> {
  registerRemovalsAfterCommit(app);
  const bucket = await objectStorage(ctx.config);
  await resourceRoutes(app, ctx, localFileResource(ctx.storage));
  await localFileRoutes(app, ctx);
  await resourceRoutes(app, ctx, pictureResource(ctx.storage));
  await pictureRoutes(app, ctx);
  await resourceRoutes(app, ctx, objectFileResource(bucket));
  await objectStorageRoutes(app, ctx, bucket);
}
