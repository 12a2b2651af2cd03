/** 商机跟进 (`/api/businessFollowup`): a follow-up of a business opportunity, the customers' follow-up shape. */
import { declareResource, joined, ref, text, type RowOf } from '@yjf/domain/resourceFields';
import type { z } from '@yjf/domain/zod';
import { followupFields } from '@yjf/area-customers/domain/followupSchemas';

/** 商机跟进 (`/api/businessFollowup`), declared once. */
export const businessFollowupDeclaration = declareResource({
  noun: '商机跟进',
  title: '商机跟进记录',
  search: { label: '跟进内容' },
  fields: {
    businessId: ref('商机', { to: 'business', required: true, filter: { inBar: false }, form: { wide: true } }),
    businessName: joined(text('商机', { max: 100, column: { width: 200 }, export: { width: 24 } })),
    customerName: joined(text('客户', { max: 100, column: { width: 160, hidden: true }, export: { width: 24 } })),
    ...followupFields,
  },
});

export const businessFollowupFormSchema = businessFollowupDeclaration.form;
export type BusinessFollowupForm = z.input<typeof businessFollowupFormSchema>;

/** Rows as the server answers them; every follow-up has its opportunity, and so its names. */
export type BusinessFollowup = RowOf<typeof businessFollowupDeclaration> & {
  businessName: string;
  customerName: string;
  createdBy: number | null;
};
