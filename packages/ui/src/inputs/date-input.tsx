import { useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { TextField, type TextFieldProps } from '../text-field';
import {
  allowDateKey,
  commitDateText,
  displayDateValue,
  type DateInputValue,
  type DateOutput,
} from './date-input-logic';

export interface DateInputProps extends Omit<TextFieldProps, 'value' | 'defaultValue' | 'onChange' | 'type'> {
  /** A Date, a UTC ISO string from the server, or text typed earlier (an incomplete date). */
  value: DateInputValue | undefined;
  /**
   * Called when the input is left (or Enter is pressed) with a Date (or, with output 'iso', its UTC ISO
   * string) for a full day, the typed text for a year or month/year or unreadable text, null when empty.
   */
  onChange(value: DateInputValue): void;
  /** dd/MM/yyyy HH:mm:ss instead of dd/MM/yyyy. */
  withTime?: boolean;
  /** 'date' (default): a Date, sent as UTC by JSON; 'iso': the UTC ISO string itself. */
  output?: DateOutput;
}

/**
 * A typed date (spec section 5): shows dd/MM/yyyy (or with HH:mm:ss), reads year, month/year or
 * day/month/year when the user leaves it. Text is kept as typed until then, so nothing jumps while typing.
 */
export function DateInput({
  value,
  onChange,
  withTime = false,
  output = 'date',
  placeholder,
  onBlur,
  onKeyDown,
  ...props
}: DateInputProps) {
  const intl = useIntl();
  const [draft, setDraft] = useState<string | null>(null);
  const shown = draft ?? displayDateValue(value, withTime);

  const commit = () => {
    if (draft === null) return;
    setDraft(null);
    if (draft !== displayDateValue(value, withTime)) onChange(commitDateText(draft, { withTime, output }));
  };

  return (
    <TextField
      {...props}
      type="text"
      inputMode={withTime ? 'text' : 'numeric'}
      autoComplete="off"
      placeholder={
        placeholder ?? intl.formatMessage({ id: withTime ? 'date.formatWithTime' : 'date.format' })
      }
      value={shown}
      onChange={(event) => setDraft(event.target.value)}
      onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
        if (!allowDateKey(event.key, withTime, event.ctrlKey || event.metaKey || event.altKey)) {
          event.preventDefault();
        }
        if (event.key === 'Enter') commit();
        onKeyDown?.(event);
      }}
      onBlur={(event) => {
        commit();
        onBlur?.(event);
      }}
    />
  );
}
