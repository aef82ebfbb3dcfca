import { useCallback, useEffect, useRef, useState } from 'react';

export type LoadStatus = 'loading' | 'ready' | 'error';

export interface Loaded<T> {
  data: T | null;
  status: LoadStatus;
  /** Loads again with the same request (after a change the screen made, or Retry). */
  reload: () => void;
}

/**
 * The answer of `load` for the request named by `key`, loaded again whenever the key changes. The previous
 * answer stays shown while the next one loads (a month or a filter changing does not blank the screen), and
 * an answer that comes back after a newer request was made is dropped.
 */
export function useLoaded<T>(load: () => Promise<T>, key: string): Loaded<T> {
  const [data, setData] = useState<T | null>(null);
  const [status, setStatus] = useState<LoadStatus>('loading');
  const [round, setRound] = useState(0);
  const latest = useRef(load);
  latest.current = load;

  useEffect(() => {
    let current = true;
    setStatus('loading');
    latest
      .current()
      .then((answer) => {
        if (!current) return;
        setData(answer);
        setStatus('ready');
      })
      .catch(() => current && setStatus('error'));
    return () => {
      current = false;
    };
  }, [key, round]);

  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { data, status, reload };
}
