import type { IntlShape } from 'react-intl';
import { LANGS, USER_TYPES } from '@portal/domain';

export const userTypeOptions = (intl: IntlShape) =>
  USER_TYPES.map((value) => ({
    value: value as number,
    label: intl.formatMessage({ id: `hr.account.userType.${value}` }),
  }));

export const languageOptions = (intl: IntlShape) =>
  LANGS.map((value) => ({
    value: value as string,
    label: intl.formatMessage({ id: `hr.account.language.${value}` }),
  }));

export const activeOptions = (intl: IntlShape) =>
  ['yes', 'no'].map((value) => ({ value, label: intl.formatMessage({ id: `hr.account.active.${value}` }) }));

export const toOptions = (items: { id: number; name: string }[]) =>
  items.map((item) => ({ value: item.id, label: item.name }));
