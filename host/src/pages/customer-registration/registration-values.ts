import type { CustomerRegistrationRequest } from '@portal/domain';

export interface RegistrationValues {
  companyName: string;
  countryId: number | null;
  address: string;
  contactName: string;
  email: string;
  phone: string;
  serviceIds: number[];
  loginName: string;
  password: string;
  confirmPassword: string;
  termsAccepted: boolean;
}

export const EMPTY_REGISTRATION: RegistrationValues = {
  companyName: '',
  countryId: null,
  address: '',
  contactName: '',
  email: '',
  phone: '',
  serviceIds: [],
  loginName: '',
  password: '',
  confirmPassword: '',
  termsAccepted: false,
};

/**
 * The request body: texts trimmed (passwords as typed), the form's language for the emails. Called once
 * the rule file has passed the values, so a country is picked.
 */
export function toRegistrationRequest(
  values: RegistrationValues,
  language: string,
): CustomerRegistrationRequest {
  if (values.countryId === null) throw new Error('customer-registration.json requires a country');
  return {
    companyName: values.companyName.trim(),
    countryId: values.countryId,
    address: values.address.trim(),
    contactName: values.contactName.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    serviceIds: values.serviceIds,
    loginName: values.loginName.trim(),
    password: values.password,
    confirmPassword: values.confirmPassword,
    termsAccepted: values.termsAccepted,
    language: language.startsWith('fr') ? 'fr' : 'en',
  };
}
