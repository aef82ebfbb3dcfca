import { isoDayToLocal, localToIsoDay, type DataSourceItem } from '@portal/domain';
import type { SelectOption } from '@portal/ui';

export const toOptions = (items: DataSourceItem[]): SelectOption<number>[] =>
  items.map((item) => ({ value: item.id, label: item.name }));

/** 'YYYY-MM-DD' (the API's dates) as a local Date, for the date input; anything else as it is. */
export const isoDateToLocal = isoDayToLocal;

/** The date input's value back to 'YYYY-MM-DD' (a typed incomplete date stays text: the server refuses it). */
export const localToIsoDate = localToIsoDay;
