import { useEffect, useMemo, useState } from 'react';
import type { DataSourceItem } from '@portal/domain';
import {
  checkSelectValue,
  filterOptions,
  includesValue,
  isTermLongEnough,
  mergeOptions,
  sameValue,
  shouldOfferTag,
} from './select-logic';
import type { SelectProps } from './select-props';
import type { SelectOption } from './select-types';
import { useRemoteOptions } from './use-remote-options';

const defaultToOption = <V>(item: DataSourceItem) => ({ value: item.id as V, label: item.name });

/** Everything the select derives from its props, its term and its open state. */
export function useSelectOptions<V>(props: SelectProps<V>, term: string, open: boolean) {
  const multiple = props.multiple === true;
  const compare = props.compareWith ?? sameValue;
  const minTermLength = props.minTermLength ?? 0;
  const check = useMemo(
    () => checkSelectValue<V>(props.value, { multiple, hasCompareWith: Boolean(props.compareWith) }),
    [props.value, multiple, props.compareWith],
  );
  useEffect(() => {
    // A mis-bound value is a programming error: say so loudly, but keep the screen usable.
    if (check.error) console.error(`${check.error} Field: "${props.label}".`);
  }, [check.error, props.label]);
  const selected = check.values;

  const [tags, setTags] = useState<SelectOption<V>[]>([]);
  const termLongEnough = isTermLongEnough(term, minTermLength);
  const remote = useRemoteOptions<V>({
    dataSource: props.dataSource,
    params: props.dataSourceParams,
    take: props.take,
    term,
    active: open && termLongEnough,
    selected,
    toOption: props.toOption ?? defaultToOption<V>,
  });

  const local = mergeOptions(props.options ?? [], tags, compare);
  const known = mergeOptions(mergeOptions(local, remote.known, compare), remote.results, compare);
  const selectedOptions = selected.map(
    (value) => known.find((option) => compare(option.value, value)) ?? { value, label: String(value ?? '') },
  );
  const filter = { selected, hideSelected: multiple, compare };
  const visible = props.dataSource
    ? filterOptions(remote.results, '', filter)
    : filterOptions(local, termLongEnough ? term : '', filter);
  const selectableCount = multiple
    ? local.filter((option) => !includesValue(selected, option.value, compare)).length
    : local.length;
  const loading = Boolean(props.loading) || remote.loading;
  const offersTag =
    !loading &&
    shouldOfferTag(
      term,
      known.map((option) => option.label),
      { addTag: props.addTag, minTermLength },
    );

  return {
    multiple,
    compare,
    selected,
    selectedOptions,
    visible,
    selectableCount,
    loading,
    termLongEnough,
    offersTag,
    rememberTag: (option: SelectOption<V>) => setTags((current) => mergeOptions(current, [option], compare)),
  };
}
