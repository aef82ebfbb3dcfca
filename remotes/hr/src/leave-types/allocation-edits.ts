import { LEAVE_DAYS_MAX, type LeaveAllocationCell, type LeaveAllocationChange } from '@portal/domain';

/**
 * The allocation grid's unsaved input. A cell shows the staff's own days when an allocation is set and
 * stays empty otherwise (its placeholder is the type's yearly days); emptying a cell removes the
 * allocation, typing a number sets it.
 */
export type AllocationEdits = ReadonlyMap<string, { staffId: number; leaveTypeId: number; text: string }>;

export const cellKey = (staffId: number, leaveTypeId: number) => `${staffId}:${leaveTypeId}`;

/** What a stored cell shows: its allocation, or nothing (the type's days). */
export const storedText = (cell: LeaveAllocationCell) => (cell.allocated ? String(cell.days) : '');

/** "12,5" (French typing) and "12.5" are the same number; null when it is no number at all. */
export function parseDays(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  return /^\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : null;
}

/** Empty (back to the type's days), or 0 to 366 in whole or half days. */
export const isValidDaysText = (text: string) => {
  if (text.trim() === '') return true;
  const days = parseDays(text);
  return days !== null && days <= LEAVE_DAYS_MAX && Number.isInteger(days * 2);
};

/** The input's text of a cell: what was typed, else what is stored. */
export function shownText(edits: AllocationEdits, staffId: number, cell: LeaveAllocationCell): string {
  return edits.get(cellKey(staffId, cell.leaveTypeId))?.text ?? storedText(cell);
}

/** A cell typed into; typing it back to what is stored forgets the edit. */
export function withEdit(
  edits: AllocationEdits,
  staffId: number,
  cell: LeaveAllocationCell,
  text: string,
): AllocationEdits {
  const next = new Map(edits);
  const key = cellKey(staffId, cell.leaveTypeId);
  const same = parseDays(text) === parseDays(storedText(cell)) && (text.trim() === '') === !cell.allocated;
  if (same) next.delete(key);
  else next.set(key, { staffId, leaveTypeId: cell.leaveTypeId, text });
  return next;
}

/** The save's changes: empty text removes the allocation (null), a number sets it. */
export function changesOf(edits: AllocationEdits): LeaveAllocationChange[] {
  return [...edits.values()].map((edit) => ({
    staffId: edit.staffId,
    leaveTypeId: edit.leaveTypeId,
    days: edit.text.trim() === '' ? null : parseDays(edit.text),
  }));
}

/** The edits whose text is no valid number of days (the save waits until they are fixed). */
export const invalidEdits = (edits: AllocationEdits) =>
  [...edits.values()].filter((edit) => !isValidDaysText(edit.text));
