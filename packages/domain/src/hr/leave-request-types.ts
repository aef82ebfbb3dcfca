import type { VersionedRecord } from '../resource/resource-types';
import type { LeaveDayType, LeaveStatus } from './hr-enums';

/** Paths of the leave request calls (spec section 7, base /api/HumanResource); balance and pending are ours. */
export const HR_LEAVE_API = {
  /** GET {id}. */
  leaveRequest: 'api/HumanResource/leave-request',
  save: 'api/HumanResource/leave/save',
  /** GET: the summary's and the form's lookups. */
  lookups: 'api/HumanResource/leave-summary/',
  /** POST: the search. */
  search: 'api/HumanResource/leave-summary',
  export: 'api/HumanResource/leave/export',
  /** GET {id}/{status}: approve (2) or cancel (4). */
  status: 'api/HumanResource/leave/status',
  /** POST {id} { comment }. */
  reject: 'api/HumanResource/leave/reject',
  days: 'api/HumanResource/leave/days',
  /** GET {year}: the caller's balance; POST { staffId, year }: someone's (HR, their manager). */
  balance: 'api/HumanResource/leave-balance',
} as const;

/** Longest reason a requester may give, and longest rejection comment. */
export const LEAVE_REASON_MAX = 500;
export const LEAVE_COMMENT_MAX = 500;

export const LEAVE_SORT_FIELDS = [
  'staffName',
  'employeeNo',
  'leaveTypeName',
  'startDate',
  'endDate',
  'days',
  'status',
  'createdAt',
] as const;

export interface LeaveRow {
  id: number;
  staffId: number;
  staffName: string;
  employeeNo: string;
  leaveTypeId: number;
  leaveTypeName: string;
  leaveTypeCode: string;
  startDate: string;
  endDate: string;
  startDayType: LeaveDayType;
  endDayType: LeaveDayType;
  days: number;
  status: LeaveStatus;
  reason: string | null;
  /** ISO 8601 UTC. */
  createdAt: string;
  /** Who decided last (approved, rejected or cancelled), when, and the rejection comment. */
  actedByName: string | null;
  actedAt: string | null;
  comment: string | null;
}

export type LeaveHistoryAction = 'Submitted' | 'Approved' | 'Rejected' | 'Cancelled';

export interface LeaveHistoryEntry {
  action: LeaveHistoryAction;
  byName: string | null;
  at: string;
  comment: string | null;
}

/** What the caller may do with this request now (the server checks again on every call). */
export interface LeaveActions {
  canEdit: boolean;
  canApprove: boolean;
  canReject: boolean;
  canCancel: boolean;
}

export interface LeaveDetail extends LeaveRow, VersionedRecord, LeaveActions {
  /** Who the request waits for: the manager's account, or HR when the staff has no reachable manager. */
  approverNames: string[];
  /** True when HR approves it (no manager with an active account). */
  hrApproval: boolean;
  createdByName: string | null;
  history: LeaveHistoryEntry[];
}

export interface LeaveTypeOption {
  id: number;
  name: string;
  code: string;
  isPaid: boolean;
  isActive: boolean;
}

/** GET leave-summary/: everything the summary and the request form pick from. */
export interface LeaveLookups {
  result: number;
  leaveTypes: LeaveTypeOption[];
  /** The caller's staff record in the entity (null: none, so no request of one's own). */
  ownStaffId: number | null;
  ownStaffName: string | null;
  /** HR: may see every request of the entity and enter one for anyone. */
  viewAll: boolean;
  /** Has people reporting to them, so sees their requests and balances. */
  isManager: boolean;
}

export interface LeaveBalanceRow {
  leaveTypeId: number;
  name: string;
  code: string;
  isPaid: boolean;
  entitlement: number;
  /** Approved days of that year. */
  taken: number;
  /** Days of that year waiting for approval. */
  pending: number;
  remaining: number;
}

export interface LeaveBalanceResponse {
  result: number;
  year: number;
  staffId: number;
  staffName: string;
  data: LeaveBalanceRow[];
}
