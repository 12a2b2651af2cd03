import { HOST_RELEASE } from '@yjf/deploy/releaseRegistry';
import { AREA_NAMES, type Area } from '@yjf/domain/remotes';

/** What the release routes say to a caller who is not a platform administrator. */
export const ONLY_PLATFORM = '只有平台管理员可以发布';

/**
 * An area's Chinese name (渠道客户), 主应用 for the host; the area itself when it has none, also for a name that is an object's member
 * (`constructor`), which the caller chose.
 */
export const areaTitle = (area: string) =>
  area === HOST_RELEASE ? '主应用' : Object.hasOwn(AREA_NAMES, area) ? AREA_NAMES[area as Area] : area;
