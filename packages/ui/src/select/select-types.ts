import type { DataSourceRequest, DataSourceResponse } from '@portal/domain';

/** A bound value: ids and codes. Objects need a compareWith function (spec section 5). */
export type SelectValue = string | number;

export interface SelectOption<V = SelectValue> {
  value: V;
  label: string;
  disabled?: boolean;
}

/** Same value? Defaults to ===; required when values are objects. */
export type CompareWith<V> = (a: V, b: V) => boolean;

export type SelectDataSource = (request: DataSourceRequest) => Promise<DataSourceResponse>;

/** What the open panel shows above (or instead of) the options. */
export type PanelState = 'typeToSearch' | 'loading' | 'empty' | 'options';
