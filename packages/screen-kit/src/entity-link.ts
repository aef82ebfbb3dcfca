import { useCallback } from 'react';
import { useParams } from 'react-router-dom';

/** Absolute links under the current `/:entity/` (screens name their routes without the entity). */
export function useEntityLink(): (path: string) => string {
  const { entity } = useParams();
  return useCallback((path: string) => `/${entity ?? ''}/${path.replace(/^\/+/, '')}`, [entity]);
}
