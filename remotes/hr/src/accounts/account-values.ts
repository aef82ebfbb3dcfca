import { UserType, type Lang, type UserAccountDetail, type UserAccountSave } from '@portal/domain';

/** The account form: what UserAccountSave holds, with '' for empty texts (inputs need strings). */
export interface AccountValues {
  id: number | null;
  loginName: string;
  fullName: string;
  email: string;
  phoneNumber: string;
  userType: number | null;
  isActive: boolean;
  language: Lang;
  staffId: number | null;
  customerId: number | null;
  supplierId: number | null;
  factoryId: number | null;
  roleIds: number[];
  entityIds: number[];
  serviceIds: number[];
  profileIds: number[];
}

/** A new account starts in the entity being worked in, active, as an internal user. */
export function emptyAccountValues(entityId: number | null): AccountValues {
  return {
    id: null,
    loginName: '',
    fullName: '',
    email: '',
    phoneNumber: '',
    userType: UserType.InternalUser,
    isActive: true,
    language: 'en',
    staffId: null,
    customerId: null,
    supplierId: null,
    factoryId: null,
    roleIds: [],
    entityIds: entityId == null ? [] : [entityId],
    serviceIds: [],
    profileIds: [],
  };
}

/** A change of user type empties every link: each type links to its own kind of record. */
export const LINK_FIELDS = ['staffId', 'customerId', 'supplierId', 'factoryId'];

export function accountToValues(record: UserAccountDetail): AccountValues {
  return {
    id: record.id,
    loginName: record.loginName,
    fullName: record.fullName,
    email: record.email ?? '',
    phoneNumber: record.phoneNumber ?? '',
    userType: record.userType,
    isActive: record.isActive,
    language: record.language,
    staffId: record.staffId,
    customerId: record.customerId,
    supplierId: record.supplierId,
    factoryId: record.factoryId,
    roleIds: record.roleIds,
    // Entities outside the editor's reach are shown apart and kept by the server.
    entityIds: record.entityIds.filter((id) => !record.lockedEntityIds.includes(id)),
    serviceIds: record.serviceIds,
    profileIds: record.profileIds,
  };
}

export function accountToBody(values: AccountValues): UserAccountSave {
  return {
    loginName: values.loginName.trim(),
    fullName: values.fullName.trim(),
    email: values.email.trim(),
    phoneNumber: values.phoneNumber.trim() || null,
    userType: values.userType ?? 0,
    isActive: values.isActive,
    language: values.language,
    staffId: values.staffId,
    customerId: values.customerId,
    // A factory account's supplier follows from the factory (the server sets it).
    supplierId: values.userType === UserType.Factory ? null : values.supplierId,
    factoryId: values.factoryId,
    roleIds: values.roleIds,
    entityIds: values.entityIds,
    serviceIds: values.serviceIds,
    profileIds: values.profileIds,
  };
}
