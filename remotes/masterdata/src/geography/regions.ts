import type { IntlShape } from 'react-intl';
import { REGION_NAMES, type Region } from '@portal/domain';
import type { SelectOption } from '@portal/ui';

/** The five UN M49 regions as select options, in the user's language. */
export function regionOptions(intl: IntlShape): SelectOption<number>[] {
  return (Object.keys(REGION_NAMES) as unknown as Region[]).map((id) => ({
    value: Number(id),
    label: intl.formatMessage({ id: `masterdata.geography.region.${id}` }),
  }));
}
