import { render } from '@testing-library/react';
import { useState, type ReactElement, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { SELECT_MESSAGES } from '../i18n/select-messages';
import { Select } from './select';
import type { MultiSelectProps, SingleSelectProps } from './select-props';

export const COUNTRIES = [
  { value: 1, label: 'France' },
  { value: 2, label: 'Germany' },
  { value: 3, label: 'Finland' },
];

/** Renders with the input texts; rerender keeps the provider. */
export function renderInIntl(ui: ReactElement, lang: 'en' | 'fr' = 'en') {
  return render(ui, {
    wrapper: ({ children }: { children: ReactNode }) => (
      <IntlProvider locale={lang} messages={SELECT_MESSAGES[lang]}>
        {children}
      </IntlProvider>
    ),
  });
}

type MultiHarness = Omit<MultiSelectProps<number>, 'value' | 'onChange' | 'multiple' | 'label'> & {
  initial?: number[];
  onChange?: jest.Mock;
};

/** A multi-select bound to local state, as a form would bind it. */
export function MultiHarness({ initial = [], onChange, ...props }: MultiHarness) {
  const [value, setValue] = useState<number[]>(initial);
  return (
    <Select
      {...props}
      multiple
      label="Countries"
      value={value}
      onChange={(next, options) => {
        setValue(next);
        onChange?.(next, options);
      }}
    />
  );
}

type SingleHarness = Omit<SingleSelectProps<number>, 'value' | 'onChange' | 'label'> & {
  initial?: number | null;
  onChange?: jest.Mock;
};

export function SingleHarness({ initial = null, onChange, ...props }: SingleHarness) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <Select
      {...props}
      label="Country"
      value={value}
      onChange={(next, option) => {
        setValue(next);
        onChange?.(next, option);
      }}
    />
  );
}
