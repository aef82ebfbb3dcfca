import type { SearchRequest, SearchResponse } from '@portal/domain';
import { SummaryPage, summaryPermissions, useEntityLink, type SummaryColumn } from '@portal/screen-kit';
import { fieldOf, levelsDownTo, type Hierarchy, type LevelScreen } from './hierarchy';
import { HierarchyPickers } from './hierarchy-pickers';

interface LevelRow {
  id: number;
  name: string;
  code: string | null;
  [field: string]: unknown;
}

type Filters = Record<string, number[]>;

/** The summary of one level: searchable by name and code, filtered by the levels above. */
export function HierarchySummary<Api>({
  hierarchy,
  screen,
}: {
  hierarchy: Hierarchy<Api>;
  screen: LevelScreen;
}) {
  const api = hierarchy.useApi() as Record<string, unknown>;
  const link = useEntityLink();
  const { parent, paths } = screen;
  const column = (key: string) => ({
    key,
    titleId: `${hierarchy.fieldTitles}${key.replace(/Name$/, '')}`,
    sortable: true,
  });

  const columns: SummaryColumn<LevelRow>[] = [
    ...['name', 'code', ...screen.relationColumns, ...screen.countColumns].map(column),
    { ...column('id'), defaultVisible: false },
  ];
  const filterDefaults: Filters = Object.fromEntries(
    levelsDownTo(hierarchy, parent).map((level) => [fieldOf(level, true), []]),
  );
  const client = api[screen.resource] as {
    search(request: SearchRequest): Promise<SearchResponse<LevelRow>>;
    export(request: SearchRequest): Promise<Blob>;
  };

  return (
    <SummaryPage<LevelRow, Filters>
      titleId={`masterdata.${screen.resource}.summary.title`}
      screenKey={screen.screenKey}
      resource={client}
      columns={columns}
      filterDefaults={filterDefaults}
      renderFilters={
        parent ? () => <HierarchyPickers hierarchy={hierarchy} down={parent} multiple /> : undefined
      }
      defaultSort={{ field: 'name', direction: 'asc' }}
      permissions={summaryPermissions(screen.permissions)}
      rowLink={(row) => link(`${paths.edit}/${row.id}`)}
      newLink={link(paths.edit)}
      exportName={screen.exportName}
    />
  );
}
