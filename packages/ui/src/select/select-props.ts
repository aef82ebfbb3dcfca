import type { DataSourceItem } from '@portal/domain';
import type { CompareWith, SelectDataSource, SelectOption, SelectValue } from './select-types';

export interface SelectCommonProps<V> {
  /** Visible label; it is also the input's accessible name. */
  label: string;
  /** Keep the label for screen readers only (tables, compact filters). */
  hideLabel?: boolean;
  /** A fixed list of options (filtered in the browser). Ignored as a list when dataSource is given. */
  options?: SelectOption<V>[];
  /** Remote search: called 200 ms after the last key with searchText, skip 0, take and idList. */
  dataSource?: SelectDataSource;
  /** Resource filters added to every datasource request (countryIds, provinceIds...). */
  dataSourceParams?: Record<string, unknown>;
  /** Items per datasource request; DATASOURCE_TAKE (10) by default. */
  take?: number;
  /** Datasource item to option; { value: id, label: name } by default. */
  toOption?(item: DataSourceItem): SelectOption<V>;
  /** Below this many characters the panel says "Type to search" and nothing is searched. Default 0. */
  minTermLength?: number;
  /** Type to filter (default true); false makes a plain drop-down. */
  searchable?: boolean;
  /** Offer "Add item" when the typed term matches no label (ignoring case). */
  addTag?: boolean;
  /**
   * Builds the new item from the term. Return the option to select it at once (for an id-valued select,
   * typically { value: NEW_OPTION_ID (-11), label: term }, saved with the form), or nothing when the
   * caller updates `options` and `value` itself. Without it the new item is { value: term, label: term }.
   */
  onAddTag?(term: string): SelectOption<V> | void | Promise<SelectOption<V> | void>;
  /** Needed when values are objects; === otherwise. */
  compareWith?: CompareWith<V>;
  /** Show the "Clear all" button when something is selected (default true). */
  clearable?: boolean;
  disabled?: boolean;
  /** The caller is loading the options: the open panel says "Loading...". */
  loading?: boolean;
  placeholder?: string;
  error?: string | null;
  hint?: string;
  id?: string;
  /** Field name, for forms and tests. */
  name?: string;
  className?: string;
  testId?: string;
  /** Called when the focus leaves the select (formik's touched). */
  onBlur?(): void;
}

export interface SingleSelectProps<V = SelectValue> extends SelectCommonProps<V> {
  multiple?: false;
  value: V | null | undefined;
  onChange(value: V | null, option: SelectOption<V> | null): void;
}

export interface MultiSelectProps<V = SelectValue> extends SelectCommonProps<V> {
  multiple: true;
  /** Must be an array; anything else is reported on the console and treated as empty. */
  value: V[] | null | undefined;
  onChange(values: V[], options: SelectOption<V>[]): void;
  /** The select cannot open once this many items are selected. */
  maxSelectedItems?: number;
}

export type SelectProps<V = SelectValue> = SingleSelectProps<V> | MultiSelectProps<V>;
