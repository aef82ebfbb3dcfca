import { UserType, type UserAccountDetail } from '@portal/domain';
import { accountToBody, accountToValues, emptyAccountValues } from './account-values';

const detail: UserAccountDetail = {
  id: 7,
  version: 3,
  loginName: 'f.user',
  fullName: 'Factory User',
  email: 'f.user@example.com',
  phoneNumber: null,
  userType: UserType.Factory,
  isActive: true,
  language: 'fr',
  staffId: null,
  customerId: null,
  supplierId: 1,
  factoryId: 2,
  roleIds: [31],
  entityIds: [1, 3],
  serviceIds: [1],
  profileIds: [],
  linkedName: 'Everbright Dongguan Plant',
  passwordSet: true,
  lastSignInAt: null,
  isOwnAccount: false,
  canManage: true,
  lockedEntityIds: [3],
};

describe('account form values', () => {
  it('start a new account in the current entity, active, as an internal user', () => {
    expect(emptyAccountValues(2)).toMatchObject({
      entityIds: [2],
      isActive: true,
      userType: UserType.InternalUser,
    });
    expect(emptyAccountValues(null).entityIds).toEqual([]);
  });

  it('leave the entities outside the editor’s reach out of the form (the server keeps them)', () => {
    expect(accountToValues(detail)).toMatchObject({ entityIds: [1], phoneNumber: '', language: 'fr' });
  });

  it('send trimmed texts, null for an empty phone, and no supplier for a factory account', () => {
    const values = { ...accountToValues(detail), loginName: ' f.user ', phoneNumber: '  ' };
    expect(accountToBody(values)).toMatchObject({
      loginName: 'f.user',
      phoneNumber: null,
      supplierId: null,
      factoryId: 2,
    });
    const supplier = { ...values, userType: UserType.Supplier, factoryId: null };
    expect(accountToBody(supplier).supplierId).toBe(1);
  });
});
