import { useEffect, useState } from 'react';
import { ResourceResult, type GetResponse, type VersionedRecord } from '@portal/domain';

export type RecordStatus = 'new' | 'loading' | 'ready' | 'notFound' | 'error';

/**
 * The record of an edit screen: nothing to load for a new one; otherwise GET by id. `setRecord` replaces it
 * after a save (the saved version) or when the user takes the other version after a conflict.
 */
export function useRecord<Detail extends VersionedRecord>(
  id: number | null,
  get: (id: number) => Promise<GetResponse<Detail>>,
) {
  const [record, setRecord] = useState<Detail | null>(null);
  const [status, setStatus] = useState<RecordStatus>(id === null ? 'new' : 'loading');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (id === null) {
      setRecord(null);
      setStatus('new');
      return;
    }
    // Just created: the save answered with the record, no need to read it again.
    if (record?.id === id && attempt === 0) {
      setStatus('ready');
      return;
    }
    let live = true;
    setStatus('loading');
    get(id)
      .then((response) => {
        if (!live) return;
        if (response.result === ResourceResult.Success && response.data) {
          setRecord(response.data);
          setStatus('ready');
        } else setStatus('notFound');
      })
      .catch(() => live && setStatus('error'));
    return () => {
      live = false;
    };
    // `get` is a stable client method; `record` is read only to skip a reload after create.
  }, [id, attempt]);

  return {
    record,
    status,
    setRecord: (next: Detail) => {
      setRecord(next);
      setStatus('ready');
    },
    retry: () => setAttempt((n) => n + 1),
  };
}
