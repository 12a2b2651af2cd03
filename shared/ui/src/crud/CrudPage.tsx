import { lazy, Suspense, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import type { ListParams, ResourceApi } from '@yjf/api/records';
import { DEFAULT_SORT, PAGE_SIZE_OPTIONS } from '@yjf/domain/lists';
import { Button, Card, Modal, Pagination, Popconfirm, Skeleton, Space } from '../arcoCore';
import type { TableColumnProps } from '../arcoTable';
import { IconDelete, IconPlus, IconUpload } from '@arco-design/web-react/icon';
import { notifySaved } from '../notices';
import { usePermission } from '../Permission';
import { useIsPhone } from '../useIsPhone';
import { cardColumns } from './cardColumns';
import { ColumnChooser } from './ColumnChooser';
import { cell } from './declaredCells';
import { actionsWidthAround, columnWidth, SELECTION_WIDTH } from './columnWidths';
import { repairPagerNames, useDomRepair } from './controlNames';
import {
  ACTIONS_SLACK,
  actionsWidthOf,
  twoCharacterLabels,
  type CrudColumn,
  type FormField,
  type FormSchema,
  type SearchField,
} from './crudTypes';
import { isPageList } from './crudFirstPage';
import { EnabledSwitch } from './EnabledSwitch';
import { ExportButton } from './ExportButton';
import { formValuesOf, RecordFormDialog, type FormValues } from './RecordFormDialog';
import { pagerTotal } from '../list/pagerTotal';
import { useListController } from '../list/useListController';
import { RecordCards } from './RecordCards';
import { SearchBar } from './SearchBar';
import { searchAddressOf } from './searchAddress';
import { useArcoTable } from './onDemandArco';
import { namedSelection } from './tableSelection';
import { useMinimumLoading } from './useMinimumLoading';
import './CrudPage.css';

export type { CrudColumn, FormField, SearchField } from './crudTypes';

/**
 * The import dialog, loaded when first opened: outside crud/ (whose modules load with every list, startupTiers.mjs)
 * and no shared entry of the package (which would put it in the kernel chunk lists load), so it and its steps,
 * progress bar and radio buttons weigh nothing until 导入 is pressed.
 */
const ImportDialog = lazy(() => import('../importing/ImportDialog'));
export { actionsWidth, DATETIME_WIDTH } from './crudTypes';

type RowBase = { id: number; version: number };

/** A list without filters: one array, so its (empty) search bar is not drawn again with each render. */
const NO_SEARCH_FIELDS: SearchField[] = [];

/** What every list declares: the records, how they show and are searched, and what each row offers. */
type ListProps<Row extends RowBase, Form> = {
  /** The page's title: the export is named after it (客户列表_20261123_093000.xlsx). */
  title: string;
  /** What one record is called: 新增客户, 编辑客户. */
  noun: string;
  api: ResourceApi<Row, Form>;
  /** Permission prefix: buttons need `<prefix>:add|edit|del`. */
  permission: string;
  columns: CrudColumn<Row>[];
  searchFields?: SearchField[];
  /** The row's enabled flag gets a switch (with `<prefix>:edit`). */
  enabledField?: Extract<keyof Row, string>;
  /** How a record is named in questions (删除「…」); default its `name`. */
  nameOf?: (row: Row) => string;
  /** Whether a row may still be edited (an unreviewed order): 编辑 only for these; default every row. */
  editable?: (row: Row) => boolean;
  /** Whether a row may still be deleted: 删除 and its checkbox only for these; default every row. */
  deletable?: (row: Row) => boolean;
  /** More buttons in a row's 操作 column. */
  rowActions?: (row: Row) => ReactNode;
  /** How many two-character buttons rowActions draws at most (the 操作 column is sized for them); default 1. */
  rowActionCount?: number;
  /**
   * The labels of the widest row of buttons rowActions draws, when they are not all two characters long: the
   * 操作 column is sized for them (with 编辑 and 删除) before it is measured, so the list is drawn once.
   */
  rowActionLabels?: string[];
  /** More buttons in the toolbar. */
  toolbar?: ReactNode;
  /** Filters always applied, beside the search bar's (a customer's follow-ups, a chart segment's rows). */
  fixedFilters?: ListParams;
  /**
   * 导入 beside 导出 (for holders of `<prefix>:add`): the resource's server declares its import
   * (`importing`), and its template, checks and columns come from there.
   */
  importable?: boolean;
};

/** Records written in the list's own dialog, checked by the shared schema before anything is sent. */
type DialogWriting<Row> = {
  formFields: FormField[];
  /**
   * The edit dialog's fields when they differ from the add dialog's (期初库存 only when adding), or differ by row
   * (one's own phone read-only); default formFields.
   */
  editFields?: FormField[] | ((row: Row) => FormField[]);
  /** The shared form schema (shared/domain): the dialog validates with it before sending. */
  schema: FormSchema;
  /** Values of a new record's form. */
  newValues?: FormValues;
  /** A row as its edit form starts; by default the form fields' values of the row. */
  toForm?: (row: Row) => FormValues;
  /** 新增 runs this instead of opening the dialog: a record added on a page of its own, or an upload. */
  onAdd?: () => void;
  /** The add button's words when the record is not written but brought in (上传); default 新增. */
  addLabel?: string;
  /** 编辑 runs this instead of opening the dialog. */
  onEdit?: (row: Row) => void;
};

/**
 * Records written on pages of their own (新增采购单, the stock-out product chooser): 新增 and 编辑 go there, so
 * the list has no dialog and declares no form.
 */
type PageWriting<Row> = {
  /** 新增: opens the page that writes a new record. */
  onAdd: () => void;
  /** 编辑: opens the page that writes this row. */
  onEdit: (row: Row) => void;
  formFields?: never;
  editFields?: never;
  schema?: never;
  newValues?: never;
  toForm?: never;
};

/** A list's declarations, written either in its dialog (formFields and schema) or on pages (onAdd and onEdit). */
export type CrudPageProps<Row extends RowBase, Form> = ListProps<Row, Form> & (DialogWriting<Row> | PageWriting<Row>);

/** The words of a cell a page draws itself (a link): shown whole on hover when the cell cuts them short. */
function hoverText<Row>(column: CrudColumn<Row>, row: Row): string | undefined {
  const value = row[column.field] as unknown;
  return column.render && (typeof value === 'string' || typeof value === 'number') ? String(value) : undefined;
}

/**
 * A whole list screen from declarations (issue 5): search, paged and sortable table, add/edit dialog checked by
 * the shared schema, single and bulk delete with confirmation, export, Excel import (`importable`), column chooser with refresh, enabled
 * switches; buttons only for users who hold their permission (the server checks anyway).
 *
 * Defaults: page size 10 (10/20/30/40/50), pages sent 0-based, sorted by id descending.
 *
 * A record written on pages of its own (an order and its lines) declares onAdd and onEdit instead of formFields
 * and schema; editable and deletable keep 编辑 and 删除 to the rows whose status still allows them.
 *
 * On a desktop every column has its width (declared, or its kind's), so the table knows when it must scroll
 * sideways and then shows it (a shadow on the fixed columns, a visible scrollbar); the 操作 column is as wide as
 * its buttons. Below 768 px (`useIsPhone`) the list is cards (`RecordCards`): the record's name (the column
 * declared `cardTitle`, else the `name` or `title` column, else the first) over its next four columns and its
 * status, the row's buttons in a 操作 menu, the filters in a drawer, a compact pager; the dialog takes the whole
 * screen.
 *
 * @example
 *   <CrudPage title="客户列表" noun="客户" api={customerApi} permission="customer"
 *     columns={customerColumns} searchFields={customerSearch} formFields={customerFields} schema={customerFormSchema} />
 * @example
 *   <CrudPage title="采购订单" noun="采购单" api={purchaseOrderApi} permission="purchaseOrder" columns={columns}
 *     onAdd={() => navigate('/project/add/purchase/order')} onEdit={(row) => navigate(`/project/add/purchase/order/${row.id}`)}
 *     editable={isUnreviewed} deletable={isUnreviewed} />
 */
export function CrudPage<Row extends RowBase, Form>(props: CrudPageProps<Row, Form>) {
  const { title, noun, api, permission, columns, schema, enabledField } = props;
  const formFields = props.formFields ?? [];
  const editFieldsOf = (row: Row) =>
    typeof props.editFields === 'function' ? props.editFields(row) : (props.editFields ?? formFields);
  const editable = (row: Row) => props.editable?.(row) ?? true;
  const deletable = (row: Row) => props.deletable?.(row) ?? true;
  const nameOf = props.nameOf ?? ((row: Row) => String((row as Record<string, unknown>).name ?? row.id));
  const { can } = usePermission();
  const phone = useIsPhone();
  const Table = useArcoTable(!phone);
  const mayAdd = can(`${permission}:add`);
  const mayEdit = can(`${permission}:edit`);
  const mayDelete = can(`${permission}:del`);

  const { fixedFilters } = props;
  const searchFields = props.searchFields ?? NO_SEARCH_FIELDS;
  // The page's main list keeps its state in the address; a list embedded in another page (fixed filters) does not.
  const address = useMemo(
    () =>
      isPageList(fixedFilters)
        ? searchAddressOf(
            searchFields,
            columns.filter((column) => column.sortable).map((column) => column.field),
          )
        : undefined,
    // The search fields and columns are a page's declarations, the same for the list's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [fixedFilters === undefined],
  );
  const list = useListController({
    fixedFilters,
    syncWithLocation: address,
    columns: {
      key: api.resource,
      fields: columns.map((c) => c.field),
      hidden: columns.filter((c) => c.hiddenByDefault).map((c) => c.field),
    },
  });
  const { page, size, sort, selected, setSelected } = list;
  const { data, isFetching, isError, refetch } = api.useList(list.params, { pageData: isPageList(fixedFilters) });
  const loading = useMinimumLoading(isFetching);
  // A list that could not be read says so in its place, with 重试 (the shell's notice said why), never 暂无数据.
  const empty =
    isError && !data ? (
      <span role="alert">
        {noun}列表加载失败，请稍后
        <Button type="text" size="mini" onClick={() => void refetch()}>
          重试
        </Button>
      </span>
    ) : (
      '暂无数据'
    );

  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const [importing, setImporting] = useState(false);
  const [add, adding] = api.useAdd();
  const [edit, editingState] = api.useEdit();
  const [remove, removing] = api.useDelete();
  const [toggle] = api.useToggle();

  const visible = list.visibleColumns;

  const removeRows = async (ids: number[]) => {
    try {
      await remove(ids);
      notifySaved('删除成功');
      // The last row of the last page gone: the list steps back a page.
      list.removed(ids, data?.content.length ?? 0);
    } catch {
      // Spec section 8: a failed delete only stops loading; the error presenter has said why.
    }
  };

  const confirmBulkDelete = () =>
    Modal.confirm({
      title: '提示',
      content: `确认删除选中的 ${selected.length} 条数据吗？`,
      okText: '确定',
      cancelText: '取消',
      onOk: () => removeRows(selected),
    });

  const submit = async (values: FormValues) => {
    if (editing === 'new') {
      await add(values as Form);
      notifySaved('新增成功');
    } else if (editing) {
      await edit({ ...(values as Form), id: editing.id, version: editing.version });
      notifySaved('编辑成功');
    }
    setEditing(null);
  };

  const shown = columns.filter((column) => visible.includes(column.field));
  const content = (column: CrudColumn<Row>, row: Row) =>
    column.field === enabledField ? (
      <EnabledSwitch
        enabled={Boolean(row[column.field])}
        name={nameOf(row)}
        disabled={!mayEdit}
        onToggle={(enabled) => toggle(row.id, enabled)}
      />
    ) : (
      cell(column, row)
    );
  const hasActions = mayEdit || mayDelete || Boolean(props.rowActions);
  const actions = (row: Row) => (
    <>
      {props.rowActions?.(row)}
      {mayEdit && editable(row) && (
        <Button type="text" size="mini" onClick={() => (props.onEdit ? props.onEdit(row) : setEditing(row))}>
          编辑
        </Button>
      )}
      {mayDelete && deletable(row) && (
        <Popconfirm
          title={`确定删除「${nameOf(row)}」吗？`}
          okText="确定"
          cancelText="取消"
          onOk={() => removeRows([row.id])}
        >
          <Button type="text" size="mini" status="danger">
            删除
          </Button>
        </Popconfirm>
      )}
    </>
  );

  // The 操作 column is as wide as its widest row of buttons once drawn; until then, an estimate from their count.
  // An estimate within ACTIONS_SLACK of the buttons stays, so the list is not drawn a second time for it.
  const [drawnActions, setDrawnActions] = useState<number | null>(null);
  const estimatedActions = actionsWidthOf([
    ...(props.rowActions ? (props.rowActionLabels ?? twoCharacterLabels(props.rowActionCount ?? 1)) : []),
    ...(mayEdit ? ['编辑'] : []),
    ...(mayDelete ? ['删除'] : []),
  ]);
  const actionsColumnWidth = drawnActions ?? estimatedActions;
  const tableRef = useDomRepair<HTMLDivElement>(repairPagerNames);
  useLayoutEffect(() => {
    const drawn = Array.from(tableRef.current?.querySelectorAll('.crud-row-actions') ?? []);
    const widest = Math.max(0, ...drawn.map((buttons) => buttons.getBoundingClientRect().width));
    // A layout-less screen (a test) measures nothing and keeps the estimate.
    if (widest <= 0) return;
    const needed = actionsWidthAround(widest);
    if (needed > actionsColumnWidth || actionsColumnWidth - needed > ACTIONS_SLACK) setDrawnActions(needed);
  }, [data, phone, Table, visible, tableRef, actionsColumnWidth]);

  const rows = data?.content ?? [];
  const widthOf = (column: CrudColumn<Row>) => columnWidth({ ...column, toggle: column.field === enabledField });
  const tableColumns: TableColumnProps<Row>[] = shown.map((column, index) => ({
    title: column.title,
    // The first column names the record: it stays in view while a wide table scrolls sideways.
    fixed: index === 0 ? ('left' as const) : undefined,
    dataIndex: column.field,
    width: widthOf(column),
    ellipsis: true,
    sorter: column.sortable ? true : undefined,
    sortOrder: sort === `${column.field},asc` ? 'ascend' : sort === `${column.field},desc` ? 'descend' : undefined,
    render: (_: unknown, row: Row) => {
      const text = hoverText(column, row);
      return text ? <span title={text}>{content(column, row)}</span> : content(column, row);
    },
  }));
  if (hasActions) {
    tableColumns.push({
      title: '操作',
      dataIndex: '__actions',
      fixed: 'right',
      width: actionsColumnWidth,
      render: (_: unknown, row: Row) => (
        <Space size={4} className="crud-row-actions">
          {actions(row)}
        </Space>
      ),
    });
  }
  const tableWidth =
    (mayDelete ? SELECTION_WIDTH : 0) +
    shown.reduce((sum, column) => sum + widthOf(column), 0) +
    (hasActions ? actionsColumnWidth : 0);
  const card = cardColumns(
    shown,
    (column) => column.field,
    (column) => column.cardTitle,
  );

  const initialValues = useMemo<FormValues>(
    () =>
      editing === null
        ? {}
        : editing === 'new'
          ? { ...(props.newValues ?? {}) }
          : (props.toForm?.(editing) ?? formValuesOf(editing, editFieldsOf(editing))),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [editing],
  );

  const searchBar = <SearchBar fields={searchFields} values={list.filters} onSearch={list.search} />;
  const pager = {
    current: page + 1,
    pageSize: size,
    total: data?.totalElements ?? 0,
    showTotal: pagerTotal(data, list.countAll),
  };

  return (
    <Card className={phone ? 'crud-page crud-page-phone' : 'crud-page'} bordered={false}>
      {!phone && searchBar}
      <div className="crud-toolbar">
        <Space wrap>
          {phone && searchBar}
          {mayAdd && (
            <Button
              type="primary"
              icon={<IconPlus />}
              onClick={() => (props.onAdd ? props.onAdd() : setEditing('new'))}
            >
              {('addLabel' in props && props.addLabel) || '新增'}
            </Button>
          )}
          {mayDelete && (
            <Button
              status="danger"
              icon={<IconDelete />}
              disabled={!selected.length}
              loading={removing.isLoading && selected.length > 0}
              onClick={confirmBulkDelete}
            >
              删除
            </Button>
          )}
          {props.importable && mayAdd && (
            <Button icon={<IconUpload />} onClick={() => setImporting(true)}>
              导入
            </Button>
          )}
          <ExportButton download={() => api.download(list.query, title)} />
          {props.toolbar}
        </Space>
        <ColumnChooser
          columns={columns.map((c) => ({ field: c.field, title: c.title }))}
          visible={visible}
          onChange={list.chooseColumns}
          onRefresh={() => void refetch()}
        />
      </div>
      <div ref={tableRef}>
        {phone ? (
          <>
            <RecordCards<Row>
              rows={rows}
              loading={loading}
              empty={empty}
              label={title}
              nameOf={nameOf}
              title={{
                key: card.title?.field ?? 'id',
                label: card.title?.title,
                render: (row) => (card.title ? content(card.title, row) : nameOf(row)),
              }}
              fields={card.fields.map((column) => ({
                key: column.field,
                label: column.title,
                render: (row) => content(column, row),
              }))}
              actions={hasActions ? actions : undefined}
              selection={mayDelete ? { selected, onChange: setSelected, selectable: deletable } : undefined}
            />
            {(data?.totalElements ?? 0) > 0 && (
              <Pagination
                {...pager}
                simple
                size="small"
                className="record-cards-pager"
                onChange={(current) => list.turn(current - 1)}
              />
            )}
          </>
        ) : !Table ? (
          <Skeleton animation text={{ rows: 4 }} className="crud-table" />
        ) : (
          <Table<Row>
            className="crud-table"
            rowKey="id"
            columns={tableColumns}
            data={rows}
            loading={loading}
            border={false}
            scroll={{ x: tableWidth }}
            noDataElement={<div className="crud-empty">{empty}</div>}
            rowSelection={
              mayDelete
                ? namedSelection<Row>(
                    {
                      type: 'checkbox',
                      selectedRowKeys: selected,
                      onChange: (keys) => setSelected(keys as number[]),
                      checkboxProps: (row) => ({ disabled: !deletable(row) }),
                    },
                    rows,
                    nameOf,
                  )
                : undefined
            }
            pagination={{
              ...pager,
              sizeCanChange: true,
              sizeOptions: PAGE_SIZE_OPTIONS,
              showJumper: true,
            }}
            onChange={(pagination, sorter) => {
              const nextSize = pagination.pageSize ?? size;
              const nextSort =
                !Array.isArray(sorter) && sorter.field && sorter.direction
                  ? `${String(sorter.field)},${sorter.direction === 'ascend' ? 'asc' : 'desc'}`
                  : DEFAULT_SORT;
              list.arrange({ page: (pagination.current ?? 1) - 1, size: nextSize, sort: nextSort });
            }}
          />
        )}
      </div>
      {importing && (
        <Suspense fallback={null}>
          <ImportDialog
            resource={api.resource}
            title={title}
            noun={noun}
            mayUpdate={mayEdit}
            onClose={() => setImporting(false)}
          />
        </Suspense>
      )}
      {schema && (
        <RecordFormDialog
          title={editing === 'new' ? `新增${noun}` : `编辑${noun}`}
          visible={editing !== null}
          fields={editing === 'new' || editing === null ? formFields : editFieldsOf(editing)}
          schema={schema}
          initialValues={initialValues}
          saving={adding.isLoading || editingState.isLoading}
          onSubmit={submit}
          onClose={() => setEditing(null)}
        />
      )}
    </Card>
  );
}
