/** Statuses and kinds of the HR area. StaffStatus and EmploymentType live in ../enums (spec section 3). */

/** Leave workflow (spec section 4: pending, then approved, rejected or cancelled). Numbers are ours. */
export enum LeaveStatus {
  Pending = 1,
  Approved = 2,
  Rejected = 3,
  Cancelled = 4,
}

/** The part of the first or last day a leave request takes. */
export enum LeaveDayType {
  FullDay = 1,
  FirstHalf = 2,
  SecondHalf = 3,
}

/** Expense claim workflow, numbers as in spec section 4. */
export enum ExpenseStatus {
  Pending = 1,
  Approved = 2,
  Rejected = 3,
  Paid = 4,
  Checked = 5,
  Cancelled = 6,
}

/** Upload result codes (spec section 8: Failure, FileSizeExceed); ours start at 1 = success. */
export enum UploadResult {
  Success = 1,
  Failure = 2,
  FileSizeExceed = 3,
}

/** Largest staff file, staff photo or expense receipt accepted. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** What staff files and receipts may be: images and PDF only. */
export const UPLOAD_MIME_TYPES = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'application/pdf',
] as const;

/** A password-reset link stays valid this long, and only once. */
export const RESET_LINK_HOURS = 24;
