import type { PasswordPolicyIssue } from '../auth/password-policy';
import type { Lang } from '../i18n/common-messages';
import type { VersionedRecord } from '../resource/resource-types';
import type { AccountSaveResult, PasswordResult } from '../result-codes';
import type { SyncResult } from './account-enums';
import type { UserAccountSave } from './account-schemas';

export const USER_ACCOUNT_SORT_FIELDS = [
  'loginName',
  'fullName',
  'email',
  'userType',
  'isActive',
  'lastSignInAt',
] as const;

export interface UserAccountRow {
  id: number;
  loginName: string;
  fullName: string;
  email: string | null;
  userType: number;
  isActive: boolean;
  /** Role names, comma separated, by name. */
  roleNames: string;
  /** Short names of the entities the account works in. */
  entityNames: string;
  /** The linked staff, customer, supplier or factory. */
  linkedName: string | null;
  /** False until the user has set a password through the emailed link. */
  passwordSet: boolean;
  lastSignInAt: string | null;
}

export interface UserAccountDetail
  extends VersionedRecord, Omit<Required<UserAccountSave>, 'id' | 'version'> {
  linkedName: string | null;
  passwordSet: boolean;
  lastSignInAt: string | null;
  /** The caller's own account: roles, entities, user type and active cannot be changed by oneself. */
  isOwnAccount: boolean;
  /** False when the account holds a role the caller may not grant: then it is read-only for the caller. */
  canManage: boolean;
  /** Entities of the account outside the caller's reach (kept as they are on save). */
  lockedEntityIds: number[];
}

export interface NamedItem {
  id: number;
  name: string;
}

/** GET /api/UserAccount: everything the edit screen chooses from. */
export interface UserAccountLookups {
  result: number;
  /** Every role; `grantable` is false for a role holding a permission the caller does not hold. */
  roles: (NamedItem & { grantable: boolean })[];
  /** The entities the caller works in (the only ones the caller can give). */
  entities: NamedItem[];
  services: NamedItem[];
  profiles: NamedItem[];
}

/** Save answers: an AccountSaveResult, the record on success, field errors with RequestNotCorrectFormat. */
export interface AccountSaveResponse {
  result: AccountSaveResult;
  data?: UserAccountDetail;
  message?: string;
  errors?: { field: string; message: string; text?: string }[];
}

export interface ResetPasswordResponse {
  result: PasswordResult;
  issues?: PasswordPolicyIssue[];
  /** PasswordNotSaved because the link is unknown, used or expired. */
  isExpired?: boolean;
}

export interface ResetLinkState {
  result: number;
  isExpired: boolean;
  /** Only for a live link: whose password it sets, and whether the account never had one. */
  loginName?: string;
  isNewAccount?: boolean;
}

export type OutboxStatus = 'stored' | 'pending' | 'sent' | 'failed';

export const OUTBOX_SORT_FIELDS = ['createdAt', 'toAddress', 'subject'] as const;
export type OutboxSortField = (typeof OUTBOX_SORT_FIELDS)[number];

export interface EmailOutboxRow {
  id: number;
  createdAt: string;
  toAddress: string;
  subject: string;
  /** 'outbox' (kept here for reading) or 'smtp'. */
  transport: string;
  sentAt: string | null;
  error: string | null;
  status: OutboxStatus;
}

export interface EmailOutboxMessage extends EmailOutboxRow {
  textBody: string;
  htmlBody: string | null;
  /** The reader may not see this recipient's links (see docs/accounts.md): they are masked. */
  linksHidden: boolean;
}

export interface UserProfileDetail {
  id: number;
  version: number;
  loginName: string;
  fullName: string;
  email: string | null;
  phoneNumber: string | null;
  language: Lang;
  userType: number;
  roleNames: string[];
  entityNames: string[];
  /** The header's photo URL (a staff-linked user shows the staff photo). */
  photoUrl: string | null;
  staffId: number | null;
  isOwnProfile: boolean;
}

export interface UserProfileResponse {
  result: AccountSaveResult;
  data?: UserProfileDetail;
  message?: string;
  errors?: { field: string; message: string; text?: string }[];
}

export interface FbTokenResponse {
  result: SyncResult;
  token?: string;
  fbUserId?: number;
  /** Seconds. */
  expiresIn?: number;
}

/** GET user-detail/{userId}/{entityId}: a contact card of a user working in that entity. */
export interface UserContactCard {
  id: number;
  loginName: string;
  fullName: string;
  email: string | null;
  phoneNumber: string | null;
  userType: number;
  roleNames: string[];
}
