import { GEOGRAPHY_SCREEN_PATHS, type SearchRequest, type SearchResponse } from '@portal/domain';
import { SummaryPage, summaryPermissions, useEntityLink, type SummaryColumn } from '@portal/shell-contract';
import { useGeographyApi } from '../shared/geography/use-geography-api';
import { LocationPickers, fieldOf } from './location-pickers';
import { LOCATION_SCREENS, levelsDownTo, type LocationResource } from './location-screens';

interface LocationRow {
  id: number;
  name: string;
  code: string | null;
  [field: string]: unknown;
}

type Filters = Record<string, number[]>;

const fieldTitle = (key: string) => `masterdata.geography.field.${key.replace(/Name$/, '')}`;

/** The summary of provinces, cities, counties or towns: searchable by name and filtered by parents. */
export function LocationSummary({ resource }: { resource: LocationResource }) {
  const api = useGeographyApi();
  const link = useEntityLink();
  const screen = LOCATION_SCREENS[resource];
  const paths = GEOGRAPHY_SCREEN_PATHS[resource];
  const P = screen.permissions;

  const columns: SummaryColumn<LocationRow>[] = [
    { key: 'name', titleId: 'masterdata.geography.field.name', sortable: true },
    { key: 'code', titleId: 'masterdata.geography.field.code', sortable: true },
    ...screen.relationColumns.map((key) => ({ key, titleId: fieldTitle(key), sortable: true })),
    ...(screen.childCount
      ? [
          {
            key: screen.childCount,
            titleId: `masterdata.geography.field.${screen.childCount}`,
            sortable: true,
          },
        ]
      : []),
    { key: 'id', titleId: 'masterdata.geography.field.id', sortable: true, defaultVisible: false },
  ];
  const filterDefaults: Filters = Object.fromEntries(
    levelsDownTo(screen.parent).map((level) => [fieldOf(level, true), []]),
  );
  const client = api[resource] as unknown as {
    search(request: SearchRequest): Promise<SearchResponse<LocationRow>>;
    export(request: SearchRequest): Promise<Blob>;
  };

  return (
    <SummaryPage<LocationRow, Filters>
      titleId={`masterdata.${resource}.summary.title`}
      screenKey={screen.screenKey}
      resource={client}
      columns={columns}
      filterDefaults={filterDefaults}
      renderFilters={() => <LocationPickers down={screen.parent} multiple />}
      defaultSort={{ field: 'name', direction: 'asc' }}
      permissions={summaryPermissions(P)}
      rowLink={(row) => link(`${paths.edit}/${row.id}`)}
      newLink={link(paths.edit)}
      exportName={screen.exportName}
    />
  );
}
