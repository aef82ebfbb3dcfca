import { useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { TextField, type TextFieldProps } from '../text-field';
import {
  allowDecimalKey,
  allowDecimalPaste,
  allowNumericKey,
  allowNumericPaste,
  applyEdit,
  isAcceptableDecimal,
  isAcceptableNumeric,
  parseNumberText,
  type Edit,
  type KeyCheck,
} from './number-guards';

type NumberValue = number | string | null | undefined;

export interface NumericInputProps extends Omit<
  TextFieldProps,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'maxLength'
> {
  /** A number, or text for codes where leading zeros matter. */
  value: NumberValue;
  /** The number typed (null when empty) and the raw text. */
  onChange(value: number | null, text: string): void;
  /** Input stops once the text has this many characters. */
  maxLength?: number;
}

export interface DecimalInputProps extends NumericInputProps {
  /** Input stops once this many decimals are typed; 2 by default, 0 for whole numbers. */
  decimals?: number;
}

interface Guard {
  key(check: KeyCheck): boolean;
  paste(edit: Edit): boolean;
  accept(text: string): boolean;
  inputMode: 'numeric' | 'decimal';
}

const toText = (value: NumberValue) => (value === null || value === undefined ? '' : String(value));

/** Keeps the typed text ("12." while typing 12.5) and follows the bound value when it changes elsewhere. */
function GuardedNumberInput({ value, onChange, guard, ...props }: NumericInputProps & { guard: Guard }) {
  const [text, setText] = useState(toText(value));
  const [seen, setSeen] = useState(value);
  if (!Object.is(seen, value)) {
    setSeen(value);
    if (parseNumberText(text) !== parseNumberText(toText(value))) setText(toText(value));
  }

  const commit = (next: string) => {
    setText(next);
    onChange(parseNumberText(next), next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const allowed = guard.key({
      key: event.key,
      value: input.value,
      selectionStart: input.selectionStart,
      selectionEnd: input.selectionEnd,
      ctrlKey: event.ctrlKey,
      metaKey: event.metaKey,
      altKey: event.altKey,
    });
    if (!allowed) event.preventDefault();
    props.onKeyDown?.(event);
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    // Applied by hand so surrounding spaces of the pasted text never reach the value.
    event.preventDefault();
    const input = event.currentTarget;
    const edit = {
      value: input.value,
      insert: event.clipboardData.getData('text'),
      selectionStart: input.selectionStart,
      selectionEnd: input.selectionEnd,
    };
    if (guard.paste(edit)) commit(applyEdit({ ...edit, insert: edit.insert.trim() }));
  };

  return (
    <TextField
      {...props}
      type="text"
      inputMode={guard.inputMode}
      autoComplete="off"
      value={text}
      onKeyDown={onKeyDown}
      onPaste={onPaste}
      // Last line of defence for what keys cannot see (drag and drop, autofill, IME).
      onChange={(event) => {
        if (guard.accept(event.target.value)) commit(event.target.value);
      }}
    />
  );
}

/** Whole numbers: blocks - + e E and stops at maxLength (spec section 5, numeric key guard). */
export function NumericInput(props: NumericInputProps) {
  const { maxLength } = props;
  const guard: Guard = {
    key: (check) => allowNumericKey(check, maxLength),
    paste: (edit) => allowNumericPaste(edit, maxLength),
    accept: (text) => isAcceptableNumeric(text, maxLength),
    inputMode: 'numeric',
  };
  return <GuardedNumberInput {...props} guard={guard} />;
}

/** Decimals: blocks - + e E and stops once `decimals` digits follow the point (spec section 5). */
export function DecimalInput({ decimals = 2, ...props }: DecimalInputProps) {
  const { maxLength } = props;
  const guard: Guard = {
    key: (check) => allowDecimalKey(check, decimals, maxLength),
    paste: (edit) => allowDecimalPaste(edit, decimals, maxLength),
    accept: (text) => isAcceptableDecimal(text, decimals, maxLength),
    inputMode: 'decimal',
  };
  return <GuardedNumberInput {...props} guard={guard} />;
}
