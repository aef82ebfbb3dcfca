import type { VersionedRecord } from '../resource/resource-types';
import type { LeaveTypeOption } from './leave-request-types';
import type { LeaveTypeSave } from './leave-type-schemas';

/** Paths of the leave type and allocation calls (ours: the spec names none), base /api/HumanResource. */
export const HR_LEAVE_TYPE_API = {
  /** GET: every type of the entity (LeaveSummary.ManageTypes). */
  list: 'api/HumanResource/leave-types',
  /** GET: the types a request may choose, active only (LeaveRequest.View). */
  active: 'api/HumanResource/leave-types/active',
  /** GET {id}. */
  type: 'api/HumanResource/leave-types',
  save: 'api/HumanResource/leave-types/save',
  allocations: 'api/HumanResource/leave-allocations/search',
  allocationsSave: 'api/HumanResource/leave-allocations/save',
} as const;

export const LEAVE_TYPE_NAME_MAX = 100;
export const LEAVE_TYPE_CODE_MAX = 10;
/** Cells one allocation save may carry. */
export const LEAVE_ALLOCATIONS_PER_SAVE = 1000;
export const LEAVE_ALLOCATION_SORT_FIELDS = ['fullName', 'employeeNo', 'officeName'] as const;
/** Days of a type or an allocation: 0 to 366, in half days. */
export const LEAVE_DAYS_MAX = 366;

export interface LeaveTypeDetail extends LeaveTypeSave, VersionedRecord {
  /** Requests of any status on this type (a used type is deactivated, never removed). */
  requestCount: number;
}

/** GET leave-types/active: what the request form offers. */
export interface ActiveLeaveType extends LeaveTypeOption {
  yearlyDays: number;
}

/** A staff's days of one type in the year: the allocation when set, else the type's yearly days. */
export interface LeaveAllocationCell {
  leaveTypeId: number;
  days: number;
  /** True when a leave_allocations row sets it; false when it is the type's yearly days. */
  allocated: boolean;
}

export interface LeaveAllocationRow {
  staffId: number;
  employeeNo: string;
  fullName: string;
  officeName: string | null;
  /** One cell per column type, in the order of `types`. */
  allocations: LeaveAllocationCell[];
}

export interface LeaveAllocationSearchResponse {
  result: number;
  year: number;
  /** The columns: the entity's active types, then inactive ones that hold an allocation of the year. */
  types: ActiveLeaveType[];
  data: LeaveAllocationRow[];
  total: number;
}
