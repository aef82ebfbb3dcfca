import { useId, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { allowNumericKey, allowNumericPaste } from './number-guards';
import {
  fromTimeValue,
  isValidHour,
  isValidMinute,
  isValidSecond,
  padPart,
  toTimeValue,
  type TimeParts,
} from './time-logic';

export interface TimePickerProps {
  /** Names the group; each part is then read as "<label> Hours", "<label> Minutes"... */
  label: string;
  /** 24-hour 'HH:mm' (or 'HH:mm:ss' with showSeconds). */
  value: string | null | undefined;
  /** The new time, or null while the shown parts are not all valid. */
  onChange(value: string | null): void;
  showSeconds?: boolean;
  /** 12-hour hours with an AM/PM toggle (24-hour by default). */
  meridian?: boolean;
  disabled?: boolean;
  error?: string | null;
  hint?: string;
  id?: string;
  className?: string;
  onBlur?(): void;
}

type Part = 'hour' | 'minute' | 'second';

/** Time picker of spec section 5: two-digit hour and minute (and second), optional AM/PM. */
export function TimePicker({
  label,
  value,
  onChange,
  showSeconds = false,
  meridian = false,
  disabled,
  error,
  hint,
  id,
  className = '',
  onBlur,
}: TimePickerProps) {
  const intl = useIntl();
  const generated = useId();
  const baseId = id ?? generated;
  const labelId = `${baseId}-label`;
  const options = { showSeconds, meridian };
  const [parts, setParts] = useState<TimeParts>(() => fromTimeValue(value, options));
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    // Follow a value set elsewhere (form reset), but not the null we send while the user types.
    if ((value ?? null) !== toTimeValue(parts, options)) setParts(fromTimeValue(value, options));
  }
  const inputs = {
    hour: useRef<HTMLInputElement>(null),
    minute: useRef<HTMLInputElement>(null),
    second: useRef<HTMLInputElement>(null),
  };

  const update = (next: TimeParts) => {
    setParts(next);
    const time = toTimeValue(next, options);
    if (time !== (value ?? null)) onChange(time);
  };

  const order: Part[] = showSeconds ? ['hour', 'minute', 'second'] : ['hour', 'minute'];
  const validity = {
    hour: isValidHour(parts.hour, meridian),
    minute: isValidMinute(parts.minute),
    second: isValidSecond(parts.second),
  };
  const describedBy = error ? `${baseId}-error` : hint ? `${baseId}-hint` : undefined;

  const guardKey = (event: KeyboardEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const allowed = allowNumericKey(
      {
        key: event.key,
        value: input.value,
        selectionStart: input.selectionStart,
        selectionEnd: input.selectionEnd,
        ctrlKey: event.ctrlKey,
        metaKey: event.metaKey,
        altKey: event.altKey,
      },
      2,
    );
    if (!allowed) event.preventDefault();
  };

  const guardPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const edit = {
      value: input.value,
      insert: event.clipboardData.getData('text'),
      selectionStart: input.selectionStart,
      selectionEnd: input.selectionEnd,
    };
    if (!allowNumericPaste(edit, 2)) event.preventDefault();
  };

  const renderPart = (part: Part, index: number) => {
    const partLabelId = `${baseId}-${part}-label`;
    const text = parts[part];
    return (
      <span key={part} className="flex items-center gap-1">
        {index > 0 ? (
          <span aria-hidden="true" className="text-slate-500">
            :
          </span>
        ) : null}
        <span id={partLabelId} className="sr-only">
          {intl.formatMessage({ id: `time.${part}s` })}
        </span>
        <input
          ref={inputs[part]}
          id={`${baseId}-${part}`}
          type="text"
          inputMode="numeric"
          maxLength={2}
          placeholder={part === 'hour' ? 'HH' : part === 'minute' ? 'MM' : 'SS'}
          aria-labelledby={`${labelId} ${partLabelId}`}
          aria-invalid={(text !== '' && !validity[part]) || Boolean(error) || undefined}
          aria-describedby={describedBy}
          disabled={disabled}
          value={text}
          onKeyDown={guardKey}
          onPaste={guardPaste}
          onChange={(event) => {
            const next = event.target.value;
            if (!/^\d{0,2}$/.test(next)) return;
            update({ ...parts, [part]: next });
            // Two digits typed: move on, as on a paper form.
            const following = order[index + 1];
            if (next.length === 2 && following) inputs[following].current?.focus();
          }}
          onBlur={() => setParts((current) => ({ ...current, [part]: padPart(current[part]) }))}
          className={`w-12 rounded-md border px-2 py-2 text-center text-sm shadow-sm focus:outline-none focus:ring-2 focus:ring-sky-500 disabled:bg-slate-100 ${
            (text !== '' && !validity[part]) || error ? 'border-red-500' : 'border-slate-300'
          }`}
        />
      </span>
    );
  };

  const meridianLabelId = `${baseId}-meridian-label`;
  const meridianButtonId = `${baseId}-meridian`;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <span id={labelId} className="text-sm font-medium text-slate-700">
        {label}
      </span>
      <div
        role="group"
        aria-labelledby={labelId}
        className="flex items-center gap-1"
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur?.();
        }}
      >
        {order.map(renderPart)}
        {meridian ? (
          <>
            <span id={meridianLabelId} className="sr-only">
              {intl.formatMessage({ id: 'time.meridian' })}
            </span>
            <button
              type="button"
              id={meridianButtonId}
              aria-labelledby={`${labelId} ${meridianLabelId} ${meridianButtonId}`}
              disabled={disabled}
              onClick={() => update({ ...parts, meridian: parts.meridian === 'AM' ? 'PM' : 'AM' })}
              className="ml-1 rounded-md border border-slate-300 px-2 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50 disabled:bg-slate-100"
            >
              {intl.formatMessage({ id: parts.meridian === 'AM' ? 'time.am' : 'time.pm' })}
            </button>
          </>
        ) : null}
      </div>
      {error ? (
        <p id={`${baseId}-error`} className="text-xs text-red-700">
          {error}
        </p>
      ) : hint ? (
        <p id={`${baseId}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
