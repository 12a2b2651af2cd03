import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { stockOutApi } from '@yjf/area-purchasing/api/purchasing';
import { stockOutDeclaration, type StockOut } from '@yjf/area-purchasing/domain/stockOutSchemas';
import { Link } from '@yjf/ui/arcoCore';
import { CrudPage, type CrudColumn } from '@yjf/ui/crud/CrudPage';
import { columnsOf, searchFieldsOf } from '@yjf/ui/crud/ResourcePage';
import { RecordSelect } from '@yjf/ui/RecordSelect';
import { ROW_ACTION_COUNT, StockOutActions } from './StockOutActions';
import { chooserPath, editPath, stockOutPath } from './stockOutPaths';
import { isUnreviewed } from './stockOutStatus';

/** The search bar of the declaration, with the project picker. */
const searchFields = searchFieldsOf(stockOutDeclaration, {
  projectId: <RecordSelect resource="project" placeholder="所属项目" />,
});
/** A project's own list has no project picker. */
const searchInProject = searchFields.filter((field) => field.name !== 'projectId');

type Props = {
  /** The list's title; the export is named after it. */
  title: string;
  /** Only this project's stock-outs (its detail page, `OutStock/{id}`): no project column or filter. */
  projectId?: number;
};

/**
 * Stock-outs on the list engine, their columns and search bar from the declaration. A stock-out is written in
 * the product chooser, a page: 新增 and 编辑 (while unreviewed) go there. Each row offers 详情, 审核 while
 * unreviewed and 出库 once reviewed (`StockOutActions`); only an unreviewed stock-out may be deleted.
 *
 * @example <StockOutTable title="项目出库单" projectId={12} />
 */
export function StockOutTable({ title, projectId }: Props) {
  const navigate = useNavigate();
  const withProject = projectId === undefined;
  // The number opens the stock-out, the project its detail; a project's own list has no project column.
  const columns = useMemo(() => {
    const declared: CrudColumn<StockOut>[] = columnsOf(stockOutDeclaration, {
      code: { render: (row) => <Link onClick={() => navigate(stockOutPath(row.id))}>{row.code}</Link> },
      projectName: {
        render: (row) => <Link onClick={() => navigate(`/project/detail/${row.projectId}`)}>{row.projectName}</Link>,
      },
    });
    return withProject ? declared : declared.filter((column) => column.field !== 'projectName');
  }, [navigate, withProject]);
  const fixedFilters = useMemo(() => (withProject ? undefined : { projectId }), [withProject, projectId]);
  return (
    <CrudPage
      title={title}
      noun={stockOutDeclaration.noun}
      api={stockOutApi}
      permission="stockOut"
      columns={columns}
      searchFields={withProject ? searchFields : searchInProject}
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
