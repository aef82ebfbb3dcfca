import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { STORAGE_KEYS, decodeEntity, useAuthStore } from '@portal/shell-contract';
import { BlockingModal } from './blocking-modal';

/**
 * Spec section 8: another tab of this browser switched the stored entity. This tab's screens still show the
 * old entity while every call would now go out with the new one, so the tab is blocked until reloaded.
 */
export function CrossTabEntityWatch({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const intl = useIntl();
  const [switchedTo, setSwitchedTo] = useState<string | null>(null);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== STORAGE_KEYS.entity) return;
      const next = decodeEntity(event.newValue);
      const { user, entityId } = useAuthStore.getState();
      // A sign-out elsewhere clears the key; that is the 401 handling's business, not this modal's.
      if (!next || !user || next.id === entityId) return;
      setSwitchedTo(next.name);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  if (switchedTo == null) return null;
  return (
    <BlockingModal
      testId="entity-switched-elsewhere"
      title={intl.formatMessage({ id: 'layout.crossTab.title' })}
      action={intl.formatMessage({ id: 'layout.crossTab.refresh' })}
      onAction={reload}
    >
      {intl.formatMessage({ id: 'layout.crossTab.message' }, { entity: switchedTo })}
    </BlockingModal>
  );
}
