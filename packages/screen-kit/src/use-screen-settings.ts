import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { ResultCode, type SavedFilter } from '@portal/domain';
import { showToast } from '@portal/ui';
import { screenSettingsApi } from './settings-api';

/**
 * The signed-in user's saved filters of one screen. Loaded only when the user may save filters; a failed
 * load leaves the list empty (the search itself still works) and every failed change says so in a toast.
 */
export function useSavedFilters(screenKey: string, enabled: boolean) {
  const intl = useIntl();
  const [filters, setFilters] = useState<SavedFilter[]>([]);

  const reload = useCallback(async () => {
    if (!enabled) return;
    try {
      const response = await screenSettingsApi().filters(screenKey);
      setFilters(response.result === ResultCode.Success ? response.data : []);
    } catch {
      setFilters([]);
    }
  }, [enabled, screenKey]);

  useEffect(() => {
    void reload();
  }, [reload]);

  const failed = () => {
    showToast({ kind: 'error', message: intl.formatMessage({ id: 'kit.filters.failed' }) });
  };

  const save = async (name: string, payload: Record<string, unknown>): Promise<void> => {
    try {
      const response = await screenSettingsApi().saveFilter(screenKey, { name, payload });
      if (response.result !== ResultCode.Success) return failed();
      // Same name replaces (case-insensitively, like the server).
      setFilters((list) => [
        ...list.filter((item) => item.name.toLowerCase() !== name.toLowerCase()),
        response.data,
      ]);
      showToast({ kind: 'success', message: intl.formatMessage({ id: 'kit.filters.saved' }, { name }) });
    } catch {
      failed();
    }
  };

  const remove = async (filter: SavedFilter): Promise<void> => {
    try {
      const response = await screenSettingsApi().deleteFilter(screenKey, filter.id);
      if (response.result !== ResultCode.Success) return failed();
      setFilters((list) => list.filter((item) => item.id !== filter.id));
      showToast({
        kind: 'success',
        message: intl.formatMessage({ id: 'kit.filters.deleted' }, { name: filter.name }),
      });
    } catch {
      failed();
    }
  };

  return { filters, save, remove };
}

/**
 * The visible columns: the user's saved choice when they may choose (unknown keys of an older screen
 * version dropped), otherwise the screen's defaults. A change shows at once and is saved in the background.
 */
export function useColumnChoice(screenKey: string, enabled: boolean, allKeys: string[], defaults: string[]) {
  const intl = useIntl();
  const [visible, setVisible] = useState<string[]>(defaults);
  const known = allKeys.join('|');

  useEffect(() => {
    if (!enabled) return;
    let live = true;
    screenSettingsApi()
      .columns(screenKey)
      .then((response) => {
        const keys = known.split('|');
        const chosen = response.data?.columns.filter((key) => keys.includes(key)) ?? [];
        if (live && chosen.length > 0) setVisible(keys.filter((key) => chosen.includes(key)));
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [enabled, screenKey, known]);

  const choose = async (next: string[]) => {
    setVisible(next);
    try {
      await screenSettingsApi().saveColumns(screenKey, { columns: next });
    } catch {
      showToast({ kind: 'error', message: intl.formatMessage({ id: 'kit.columns.saveFailed' }) });
    }
  };

  return { visible, choose };
}
