import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { schemeApi } from '@yjf/area-projects/api/projects';
import { schemeDeclaration, schemeFormSchema } from '@yjf/area-projects/domain/schemeSchemas';
import { Checkbox } from '@yjf/ui/arcoCore';
import { CrudPage } from '@yjf/ui/crud/CrudPage';
import { schemeColumns, schemeSearch } from './schemeColumns';
import { newScheme, schemeFields } from './schemeFields';

type Props = {
  /** Only this project's drawings (the project detail page): no project column or search, new ones go there. */
  projectId?: number;
};

/**
 * 方案图纸: the company's drawings, or one project's, newest version of each unless 显示历史版本 is ticked.
 *
 * @example <SchemeTable projectId={project.id} />
 */
export function SchemeTable({ projectId }: Props) {
  const navigate = useNavigate();
  const [history, setHistory] = useState(false);
  const fixedFilters = useMemo(
    () => ({ ...(history ? {} : { latest: true }), ...(projectId ? { projectId } : {}) }),
    [history, projectId],
  );
  const columns = useMemo(
    () => schemeColumns(navigate).filter((column) => !projectId || column.field !== 'projectName'),
    [navigate, projectId],
  );
  const searchFields = useMemo(
    () => schemeSearch.filter((field) => !projectId || field.name !== 'projectId'),
    [projectId],
  );
  const newValues = useMemo(() => newScheme(projectId), [projectId]);
  return (
    <CrudPage
      title={schemeDeclaration.title}
      noun="图纸"
      api={schemeApi}
      permission="scheme"
      columns={columns}
      searchFields={searchFields}
      formFields={schemeFields}
      schema={schemeFormSchema}
      newValues={newValues}
      fixedFilters={fixedFilters}
      toolbar={
        <Checkbox checked={history} onChange={setHistory}>
          显示历史版本
        </Checkbox>
      }
    />
  );
}

export default SchemeTable;
