import { AllocationRefusal, QcDayState } from './schedule-enums';
import { dayRefusals, dayState, freeManDays, validManDays } from './qc-day-rules';
import { allocationRefusalMessage } from './schedule-messages';

const free = { leave: null, holiday: null, block: null, otherManDays: 0 };

describe('a QC day', () => {
  it('takes quarter days from 0.25 to 1', () => {
    expect([0.25, 0.5, 0.75, 1].every(validManDays)).toBe(true);
    expect([0, -0.25, 0.1, 1.25, 0.3, Number.NaN].some(validManDays)).toBe(false);
  });

  it('refuses leave, holiday and block, each named, in that order', () => {
    expect(dayRefusals({ ...free, block: 'Training', leave: 'Annual' }, 1)).toEqual([
      AllocationRefusal.Leave,
      AllocationRefusal.Blocked,
    ]);
    expect(dayRefusals({ ...free, holiday: 'Diwali' }, 0.5)).toEqual([AllocationRefusal.Holiday]);
  });

  it('lets the day reach one man-day exactly and no more', () => {
    expect(dayRefusals({ ...free, otherManDays: 0.5 }, 0.5)).toEqual([]);
    expect(dayRefusals({ ...free, otherManDays: 0.25 }, 0.75)).toEqual([]);
    expect(dayRefusals({ ...free, otherManDays: 0.75 }, 0.5)).toEqual([AllocationRefusal.DoubleAllocation]);
    expect(dayRefusals({ ...free, otherManDays: 1 }, 0.25)).toEqual([AllocationRefusal.DoubleAllocation]);
  });

  it('leaves no free man-days when absent, else what the day has left', () => {
    expect(freeManDays({ ...free, leave: 'Sick' })).toBe(0);
    expect(freeManDays({ ...free, otherManDays: 0.75 })).toBe(0.25);
    expect(freeManDays(free)).toBe(1);
  });

  it('shows absence before allocations in the calendar', () => {
    expect(dayState({ ...free, otherManDays: 1, leave: 'Annual' })).toBe(QcDayState.Leave);
    expect(dayState({ ...free, otherManDays: 0.5 })).toBe(QcDayState.Allocated);
    expect(dayState(free)).toBe(QcDayState.Free);
  });

  it('words a refusal in English and French with its values', () => {
    const values = { qc: 'Anita Desai', date: '03/12/2026', label: 'Annual leave' };
    expect(allocationRefusalMessage(AllocationRefusal.Leave, 'en', values)).toBe(
      'Anita Desai is on leave on 03/12/2026 (Annual leave).',
    );
    expect(allocationRefusalMessage(AllocationRefusal.Leave, 'fr-FR', values)).toBe(
      'Anita Desai est en congé le 03/12/2026 (Annual leave).',
    );
  });
});
