/**
 * The generic search and datasource contracts (spec section 3, "Search and datasource requests"). Every
 * summary screen posts a SearchRequest and gets a SearchResponse; every lookup (select widget with remote
 * search) posts a DataSourceRequest and gets a DataSourceResponse.
 */

/** Page sizes a summary screen offers (spec section 9). */
export const PAGE_SIZES = [10, 25, 50, 100, 200] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 25;

/** Rows an export takes from the screen; larger exports are streamed by the server (spec section 9). */
export const MAX_SCREEN_EXPORT_ROWS = 1000;

/** Product, category and similar lookups take 10 (spec section 9). */
export const DATASOURCE_TAKE = 10;

export type SortDirection = 'asc' | 'desc';

export interface SortOrder {
  field: string;
  direction: SortDirection;
}

/** searchText, skip and take, plus the resource's own filters (countryIds, provinceIds...). */
export interface SearchRequest {
  searchText?: string | null;
  skip: number;
  take: number;
  sort?: SortOrder | null;
  /** Spec "Generic": every row, ignoring skip/take (exports). */
  takeAll?: boolean;
  idList?: number[] | null;
  entityIdList?: number[] | null;
  [filter: string]: unknown;
}

export interface SearchResponse<Row> {
  /** A RequestResult (1 Success ... 4 DataNotFound). */
  result: number;
  data: Row[];
  /** Rows matching the filters, over every page. */
  total: number;
  /**
   * Set when a very large resource stopped counting at a round cap: there are at least `total` rows (the
   * pager says "10,000+"). Counting 700,000 rows exactly costs more than the page itself.
   */
  totalIsLowerBound?: boolean;
}

export interface DataSourceRequest {
  searchText?: string | null;
  skip?: number;
  take?: number | null;
  /** Ids that must be in the answer whatever the search (the values already selected). */
  idList?: number[] | null;
  [filter: string]: unknown;
}

export interface DataSourceItem {
  id: number;
  name: string;
}

export interface DataSourceResponse<Item extends DataSourceItem = DataSourceItem> {
  result: number;
  dataSourceList: Item[];
}
