import type { IntlShape } from 'react-intl';
import { UNITS, type Unit } from '@portal/domain';

/** The spec's units as select options, translated. */
export const unitOptions = (intl: IntlShape) =>
  UNITS.map((unit) => ({ value: unit as number, label: unitName(intl, unit) }));

export const unitName = (intl: IntlShape, unit: Unit | number) =>
  intl.formatMessage({ id: `masterdata.product.unit.${unit}` });
