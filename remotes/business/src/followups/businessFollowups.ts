import type { FollowupKind } from '@yjf/area-customers/followups/followupKind';
import { businessFollowupApi } from '../api/business';
import { businessFollowupFormSchema } from '../domain/businessFollowupSchemas';

/** A business opportunity's follow-ups (`/api/businessFollowup`), for the customers' follow-up dialog and timeline. */
export const businessFollowups: FollowupKind = {
  api: businessFollowupApi,
  schema: businessFollowupFormSchema,
  key: 'businessId',
};
