import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { useIntl } from 'react-intl';

export interface ChoosableColumn {
  key: string;
  header: string;
}

export interface ColumnChooserProps {
  columns: readonly ChoosableColumn[];
  visible: readonly string[];
  onChange: (visible: string[]) => void;
}

/** Show or hide columns; the last shown column cannot be hidden (an empty table helps nobody). */
export function ColumnChooser({ columns, visible, onChange }: ColumnChooserProps) {
  const intl = useIntl();
  const shown = new Set(visible);
  const toggle = (key: string) => {
    const next = shown.has(key) ? visible.filter((k) => k !== key) : [...visible, key];
    if (next.length === 0) return;
    // Keep the screen's column order whatever order they were ticked in.
    onChange(columns.map((c) => c.key).filter((k) => next.includes(k)));
  };
  return (
    <Popover className="relative">
      <PopoverButton className="rounded-md bg-white px-3 py-2 text-sm font-medium text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50">
        {intl.formatMessage({ id: 'kit.columns.button' })}
      </PopoverButton>
      <PopoverPanel
        className="absolute right-0 z-20 mt-2 w-64 rounded-md bg-white p-3 shadow-lg ring-1 ring-slate-200"
        aria-label={intl.formatMessage({ id: 'kit.columns.title' })}
      >
        <fieldset>
          <legend className="mb-2 text-sm font-semibold text-slate-800">
            {intl.formatMessage({ id: 'kit.columns.title' })}
          </legend>
          {columns.map((column) => {
            const checked = shown.has(column.key);
            const last = checked && visible.length === 1;
            return (
              <label key={column.key} className="flex items-center gap-2 py-1 text-sm text-slate-700">
                <input
                  type="checkbox"
                  checked={checked}
                  disabled={last}
                  title={last ? intl.formatMessage({ id: 'kit.columns.keepOne' }) : undefined}
                  onChange={() => toggle(column.key)}
                />
                {column.header}
              </label>
            );
          })}
        </fieldset>
      </PopoverPanel>
    </Popover>
  );
}
