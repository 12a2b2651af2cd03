import type { ResourceApi } from '@yjf/api/records';
import type { Attachment } from '@yjf/domain/attachments';
import type { ComponentProps } from 'react';
import type { RecordFormDialog } from '@yjf/ui/crud/RecordFormDialog';
import { customerFollowupApi } from '../api/customers';
import { customerFollowupFormSchema } from '../domain/followupSchemas';

/** What the timeline draws of a follow-up, of a customer or of a business opportunity alike. */
export type FollowupRow = {
  id: number;
  method: string | number;
  content: string;
  followTime: string;
  nextFollowTime: string | null;
  followerName: string | null;
  attachments: Attachment[];
};

/**
 * Whose follow-ups a dialog adds and a timeline lists: the record's follow-up resource, its form's rules and the
 * field naming the record. The customers' is here; the business area gives its own (`businessFollowups`).
 */
export type FollowupKind = {
  api: ResourceApi<FollowupRow, never>;
  schema: ComponentProps<typeof RecordFormDialog>['schema'];
  key: string;
};

/** A customer's follow-ups (`/api/customerFollowup`). */
export const customerFollowups: FollowupKind = {
  api: customerFollowupApi,
  schema: customerFollowupFormSchema,
  key: 'customerId',
};
