import type { IntlShape } from 'react-intl';
import {
  CUSTOMER_CONTACT_TYPES,
  CUSTOMER_STAFF_ROLES,
  EMAIL_TYPES,
  INSPECTION_SERVICE_TYPES,
  serviceTypeText,
  toLang,
} from '@portal/domain';
import type { SelectOption } from '@portal/ui';

const P = 'masterdata.emailConfig';
const listOf = (intl: IntlShape, list: string, values: readonly number[]): SelectOption<number>[] =>
  values.map((value) => ({ value, label: intl.formatMessage({ id: `${P}.${list}.${value}` }) }));

/** The choices of the email rule's lists, in the screen's language. */
export const emailTypeOptions = (intl: IntlShape) => listOf(intl, 'emailType', EMAIL_TYPES);
export const contactTypeOptions = (intl: IntlShape) => listOf(intl, 'contactType', CUSTOMER_CONTACT_TYPES);
export const ccRoleOptions = (intl: IntlShape) => listOf(intl, 'ccRole', CUSTOMER_STAFF_ROLES);
/** Reports and certificates are about inspections: the inspection service types only. */
export const serviceTypeOptions = (intl: IntlShape): SelectOption<number>[] =>
  INSPECTION_SERVICE_TYPES.map((value) => ({ value, label: serviceTypeText(value, toLang(intl.locale)) }));
