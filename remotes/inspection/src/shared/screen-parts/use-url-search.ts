import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { readSearchState, writeSearchState, type FilterValues, type SearchState } from '@portal/screen-kit';

/**
 * A screen's search kept in the query string (the kit's format), so a link or a reload shows the same
 * month, period or page. `key` changes exactly when the search does.
 */
export function useUrlSearch<Filters extends FilterValues>(defaults: Filters) {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  const defaultsKey = JSON.stringify(defaults);
  const state = useMemo(
    () => readSearchState(new URLSearchParams(key), JSON.parse(defaultsKey) as Filters),
    [key, defaultsKey],
  );
  const go = (next: Partial<SearchState<Filters>>) =>
    setParams(writeSearchState({ ...state, ...next }, JSON.parse(defaultsKey) as Filters));
  return { state, go, key };
}
