import { useMemo } from 'react';
import type { FormKeys, ResourceDeclaration, RowOf } from '@yjf/domain/resourceFields';
import { CrudPage, type CrudPageProps } from './CrudPage';
import { columnsOf, formFieldsOf, searchFieldsOf, type ColumnOverrides, type ControlOverrides } from './declaredViews';

/** The declared form's fields, for a dialog of a page's own (a follow-up added from its record's page). */
export { formFieldsOf } from './declaredViews';
/** The declared columns and search bar, for a list a page shapes itself (an order's, written on pages of its own). */
export { columnsOf, searchFieldsOf } from './declaredViews';

type Derived = 'title' | 'noun' | 'columns' | 'searchFields' | 'formFields' | 'schema';

/**
 * What a page says beside its declaration: the API and permission, and by field name what is its own (a link in
 * a cell, the picker of a reference); TypeScript refuses a name that is not a declared field.
 */
export type ResourcePageProps<D extends ResourceDeclaration, Row extends RowOf<D>, Form> = Omit<
  CrudPageProps<Row, Form>,
  Derived
> & {
  declaration: D;
  columns?: ColumnOverrides<D>;
  /** Controls of the search bar's filters (a person, a customer). */
  searchControls?: ControlOverrides<keyof D['fields'] & string>;
  /** Controls of the form's references (负责人, 客户). */
  formControls?: ControlOverrides<FormKeys<D['fields']>>;
  /** The page's title when it is not the declaration's (a list embedded in a record's page). */
  title?: string;
};

/**
 * A list screen drawn from its resource's declaration: the columns, the search bar, the add/edit dialog and its
 * checks come from the fields (`@yjf/domain/resourceFields`); the rest is CrudPage's.
 *
 * @example
 *   <ResourcePage declaration={customerDeclaration} api={customerApi} permission="customer"
 *     columns={{ name: { render: (row) => <Link ...>{row.name}</Link> } }}
 *     formControls={{ ownerId: <UserSelect placeholder="默认为自己" /> }} />
 */
export function ResourcePage<D extends ResourceDeclaration, Row extends RowOf<D>, Form>(
  props: ResourcePageProps<D, Row, Form>,
) {
  const { declaration, columns, searchControls, formControls, title, ...rest } = props;
  const derived = useMemo(
    () => ({
      search: searchFieldsOf(declaration, searchControls),
      form: formFieldsOf(declaration, formControls),
    }),
    // The declaration is a module constant; controls are elements made once per page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [declaration],
  );
  // A record written on pages of its own declares no form fields: the list then has no dialog.
  const writing = derived.form.length ? { formFields: derived.form, schema: declaration.form } : {};
  return (
    <CrudPage<Row, Form>
      {...(rest as CrudPageProps<Row, Form>)}
      {...writing}
      title={title ?? declaration.title}
      noun={declaration.noun}
      columns={columnsOf(declaration, columns) as CrudPageProps<Row, Form>['columns']}
      searchFields={derived.search}
    />
  );
}
