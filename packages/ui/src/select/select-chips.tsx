import { useIntl } from 'react-intl';
import type { SelectOption } from './select-types';

export interface SelectChipsProps<V> {
  options: SelectOption<V>[];
  disabled?: boolean;
  onRemove(option: SelectOption<V>): void;
}

/** Selected items of a multi-select, each with a labelled remove button. */
export function SelectChips<V>({ options, disabled, onRemove }: SelectChipsProps<V>) {
  const intl = useIntl();
  return (
    <>
      {options.map((option, index) => (
        <span
          key={`${index}-${option.label}`}
          data-testid="select-chip"
          className="inline-flex max-w-full items-center gap-1 rounded bg-sky-100 px-2 py-0.5 text-xs text-sky-900"
        >
          <span className="truncate">{option.label}</span>
          {disabled ? null : (
            <button
              type="button"
              aria-label={intl.formatMessage({ id: 'select.removeItem' }, { label: option.label })}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => onRemove(option)}
              className="rounded px-0.5 text-sky-700 hover:bg-sky-200 hover:text-sky-950"
            >
              <span aria-hidden="true">×</span>
            </button>
          )}
        </span>
      ))}
    </>
  );
}
