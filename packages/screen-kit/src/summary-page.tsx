import { useEffect, useMemo, type ReactNode } from 'react';
import type { FormikProps } from 'formik';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import {
  PAGE_SIZES,
  SAVED_FILTER_NAME_MAX,
  type SearchRequest,
  type SearchResponse,
  type SortOrder,
} from '@portal/domain';
import type { XlsxCell } from '@portal/domain/src/xlsx';
import { Alert, Button, ColumnChooser, DataTable, Pager, SavedFiltersMenu, pageCount } from '@portal/ui';
import { SearchForm, type SearchFormValues } from './search-form';
import {
  nextSort,
  readSearchState,
  toSearchRequest,
  writeSearchState,
  type FilterValues,
  type SearchState,
} from './search-state';
import { ExportButton } from './export-button';
import { usePermission } from './use-permission';
import { useColumnChoice, useSavedFilters } from './use-screen-settings';
import { useSearchResults } from './use-search-results';

export interface SummaryColumn<Row> {
  /** Field of the row, and the sort field the server knows. */
  key: string;
  titleId: string;
  sortable?: boolean;
  render?: (row: Row) => ReactNode;
  /** Cell of the Excel export; the row's field by default. */
  exportValue?: (row: Row) => XlsxCell;
  /** Shown until the user chooses columns; true by default. */
  defaultVisible?: boolean;
  className?: string;
}

export interface SummaryResource<Row> {
  search(request: SearchRequest): Promise<SearchResponse<Row>>;
  /** The server's streamed xlsx of every matching row. */
  export?(request: SearchRequest): Promise<Blob>;
}

/** Permission names guarding the optional controls; a control shows only to a user who holds its name. */
export interface SummaryPermissions {
  create?: string;
  export?: string;
  saveFilter?: string;
  displayColumns?: string;
}

export interface SummaryPageProps<Row, Filters extends FilterValues> {
  titleId: string;
  /** Key of the saved filters and columns on the server, e.g. 'country-summary'. */
  screenKey: string;
  resource: SummaryResource<Row>;
  columns: readonly SummaryColumn<Row>[];
  permissions?: SummaryPermissions;
  /** The screen's filters and their empty values (they also type the URL parameters). */
  filterDefaults?: Filters;
  renderFilters?: (form: FormikProps<SearchFormValues<Filters>>) => ReactNode;
  defaultSort?: SortOrder;
  rowKey?: (row: Row) => string | number;
  /** The edit screen of a row; the first visible column links to it. */
  rowLink?: (row: Row) => string;
  newLink?: string;
  /** Further links or buttons of the screen, beside New (an import, a related screen). */
  headerActions?: ReactNode;
  /** Workbook sheet and file name. */
  exportName?: string;
  /** Classes of one row on top of the striping (a row to point out). */
  rowClassName?: (row: Row) => string | undefined;
}

const NO_FILTERS = {} as FilterValues;
const byId = (row: unknown) => (row as { id: number }).id;

/**
 * The summary screen of every resource: search form, saved filters, column choice, server-side paging and
 * sorting, export. The query string holds the whole search, so a link or a reload shows the same page.
 */
export function SummaryPage<Row, Filters extends FilterValues = FilterValues>({
  titleId,
  screenKey,
  resource,
  columns,
  permissions = {},
  filterDefaults = NO_FILTERS as Filters,
  renderFilters,
  defaultSort,
  rowKey = byId,
  rowLink,
  newLink,
  headerActions,
  exportName,
  rowClassName,
}: SummaryPageProps<Row, Filters>) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [params, setParams] = useSearchParams();
  const sortDefault = defaultSort ?? null;
  const query = params.toString();
  const state = useMemo(
    () => readSearchState(new URLSearchParams(query), filterDefaults, sortDefault),
    // The defaults are literals of the screen: compare them by value.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [query, JSON.stringify(filterDefaults), sortDefault?.field, sortDefault?.direction],
  );
  const request = useMemo(() => toSearchRequest(state), [state]);
  const search = useMemo(() => resource.search.bind(resource), [resource]);
  const results = useSearchResults<Row>(search, request);

  const can = {
    create: usePermission(permissions.create) || !permissions.create,
    export: usePermission(permissions.export),
    saveFilter: usePermission(permissions.saveFilter),
    displayColumns: usePermission(permissions.displayColumns),
  };
  const saved = useSavedFilters(screenKey, can.saveFilter);
  const allKeys = columns.map((column) => column.key);
  const defaultKeys = columns.filter((c) => c.defaultVisible !== false).map((c) => c.key);
  const choice = useColumnChoice(screenKey, can.displayColumns, allKeys, defaultKeys);

  const go = (next: Partial<SearchState<Filters>>) =>
    setParams(writeSearchState({ ...state, ...next }, filterDefaults, sortDefault));

  const formValues = useMemo(
    () => ({ ...state.filters, searchText: state.searchText }) as SearchFormValues<Filters>,
    [state],
  );
  const onSearch = ({ searchText, ...filters }: SearchFormValues<Filters>) =>
    go({ searchText, filters: filters as unknown as Filters, page: 1 });

  const headers = new Map(columns.map((column) => [column.key, t(column.titleId)]));
  const visible = columns.filter((column) => choice.visible.includes(column.key));
  const tableColumns = visible.map((column, index) => ({
    key: column.key,
    header: headers.get(column.key)!,
    sortable: column.sortable,
    className: column.className,
    render: (row: Row) => {
      const content = column.render
        ? column.render(row)
        : String((row as Record<string, unknown>)[column.key] ?? '');
      if (index !== 0 || !rowLink) return content;
      return (
        <Link to={rowLink(row)} className="font-medium text-sky-800 hover:underline">
          {content}
        </Link>
      );
    },
  }));

  const pages = pageCount(results.total, state.pageSize);
  const beyondLastPage = results.status === 'ready' && results.total > 0 && state.page > pages;
  useEffect(() => {
    // An old link to a page that no longer exists (rows were deleted) lands on the last page instead.
    if (beyondLastPage)
      setParams(writeSearchState({ ...state, page: pages }, filterDefaults, sortDefault), { replace: true });
  });
  return (
    <div className="flex flex-col gap-4 p-6" data-screen={screenKey}>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="mr-auto text-2xl font-semibold text-slate-900">{t(titleId)}</h1>
        {headerActions}
        {newLink && can.create ? (
          <Link
            to={newLink}
            className="rounded-md bg-sky-700 px-4 py-2 text-sm font-medium text-white hover:bg-sky-800"
          >
            {t('kit.summary.new')}
          </Link>
        ) : null}
      </div>
      <SearchForm
        values={formValues}
        onSearch={onSearch}
        onReset={() => go({ searchText: '', filters: filterDefaults, page: 1 })}
        renderFilters={renderFilters}
      />
      <div className="flex flex-wrap items-center justify-end gap-2">
        {can.saveFilter ? (
          <SavedFiltersMenu
            filters={saved.filters}
            maxNameLength={SAVED_FILTER_NAME_MAX}
            onSave={(name) => saved.save(name, { searchText: state.searchText, ...state.filters })}
            onApply={(filter) => {
              const { searchText, ...filters } = filter.payload;
              go({
                searchText: typeof searchText === 'string' ? searchText : '',
                filters: { ...filterDefaults, ...(filters as Partial<Filters>) },
                page: 1,
              });
            }}
            onDelete={saved.remove}
          />
        ) : null}
        {can.displayColumns ? (
          <ColumnChooser
            columns={columns.map((column) => ({ key: column.key, header: headers.get(column.key)! }))}
            visible={choice.visible}
            onChange={(next) => void choice.choose(next)}
          />
        ) : null}
        {can.export ? (
          <ExportButton
            request={request}
            total={results.total}
            disabled={results.status !== 'ready'}
            search={search}
            exportFile={resource.export?.bind(resource)}
            sheetName={exportName ?? t(titleId)}
            fileName={exportName ?? screenKey}
            columns={visible.map((column) => ({
              header: headers.get(column.key)!,
              value:
                column.exportValue ??
                ((row: Row) => (row as Record<string, unknown>)[column.key] as XlsxCell),
            }))}
          />
        ) : null}
      </div>
      {results.status === 'error' ? (
        <Alert tone="error">
          <div className="flex items-center justify-between gap-4">
            <span>{t('kit.table.error')}</span>
            <Button variant="secondary" onClick={results.retry}>
              {t('kit.table.retry')}
            </Button>
          </div>
        </Alert>
      ) : null}
      {results.status === 'loading' ? (
        <p role="status" className="text-sm text-slate-600">
          {t('kit.table.loading')}
        </p>
      ) : null}
      {results.status === 'ready' && results.total === 0 ? (
        <p
          role="status"
          className="rounded-md border border-dashed border-slate-300 p-6 text-center text-slate-600"
        >
          {t('kit.table.empty')}
        </p>
      ) : null}
      {results.status !== 'error' && results.rows.length > 0 ? (
        <div
          className={results.status === 'loading' ? 'opacity-60' : ''}
          aria-busy={results.status === 'loading'}
        >
          <DataTable
            caption={t(titleId)}
            columns={tableColumns}
            rows={results.rows}
            rowKey={rowKey}
            sort={state.sort}
            onSort={(field) => go({ sort: nextSort(state.sort, field), page: 1 })}
            offset={(state.page - 1) * state.pageSize}
            rowClassName={rowClassName}
          />
        </div>
      ) : null}
      {results.status !== 'error' ? (
        <Pager
          page={Math.min(state.page, pages)}
          pageSize={state.pageSize}
          total={results.total}
          totalIsLowerBound={results.totalIsLowerBound}
          pageSizes={PAGE_SIZES}
          onPage={(page) => go({ page })}
          onPageSize={(pageSize) => go({ pageSize, page: 1 })}
        />
      ) : null}
    </div>
  );
}
