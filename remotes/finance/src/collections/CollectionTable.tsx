import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { collectionApi } from '@yjf/area-finance/api/finance';
import { dateHelpers } from '@yjf/domain/calendar';
import {
  COLLECTION_STAGES,
  collectionDeclaration,
  collectionFormSchema,
  collectionState,
  hasReceipt,
  type Collection,
  type CollectionForm,
} from '@yjf/area-finance/domain/collectionSchemas';
import { labelOf } from '@yjf/domain/dictionaries';
import { Button } from '@yjf/ui/arcoCore';
import { CrudPage } from '@yjf/ui/crud/CrudPage';
import { usePermission } from '@yjf/ui/Permission';
import { collectionColumns, collectionSearch, type CollectionRow } from './collectionColumns';
import { collectionFields, collectionFormValues, schemaWithValues } from './collectionFields';
import { ReceiveDialog } from './ReceiveDialog';
import { receiptPath } from './receiptPath';

type Props = {
  /** The list's title; its export is named after it. */
  title: string;
  /** Only this project's collections (项目收款): no project column or picker, new ones belong to it. */
  projectId?: number;
};

/**
 * 收款 on the list engine: plan stages, edit and delete them, export, 登记收款 on a stage not yet received in
 * full (with `collection:edit`), and 打印 of the receipt (收款凭证) of one money has arrived for.
 *
 * @example <CollectionTable title="项目收款" projectId={project.id} />
 */
export function CollectionTable({ title, projectId }: Props) {
  const navigate = useNavigate();
  const { can } = usePermission();
  const [receiving, setReceiving] = useState<Collection | null>(null);
  const inProject = projectId !== undefined;
  const columns = useMemo(() => collectionColumns(navigate, !inProject), [navigate, inProject]);
  const searchFields = useMemo(() => collectionSearch(!inProject), [inProject]);
  const project = useMemo(() => (inProject ? { projectId } : undefined), [inProject, projectId]);
  const formFields = useMemo(
    () => (inProject ? collectionFields.filter((field) => field.name !== 'projectId') : collectionFields),
    [inProject],
  );
  // The project is not on the form of a project's list, but the schema's rules need it.
  const schema = useMemo(() => (project ? schemaWithValues(project) : collectionFormSchema), [project]);
  const newValues = useMemo(() => ({ attachments: [], ...project }), [project]);
  const today = dateHelpers.today();
  return (
    <>
      <CrudPage<CollectionRow, CollectionForm>
        title={title}
        noun={collectionDeclaration.noun}
        api={collectionApi}
        permission="collection"
        columns={columns}
        searchFields={searchFields}
        formFields={formFields}
        schema={schema}
        newValues={newValues}
        toForm={collectionFormValues}
        nameOf={(row) => `${row.projectName} · ${labelOf(COLLECTION_STAGES, row.stage)}`}
        fixedFilters={project}
        rowActionLabels={['登记收款', '打印']}
        rowActions={(row) => (
          <>
            {can('collection:edit') && collectionState(row, today) !== 'received' && (
              <Button type="text" size="mini" onClick={() => setReceiving(row)}>
                登记收款
              </Button>
            )}
            {hasReceipt(row) && (
              <Button type="text" size="mini" onClick={() => navigate(receiptPath(row.id))}>
                打印
              </Button>
            )}
          </>
        )}
      />
      <ReceiveDialog collection={receiving} onClose={() => setReceiving(null)} />
    </>
  );
}
