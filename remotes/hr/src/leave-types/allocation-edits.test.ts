import {
  changesOf,
  invalidEdits,
  isValidDaysText,
  parseDays,
  shownText,
  withEdit,
  type AllocationEdits,
} from './allocation-edits';

const defaultCell = { leaveTypeId: 1, days: 15, allocated: false };
const allocatedCell = { leaveTypeId: 2, days: 12.5, allocated: true };
const none: AllocationEdits = new Map();

describe('allocation edits', () => {
  it('reads days typed with a point or a comma, and only whole or half days from 0 to 366', () => {
    expect(parseDays('12,5')).toBe(12.5);
    expect(parseDays(' 7 ')).toBe(7);
    expect(parseDays('-1')).toBeNull();
    expect(parseDays('abc')).toBeNull();
    expect(['', '0', '0.5', '366', '12,5'].every(isValidDaysText)).toBe(true);
    expect(['366.5', '1.25', '-2', 'x'].some(isValidDaysText)).toBe(false);
  });

  it('shows an allocation, or an empty cell for the type days, until something is typed', () => {
    expect(shownText(none, 9, defaultCell)).toBe('');
    expect(shownText(none, 9, allocatedCell)).toBe('12.5');
    expect(shownText(withEdit(none, 9, defaultCell, '20'), 9, defaultCell)).toBe('20');
  });

  it('forgets an edit typed back to what is stored', () => {
    expect(withEdit(none, 9, defaultCell, '').size).toBe(0);
    expect(withEdit(none, 9, allocatedCell, '12,5').size).toBe(0);
    // Typing the type's own days is an allocation of its own (it stays if the type changes later).
    expect(withEdit(none, 9, defaultCell, '15').size).toBe(1);
  });

  it('sends a number to set, null to remove, and holds back invalid text', () => {
    let edits = withEdit(none, 9, defaultCell, '20');
    edits = withEdit(edits, 9, allocatedCell, '');
    edits = withEdit(edits, 10, defaultCell, '1.25');
    expect(changesOf(edits)).toEqual([
      { staffId: 9, leaveTypeId: 1, days: 20 },
      { staffId: 9, leaveTypeId: 2, days: null },
      { staffId: 10, leaveTypeId: 1, days: 1.25 },
    ]);
    expect(invalidEdits(edits).map((edit) => edit.staffId)).toEqual([10]);
  });
});
