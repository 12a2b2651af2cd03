import { useMemo } from 'react';
import { collectionApi } from '@yjf/area-finance/api/finance';
import { dateHelpers } from '@yjf/domain/calendar';
import {
  COLLECTION_STAGES,
  collectionFormSchema,
  type Collection,
  type CollectionForm,
} from '@yjf/area-finance/domain/collectionSchemas';
import { labelOf } from '@yjf/domain/dictionaries';
import { RecordFormDialog, type FormValues } from '@yjf/ui/crud/RecordFormDialog';
import { notifySaved } from '@yjf/ui/notices';
import { receiveFields, receiveFormValues, schemaWithValues } from './collectionFields';

export const RECEIVED_AMOUNT_REQUIRED = '请输入实收金额';

/** Registering nothing is no registration: the dialog asks for an amount; the rest is the collection's schema. */
const receiveSchema = collectionFormSchema.refine((form) => (form.receivedAmount as number) > 0, {
  path: ['receivedAmount'],
  message: RECEIVED_AMOUNT_REQUIRED,
});

type Props = {
  /** The planned collection money arrived for; nothing keeps the dialog closed. */
  collection: Collection | null;
  onClose: () => void;
};

/**
 * 登记收款: how much of a stage has arrived, into which account, on which day, from whom, with the voucher. Saved
 * as an edit of the whole collection (its id and version), so the server checks it with the same schema.
 */
export function ReceiveDialog({ collection, onClose }: Props) {
  const [edit, editing] = collectionApi.useEdit();
  const initialValues = useMemo<FormValues>(
    () => (collection ? receiveFormValues(collection, dateHelpers.today()) : {}),
    [collection],
  );
  const schema = useMemo(() => schemaWithValues(initialValues, receiveSchema), [initialValues]);
  const submit = async (values: FormValues) => {
    if (!collection) return;
    await edit({ ...(values as CollectionForm), id: collection.id, version: collection.version });
    notifySaved('收款登记成功');
    onClose();
  };
  return (
    <RecordFormDialog
      title={
        collection
          ? `登记收款 · ${collection.projectName} · ${labelOf(COLLECTION_STAGES, collection.stage)}`
          : '登记收款'
      }
      visible={collection !== null}
      fields={receiveFields}
      schema={schema}
      initialValues={initialValues}
      saving={editing.isLoading}
      onSubmit={submit}
      onClose={onClose}
    />
  );
}
