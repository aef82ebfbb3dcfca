import { useCallback, useEffect, useRef, useState } from 'react';
import { ResultCode, type SearchRequest, type SearchResponse } from '@portal/domain';

export type SearchStatus = 'loading' | 'ready' | 'error';

/**
 * Runs the search whenever the request changes. Only the latest request's answer is kept, so a slow
 * answer to an older page never replaces a newer one.
 */
export function useSearchResults<Row>(
  search: (request: SearchRequest) => Promise<SearchResponse<Row>>,
  request: SearchRequest,
) {
  const [status, setStatus] = useState<SearchStatus>('loading');
  const [rows, setRows] = useState<Row[]>([]);
  const [total, setTotal] = useState(0);
  const [totalIsLowerBound, setLowerBound] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const latest = useRef(0);
  const key = JSON.stringify(request);
  const searchRef = useRef(search);
  searchRef.current = search;

  useEffect(() => {
    const ticket = ++latest.current;
    setStatus('loading');
    searchRef
      .current(JSON.parse(key) as SearchRequest)
      .then((response) => {
        if (ticket !== latest.current) return;
        // "No data" codes are an empty page, not a failure.
        const ok = response.result === ResultCode.Success;
        setRows(ok ? response.data : []);
        setTotal(ok ? response.total : 0);
        setLowerBound(ok && response.totalIsLowerBound === true);
        setStatus('ready');
      })
      .catch(() => {
        if (ticket === latest.current) setStatus('error');
      });
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { status, rows, total, totalIsLowerBound, retry };
}
