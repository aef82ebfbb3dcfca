import { nextSort, readSearchState, toSearchRequest, writeSearchState } from './search-state';

const defaults = { countryIds: [] as number[], regionIds: [] as number[], active: false, code: '' };

describe('search state in the query string', () => {
  it('reads defaults from an empty query', () => {
    expect(readSearchState(new URLSearchParams(), defaults)).toEqual({
      searchText: '',
      filters: defaults,
      page: 1,
      pageSize: 25,
      sort: null,
    });
  });

  it('round-trips every part of the state', () => {
    const state = {
      searchText: 'fra',
      filters: { countryIds: [250, 380], regionIds: [], active: true, code: 'EU' },
      page: 3,
      pageSize: 100,
      sort: { field: 'name', direction: 'desc' as const },
    };
    const params = writeSearchState(state, defaults);
    expect(params.toString()).toBe(
      'searchText=fra&countryIds=250%2C380&active=true&code=EU&page=3&pageSize=100&sort=name&order=desc',
    );
    expect(readSearchState(new URLSearchParams(params.toString()), defaults)).toEqual(state);
  });

  it('falls back to defaults for malformed values', () => {
    const state = readSearchState(
      new URLSearchParams('page=-2&pageSize=37&countryIds=&sort=name&order=sideways'),
      defaults,
    );
    expect(state.page).toBe(1);
    expect(state.pageSize).toBe(25);
    expect(state.filters.countryIds).toEqual([]);
    expect(state.sort).toEqual({ field: 'name', direction: 'asc' });
  });

  it('leaves out the default sort and rejects filter keys that clash', () => {
    const sort = { field: 'name', direction: 'asc' as const };
    const state = readSearchState(new URLSearchParams(), defaults, sort);
    expect(state.sort).toEqual(sort);
    expect(writeSearchState(state, defaults, sort).toString()).toBe('');
    expect(() => writeSearchState({ ...state, filters: { page: 2 } }, { page: 1 })).toThrow(/reserved/);
  });

  it('builds the server request with skip, take and null for empty filters', () => {
    const state = readSearchState(
      new URLSearchParams('searchText=%20ita%20&countryIds=380&page=2&pageSize=50'),
      defaults,
    );
    expect(toSearchRequest(state)).toEqual({
      searchText: 'ita',
      skip: 50,
      take: 50,
      sort: null,
      countryIds: [380],
      regionIds: null,
      active: false,
      code: null,
    });
  });

  it('sorts a new column ascending and flips the sorted one', () => {
    expect(nextSort(null, 'name')).toEqual({ field: 'name', direction: 'asc' });
    expect(nextSort({ field: 'name', direction: 'asc' }, 'name')).toEqual({
      field: 'name',
      direction: 'desc',
    });
    expect(nextSort({ field: 'name', direction: 'desc' }, 'name')).toEqual({
      field: 'name',
      direction: 'asc',
    });
    expect(nextSort({ field: 'name', direction: 'desc' }, 'id')).toEqual({ field: 'id', direction: 'asc' });
  });
});
