import { RequestResult, type SearchRequest, type SearchResponse } from '@portal/domain';

/**
 * A summary resource over a short list the server answers whole (the entity's offices, its payroll
 * companies): the text search, sort and paging happen here, so the kit's SummaryPage works unchanged.
 * Text matches any of `textFields`, ignoring case and accents.
 */
export function listResource<Row extends object>(
  load: () => Promise<Row[]>,
  textFields: (keyof Row & string)[],
) {
  return {
    all: load,
    search: async (request: SearchRequest): Promise<SearchResponse<Row>> =>
      searchList(await load(), request, textFields),
  };
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

export function searchList<Row extends object>(
  rows: Row[],
  request: SearchRequest,
  textFields: (keyof Row & string)[],
): SearchResponse<Row> {
  const term = request.searchText?.trim() ? fold(request.searchText.trim()) : null;
  const matching = term
    ? rows.filter((row) =>
        textFields.some((field) => {
          const value = row[field as keyof Row];
          return value != null && fold(String(value)).includes(term);
        }),
      )
    : [...rows];
  const sort = request.sort;
  if (sort) {
    const direction = sort.direction === 'desc' ? -1 : 1;
    const value = (row: Row) => (row as Record<string, unknown>)[sort.field];
    matching.sort((a, b) => {
      const x = value(a);
      const y = value(b);
      if (x == null || y == null) return x == null ? (y == null ? 0 : 1) : -1; // empty values last
      if (typeof x === 'number' && typeof y === 'number') return (x - y) * direction;
      return String(x).localeCompare(String(y), undefined, { sensitivity: 'base' }) * direction;
    });
  }
  const page = request.takeAll ? matching : matching.slice(request.skip, request.skip + request.take);
  return {
    result: matching.length ? RequestResult.Success : RequestResult.DataNotFound,
    data: page,
    total: matching.length,
  };
}
