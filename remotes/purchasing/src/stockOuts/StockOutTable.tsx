import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { stockOutApi } from '@yjf/area-purchasing/api/purchasing';
import { CrudPage } from '@yjf/ui/crud/CrudPage';
import { ROW_ACTION_COUNT, StockOutActions } from './StockOutActions';
import { stockOutColumns, stockOutSearch } from './stockOutColumns';
import { chooserPath, editPath } from './stockOutPaths';
import { isUnreviewed } from './stockOutStatus';

type Props = {
  /** The list's title; the export is named after it. */
  title: string;
  /** Only this project's stock-outs (its detail page, `OutStock/{id}`): no project column or filter. */
  projectId?: number;
};

/**
 * Stock-outs on the list engine. A stock-out is written in the product chooser, a page: 新增 and 编辑 (while
 * unreviewed) go there. Each row offers 详情, 审核 while unreviewed and 出库 once reviewed (`StockOutActions`);
 * only an unreviewed stock-out may be deleted.
 *
 * @example <StockOutTable title="项目出库单" projectId={12} />
 */
export function StockOutTable({ title, projectId }: Props) {
  const navigate = useNavigate();
  const withProject = projectId === undefined;
  const columns = useMemo(() => stockOutColumns(navigate, withProject), [navigate, withProject]);
  const searchFields = useMemo(() => stockOutSearch(withProject), [withProject]);
  const fixedFilters = useMemo(() => (withProject ? undefined : { projectId }), [withProject, projectId]);
  return (
    <CrudPage
      title={title}
      noun="出库单"
      api={stockOutApi}
      permission="stockOut"
      columns={columns}
      searchFields={searchFields}
      nameOf={(row) => row.code}
      fixedFilters={fixedFilters}
      onAdd={() => navigate(chooserPath({ projectId }))}
      onEdit={(row) => navigate(editPath(row))}
      editable={isUnreviewed}
      deletable={isUnreviewed}
      rowActionCount={ROW_ACTION_COUNT}
      rowActions={(row) => <StockOutActions stockOut={row} variant="row" />}
    />
  );
}
