import type { IntlShape } from 'react-intl';
import {
  formatDate,
  LeaveDayType,
  LeaveStatus,
  type LeaveDetail,
  type LeaveSave,
  type LeaveTypeOption,
} from '@portal/domain';
import type { SelectOption } from '@portal/ui';
import { isoDateToLocal } from '../shared/forms/form-values';

/** The request form: what LeaveSave holds, with '' for an empty reason (inputs need strings). */
export interface LeaveValues {
  /** HR entering a request for someone else; null is oneself. */
  staffId: number | null;
  leaveTypeId: number | null;
  startDate: string | null;
  endDate: string | null;
  startDayType: number | null;
  endDayType: number | null;
  reason: string;
}

export const emptyLeaveValues: LeaveValues = {
  staffId: null,
  leaveTypeId: null,
  startDate: null,
  endDate: null,
  startDayType: LeaveDayType.FullDay,
  endDayType: LeaveDayType.FullDay,
  reason: '',
};

export function leaveToValues(record: LeaveDetail): LeaveValues {
  return {
    staffId: record.staffId,
    leaveTypeId: record.leaveTypeId,
    startDate: record.startDate,
    endDate: record.endDate,
    startDayType: record.startDayType,
    endDayType: record.endDayType,
    reason: record.reason ?? '',
  };
}

export function leaveToBody(values: LeaveValues): LeaveSave {
  return {
    id: 0,
    version: 0,
    staffId: values.staffId,
    leaveTypeId: values.leaveTypeId ?? 0,
    startDate: values.startDate ?? '',
    endDate: values.endDate ?? '',
    startDayType: (values.startDayType ?? LeaveDayType.FullDay) as LeaveDayType,
    endDayType: (values.endDayType ?? LeaveDayType.FullDay) as LeaveDayType,
    reason: values.reason.trim() || null,
  };
}

const numbers = (values: object) =>
  Object.values(values).filter((value): value is number => typeof value === 'number');

export const dayTypeOptions = (intl: IntlShape): SelectOption<number>[] =>
  numbers(LeaveDayType).map((value) => ({
    value,
    label: intl.formatMessage({ id: `hr.leave.dayType.${value}` }),
  }));

export const leaveStatusOptions = (intl: IntlShape): SelectOption<number>[] =>
  numbers(LeaveStatus).map((value) => ({
    value,
    label: intl.formatMessage({ id: `hr.leave.status.${value}` }),
  }));

/** Active types to choose from, plus the record's own type if it was retired since. */
export const leaveTypeOptions = (
  types: LeaveTypeOption[],
  currentId: number | null,
): SelectOption<number>[] =>
  types
    .filter((type) => type.isActive || type.id === currentId)
    .map((type) => ({ value: type.id, label: `${type.name} (${type.code})` }));

/** 'yyyy-MM-dd' as dd/MM/yyyy. */
export const shownDate = (iso: string | null) => (iso ? formatDate(isoDateToLocal(iso) as Date) : '');

/** "02/03/2026" with "(afternoon)" when the first day is a half day, and the like for the last day. */
export function shownDay(intl: IntlShape, iso: string, dayType: number): string {
  const half =
    dayType === LeaveDayType.FullDay ? '' : ` (${intl.formatMessage({ id: `hr.leave.dayType.${dayType}` })})`;
  return `${shownDate(iso)}${half}`;
}

/** Whole and half days: 1, 1.5, 2... in the user's language. */
export const shownDays = (intl: IntlShape, days: number) =>
  intl.formatNumber(days, { maximumFractionDigits: 1 });

export const STATUS_TONES: Record<number, string> = {
  [LeaveStatus.Pending]: 'bg-amber-100 text-amber-900',
  [LeaveStatus.Approved]: 'bg-emerald-100 text-emerald-900',
  [LeaveStatus.Rejected]: 'bg-red-100 text-red-900',
  [LeaveStatus.Cancelled]: 'bg-slate-200 text-slate-700',
};
