import { useCallback, useEffect, useState } from 'react';
import type { PoImportJob } from '@portal/domain';

/** How often a running import is asked for its progress. */
export const PO_IMPORT_POLL_MS = 500;

export interface ImportJobState {
  job: PoImportJob | null;
  /** The last question went unanswered; Retry asks again. */
  failed: boolean;
  retry(): void;
}

/**
 * The import job behind a hash, asked again every PO_IMPORT_POLL_MS after each answer while it runs (never
 * two questions at once). The hash lives in the URL, so coming back to the page finds the job again.
 */
export function useImportJob(
  load: (hash: string) => Promise<PoImportJob>,
  hash: string | null,
): ImportJobState {
  const [job, setJob] = useState<PoImportJob | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    setJob((current) => (current && current.hash === hash ? current : null));
    setFailed(false);
    if (!hash) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = async () => {
      try {
        const answer = await load(hash);
        if (stopped) return;
        setJob(answer);
        if (answer.status === 'running') timer = setTimeout(() => void ask(), PO_IMPORT_POLL_MS);
      } catch {
        if (!stopped) setFailed(true);
      }
    };
    void ask();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [load, hash, attempt]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  return { job, failed, retry };
}
