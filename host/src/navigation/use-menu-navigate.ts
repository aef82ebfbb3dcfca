import type { MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useActiveMenuStore } from './active-menu';

/**
 * Click handler of a menu link: marks the item active, and when the link is the screen already shown it
 * passes through /{entity}/shared/blank-page so the screen reloads (the spec's forced reload).
 */
export function useMenuNavigate(entityId: number | null, onDone?: () => void) {
  const navigate = useNavigate();
  const location = useLocation();
  return (event: MouseEvent, id: number, to: string) => {
    useActiveMenuStore.getState().setActive(id);
    onDone?.();
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    if (to === location.pathname && entityId != null) {
      event.preventDefault();
      navigate(`/${entityId}/shared/blank-page?to=${encodeURIComponent(to)}`);
    }
  };
}
