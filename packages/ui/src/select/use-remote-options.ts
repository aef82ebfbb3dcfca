import { useEffect, useRef, useState } from 'react';
import { DATASOURCE_TAKE, ResultCode, type DataSourceItem } from '@portal/domain';
import { mergeOptions, SELECT_SEARCH_DELAY_MS, toIdList } from './select-logic';
import type { SelectDataSource, SelectOption } from './select-types';

export interface RemoteOptionsInput<V> {
  dataSource?: SelectDataSource;
  /** Resource filters sent with every request (countryIds, provinceIds...). */
  params?: Record<string, unknown>;
  take?: number;
  term: string;
  /** Search only while the panel is open and the term is long enough. */
  active: boolean;
  selected: readonly V[];
  toOption(item: DataSourceItem): SelectOption<V>;
}

export interface RemoteOptions<V> {
  /** The latest answer for the current term and filters. */
  results: SelectOption<V>[];
  /** Every item seen so far, so chips keep their labels after a new search. */
  known: SelectOption<V>[];
  loading: boolean;
}

interface Answer<V> {
  key: string;
  items: SelectOption<V>[];
}

/**
 * Remote search through a datasource: debounced by the spec's 200 ms typed-key delay, stale answers
 * dropped, selected ids sent as idList so the server returns their labels. A failed or unsuccessful
 * answer is an empty list: the panel then says "No items found" instead of breaking the form.
 */
export function useRemoteOptions<V>({
  dataSource,
  params,
  take = DATASOURCE_TAKE,
  term,
  active,
  selected,
  toOption,
}: RemoteOptionsInput<V>): RemoteOptions<V> {
  const [answer, setAnswer] = useState<Answer<V>>({ key: '', items: [] });
  const [known, setKnown] = useState<SelectOption<V>[]>([]);
  const latest = useRef({ dataSource, selected, toOption, params });
  latest.current = { dataSource, selected, toOption, params };
  const wantedKey = useRef('');
  const paramsKey = JSON.stringify(params ?? {});
  const searchText = term.trim();
  const key = JSON.stringify([searchText, paramsKey, take]);

  const ask = async (request: Parameters<SelectDataSource>[0]) => {
    const { dataSource: source, toOption: map } = latest.current;
    if (!source) return [];
    try {
      const response = await source(request);
      return response.result === ResultCode.Success ? response.dataSourceList.map(map) : [];
    } catch {
      return [];
    }
  };

  useEffect(() => {
    if (!dataSource || !active) return;
    wantedKey.current = key;
    const timer = setTimeout(async () => {
      const items = await ask({
        ...latest.current.params,
        searchText,
        skip: 0,
        take,
        idList: toIdList(latest.current.selected),
      });
      if (wantedKey.current !== key) return;
      setKnown((current) => mergeOptions(current, items));
      setAnswer({ key, items });
    }, SELECT_SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
    // `key` covers the term, the filters and take; the datasource function may change identity each render.
  }, [active, key, Boolean(dataSource)]);

  // Labels of values bound before any search (an edit form): ask once for the ids nobody has named yet.
  const asked = useRef(new Set<number>());
  const missing = toIdList(selected).filter(
    (id) => !asked.current.has(id) && !known.some((option) => option.value === (id as unknown)),
  );
  const missingKey = missing.join(',');
  useEffect(() => {
    if (!dataSource || missing.length === 0) return;
    missing.forEach((id) => asked.current.add(id));
    void ask({
      ...latest.current.params,
      searchText: '',
      skip: 0,
      take: Math.max(take, missing.length),
      idList: missing,
    }).then((items) => setKnown((current) => mergeOptions(current, items)));
  }, [missingKey, Boolean(dataSource)]);

  const loading = Boolean(dataSource) && active && answer.key !== key;
  return { results: answer.key === key ? answer.items : [], known, loading };
}
