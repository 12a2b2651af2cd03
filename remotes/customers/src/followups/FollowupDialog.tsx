import { useMemo } from 'react';
import { notifySaved } from '@yjf/ui/notices';
import { RecordFormDialog, type FormValues } from '@yjf/ui/crud/RecordFormDialog';
import type { FollowupKind } from './followupKind';
import { followupDialogFields, newFollowupValues } from './followupViews';

type Props = {
  /** Whose follow-up: a customer's (`customerFollowups`) or a business opportunity's (the business area's). */
  kind: FollowupKind;
  /** The record being followed up; nothing keeps the dialog closed. */
  target: { id: number; name: string } | null;
  onClose: () => void;
};

/** 添加跟进: how, when, what was said, when next, and attachments; the record's follow-up times move with it. */
export function FollowupDialog({ kind, target, onClose }: Props) {
  const { api, schema, key } = kind;
  const [add, adding] = api.useAdd();
  const initialValues = useMemo<FormValues>(() => ({ [key]: target?.id, ...newFollowupValues() }), [key, target]);
  return (
    <RecordFormDialog
      title={target ? `添加跟进 · ${target.name}` : '添加跟进'}
      visible={!!target}
      fields={followupDialogFields}
      schema={schema}
      initialValues={initialValues}
      saving={adding.isLoading}
      onSubmit={async (values) => {
        await add(values as never);
        notifySaved('新增成功');
        onClose();
      }}
      onClose={onClose}
    />
  );
}
