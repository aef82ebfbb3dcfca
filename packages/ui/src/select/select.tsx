import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { canOpen, isMaxReached, moveActive, panelState } from './select-logic';
import { SelectChips } from './select-chips';
import { SelectPanel, type PanelRow } from './select-panel';
import type { SelectProps } from './select-props';
import type { SelectOption, SelectValue } from './select-types';
import { useSelectOptions } from './use-select-options';

const STATE_TEXT = {
  typeToSearch: 'select.typeToSearch',
  loading: 'select.loading',
  empty: 'select.noItems',
};

/**
 * The select widget of spec sections 4, 5 and 9: single or multi (chips), local or remote options,
 * minimum term length, maximum of selected items, add-tag, clear all, windowed list and keyboard use.
 * An ARIA combobox: the input is named by the label and points at the active option.
 */
export function Select<V = SelectValue>(props: SelectProps<V>) {
  const intl = useIntl();
  const generatedId = useId();
  const inputId = props.id ?? generatedId;
  const labelId = `${inputId}-label`;
  const listId = `${inputId}-list`;
  const root = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [term, setTerm] = useState('');
  const [activeIndex, setActiveIndex] = useState(0);
  const model = useSelectOptions(props, term, open);
  const { multiple, selected, selectedOptions, visible, offersTag } = model;
  const maxSelectedItems = props.multiple ? props.maxSelectedItems : undefined;
  const maxReached = isMaxReached(multiple, selected.length, maxSelectedItems);
  const searchable = props.searchable ?? true;

  const openable = canOpen({
    disabled: props.disabled,
    multiple,
    selectedCount: selected.length,
    maxSelectedItems,
    selectableCount: model.selectableCount,
    hasDataSource: Boolean(props.dataSource),
    addTag: props.addTag,
    loading: props.loading,
  });
  const isOpen = open && openable;

  const close = () => {
    setOpen(false);
    setTerm('');
  };
  const tryOpen = () => {
    if (!openable) return;
    setActiveIndex(0);
    setOpen(true);
  };

  useEffect(() => {
    if (!isOpen) return;
    const onPointer = (event: Event) => {
      if (root.current && !root.current.contains(event.target as Node)) close();
    };
    document.addEventListener('mousedown', onPointer);
    return () => document.removeEventListener('mousedown', onPointer);
  }, [isOpen]);

  const rows: PanelRow[] = [
    ...(offersTag
      ? [
          {
            key: 'add-tag',
            selected: false,
            content: (
              <span className="truncate">
                <span className="font-medium">{intl.formatMessage({ id: 'select.addItem' })}</span>{' '}
                <span className="text-slate-600">“{term.trim()}”</span>
              </span>
            ),
          },
        ]
      : []),
    ...visible.map((option, index) => ({
      key: `option-${index}-${option.label}`,
      selected: selected.some((value) => model.compare(value, option.value)),
      disabled: option.disabled,
      content: option.label,
    })),
  ];
  const state = panelState({
    termLongEnough: model.termLongEnough,
    loading: model.loading,
    visibleCount: rows.length,
    offersTag,
  });
  const active = state === 'options' && rows.length > 0 ? Math.min(activeIndex, rows.length - 1) : -1;
  const optionId = (index: number) => `${inputId}-option-${index}`;

  const choose = (option: SelectOption<V>) => {
    setTerm('');
    if (!props.multiple) {
      props.onChange(option.value, option);
      setOpen(false);
      return;
    }
    const next = [...selectedOptions, option];
    props.onChange(
      next.map((item) => item.value),
      next,
    );
    const nothingLeft = !props.dataSource && !props.addTag && model.selectableCount <= 1;
    if (isMaxReached(true, next.length, maxSelectedItems) || nothingLeft) setOpen(false);
  };

  const addTag = async () => {
    const text = term.trim();
    const made = props.onAddTag ? await props.onAddTag(text) : { value: text as V, label: text };
    if (!made) return close();
    model.rememberTag(made);
    choose(made);
  };

  const pick = (index: number) => {
    if (offersTag && index === 0) return void addTag();
    const option = visible[offersTag ? index - 1 : index];
    if (option && !option.disabled) choose(option);
  };

  const remove = (option: SelectOption<V>) => {
    if (!props.multiple) return;
    const next = selectedOptions.filter((item) => !model.compare(item.value, option.value));
    props.onChange(
      next.map((item) => item.value),
      next,
    );
  };

  const clearAll = () => {
    setTerm('');
    if (props.multiple) props.onChange([], []);
    else props.onChange(null, null);
    input.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const disabledRows = rows.map((row) => Boolean(row.disabled));
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault();
        if (!isOpen) tryOpen();
        else setActiveIndex(moveActive(active, event.key === 'ArrowDown' ? 1 : -1, disabledRows));
        break;
      case 'Enter':
        // Never submit the surrounding form from inside the select.
        event.preventDefault();
        if (!isOpen) tryOpen();
        else if (active >= 0) pick(active);
        break;
      case 'Escape':
        if (isOpen) {
          // Only the panel closes, not a dialog around the select.
          event.stopPropagation();
          close();
        }
        break;
      case 'Backspace':
        if (term === '' && multiple && !props.disabled && selectedOptions.length > 0) {
          remove(selectedOptions[selectedOptions.length - 1]!);
        }
        break;
      case 'Tab':
        close();
        break;
    }
  };

  const onControlMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    if (props.disabled || (event.target as HTMLElement).closest('button')) return;
    if (event.target !== input.current) event.preventDefault();
    input.current?.focus();
    if (isOpen) close();
    else tryOpen();
  };

  const describedBy =
    [
      props.error ? `${inputId}-error` : null,
      props.hint ? `${inputId}-hint` : null,
      maxReached ? `${inputId}-max` : null,
    ]
      .filter(Boolean)
      .join(' ') || undefined;
  const showSingleValue = !multiple && selectedOptions[0] && term === '';
  const clearable = (props.clearable ?? true) && !props.disabled && selected.length > 0;

  return (
    <div
      ref={root}
      className={`relative flex flex-col gap-1 ${props.className ?? ''}`}
      data-testid={props.testId}
    >
      <label
        id={labelId}
        htmlFor={inputId}
        className={props.hideLabel ? 'sr-only' : 'text-sm font-medium text-slate-700'}
      >
        {props.label}
      </label>
      <div
        onMouseDown={onControlMouseDown}
        className={`flex min-h-[2.375rem] flex-wrap items-center gap-1 rounded-md border px-2 py-1 text-sm shadow-sm focus-within:ring-2 focus-within:ring-sky-500 ${
          props.error ? 'border-red-500' : 'border-slate-300'
        } ${props.disabled ? 'cursor-not-allowed bg-slate-100 text-slate-500' : 'cursor-text bg-white'}`}
      >
        {multiple ? (
          <SelectChips options={selectedOptions} disabled={props.disabled} onRemove={remove} />
        ) : null}
        {showSingleValue ? (
          <span className="truncate text-slate-800">{selectedOptions[0]!.label}</span>
        ) : null}
        <input
          ref={input}
          id={inputId}
          name={props.name}
          role="combobox"
          aria-expanded={isOpen}
          aria-controls={isOpen && state === 'options' ? listId : undefined}
          aria-autocomplete="list"
          aria-activedescendant={isOpen && active >= 0 ? optionId(active) : undefined}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={describedBy}
          autoComplete="off"
          disabled={props.disabled}
          readOnly={!searchable}
          value={term}
          placeholder={selected.length === 0 ? props.placeholder : undefined}
          onChange={(event) => {
            if (!openable) return;
            setTerm(event.target.value);
            setActiveIndex(0);
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
          onBlur={(event) => {
            if (root.current?.contains(event.relatedTarget as Node | null)) return;
            close();
            props.onBlur?.();
          }}
          className="min-w-16 flex-1 bg-transparent py-1 outline-none disabled:cursor-not-allowed"
        />
        {model.loading ? (
          <span
            aria-hidden="true"
            className="h-4 w-4 animate-spin rounded-full border-2 border-sky-600 border-t-transparent"
          />
        ) : null}
        {clearable ? (
          <button
            type="button"
            aria-label={intl.formatMessage({ id: 'select.clearAll' })}
            title={intl.formatMessage({ id: 'select.clearAll' })}
            onMouseDown={(event) => event.preventDefault()}
            onClick={clearAll}
            className="rounded px-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
          >
            <span aria-hidden="true">×</span>
          </button>
        ) : null}
      </div>
      {isOpen ? (
        <div className="relative">
          <SelectPanel
            listId={listId}
            labelId={labelId}
            multiple={multiple}
            state={state}
            message={state === 'options' ? '' : intl.formatMessage({ id: STATE_TEXT[state] })}
            rows={rows}
            activeIndex={active}
            optionId={optionId}
            onPick={pick}
            onHover={setActiveIndex}
          />
        </div>
      ) : null}
      {maxReached ? (
        <p id={`${inputId}-max`} className="text-xs text-slate-500">
          {intl.formatMessage({ id: 'select.maxReached' }, { count: maxSelectedItems })}
        </p>
      ) : null}
      {props.error ? (
        <p id={`${inputId}-error`} className="text-xs text-red-700">
          {props.error}
        </p>
      ) : props.hint ? (
        <p id={`${inputId}-hint`} className="text-xs text-slate-500">
          {props.hint}
        </p>
      ) : null}
    </div>
  );
}
