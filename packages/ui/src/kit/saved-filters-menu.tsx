import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../button';

export interface SavedFilterEntry {
  id: number;
  name: string;
}

export interface SavedFiltersMenuProps<Entry extends SavedFilterEntry> {
  filters: readonly Entry[];
  onSave: (name: string) => Promise<void> | void;
  onApply: (filter: Entry) => void;
  onDelete: (filter: Entry) => Promise<void> | void;
  maxNameLength?: number;
}

/** Save the current search under a name, and apply or delete the saved ones. */
export function SavedFiltersMenu<Entry extends SavedFilterEntry>({
  filters,
  onSave,
  onApply,
  onDelete,
  maxNameLength = 100,
}: SavedFiltersMenuProps<Entry>) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const nameId = useId();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (!name.trim()) return setError(t('kit.filters.nameRequired'));
    setError(null);
    await onSave(name.trim());
    setName('');
  };

  return (
    <Popover className="relative">
      <PopoverButton className="rounded-md bg-white px-3 py-2 text-sm font-medium text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50">
        {t('kit.filters.button')}
      </PopoverButton>
      <PopoverPanel
        className="absolute right-0 z-20 mt-2 w-80 rounded-md bg-white p-3 shadow-lg ring-1 ring-slate-200"
        aria-label={t('kit.filters.button')}
      >
        {({ close }) => (
          <div className="flex flex-col gap-3">
            {filters.length === 0 ? (
              <p className="text-sm text-slate-500">{t('kit.filters.none')}</p>
            ) : (
              <ul className="flex max-h-60 flex-col gap-1 overflow-auto" aria-label={t('kit.filters.button')}>
                {filters.map((filter) => (
                  <li key={filter.id} className="flex items-center gap-2">
                    <button
                      type="button"
                      className="flex-1 truncate rounded px-2 py-1 text-left text-sm text-sky-800 hover:bg-sky-50"
                      aria-label={t('kit.filters.apply', { name: filter.name })}
                      onClick={() => {
                        onApply(filter);
                        close();
                      }}
                    >
                      {filter.name}
                    </button>
                    <button
                      type="button"
                      className="rounded px-2 py-1 text-sm text-red-700 hover:bg-red-50"
                      aria-label={t('kit.filters.delete', { name: filter.name })}
                      onClick={() => void onDelete(filter)}
                    >
                      ✕
                    </button>
                  </li>
                ))}
              </ul>
            )}
            <form
              onSubmit={(event) => void submit(event)}
              className="flex flex-col gap-2 border-t border-slate-100 pt-3"
            >
              <label htmlFor={nameId} className="text-sm font-medium text-slate-700">
                {t('kit.filters.name')}
              </label>
              <input
                id={nameId}
                value={name}
                maxLength={maxNameLength}
                onChange={(event) => setName(event.target.value)}
                aria-invalid={error ? true : undefined}
                className="rounded-md border border-slate-300 px-3 py-2 text-sm"
              />
              {error ? <p className="text-xs text-red-700">{error}</p> : null}
              <Button type="submit">{t('kit.filters.save')}</Button>
            </form>
          </div>
        )}
      </PopoverPanel>
    </Popover>
  );
}
