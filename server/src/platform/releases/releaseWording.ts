/** What the release routes say to a caller who is not a platform administrator. */
export const ONLY_PLATFORM = '只有平台管理员可以发布';

/** An area's Chinese name (渠道客户), for the release routes' messages. */
export { areaTitle } from '@yjf/domain/remotes';
