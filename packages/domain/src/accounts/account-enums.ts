import { UserType } from '../enums';

/** Spec section 8 "Sync result" (the FB token call): Success 1, Other 2, FBError 3. */
export enum SyncResult {
  Success = 1,
  Other = 2,
  FBError = 3,
}

/** Which record an account of a user type is linked to (spec section 3: customerid, supplierid...). */
export type AccountLinkKind = 'staff' | 'customer' | 'supplier' | 'factory';

export function accountLinkKind(userType: UserType | number): AccountLinkKind {
  switch (userType) {
    case UserType.Customer:
      return 'customer';
    case UserType.Supplier:
      return 'supplier';
    case UserType.Factory:
      return 'factory';
    default:
      return 'staff';
  }
}

/** Internal and outsource accounts may go without a staff record; the other types need their party. */
export function accountLinkRequired(userType: UserType | number): boolean {
  return accountLinkKind(userType) !== 'staff';
}

export const USER_TYPES: readonly UserType[] = [
  UserType.InternalUser,
  UserType.Customer,
  UserType.Supplier,
  UserType.Factory,
  UserType.OutSource,
];

export const LOGIN_NAME_MAX = 100;
export const ACCOUNT_TEXT_MAX = 200;
export const PHONE_MAX = 50;
/** Letters, digits and . _ - @ (so an email address can serve as a login). */
export const LOGIN_NAME_PATTERN = /^[A-Za-z0-9._@-]+$/;

/** The answer of the public "forgot password" call: the same whether the address is known or not. */
export const FORGOT_PASSWORD_ANSWER = { result: 1 } as const;
