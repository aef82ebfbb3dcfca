import { LeaveDayType, type LeaveTypeOption } from '@portal/domain';
import { emptyLeaveValues, leaveToBody, leaveTypeOptions } from './leave-values';

describe('leave form values', () => {
  it('sends a trimmed reason or null, and full days unless chosen otherwise', () => {
    const body = leaveToBody({
      ...emptyLeaveValues,
      leaveTypeId: 4,
      startDate: '2026-12-07',
      endDate: '2026-12-08',
      endDayType: LeaveDayType.FirstHalf,
      reason: '  Trip ',
    });
    expect(body).toEqual({
      id: 0,
      version: 0,
      staffId: null,
      leaveTypeId: 4,
      startDate: '2026-12-07',
      endDate: '2026-12-08',
      startDayType: LeaveDayType.FullDay,
      endDayType: LeaveDayType.FirstHalf,
      reason: 'Trip',
    });
    expect(leaveToBody({ ...emptyLeaveValues, reason: '   ' }).reason).toBeNull();
  });

  it('offers active types, and a retired one only to the request that holds it', () => {
    const types: LeaveTypeOption[] = [
      { id: 1, name: 'Annual leave', code: 'AL', isPaid: true, isActive: true },
      { id: 2, name: 'Old leave', code: 'OL', isPaid: true, isActive: false },
    ];
    expect(leaveTypeOptions(types, null).map((option) => option.value)).toEqual([1]);
    expect(leaveTypeOptions(types, 2).map((option) => option.label)).toEqual([
      'Annual leave (AL)',
      'Old leave (OL)',
    ]);
  });
});
