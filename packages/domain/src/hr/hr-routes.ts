/**
 * The HR area's screens under /{entity}/ (spec section 2 names the first segments) and its API paths
 * beyond the spec's /api/HumanResource list. One place, so links, menus, tasks and tests agree.
 */
export const HR_ROUTES = {
  staffSummary: 'staffsearch/staff-summary',
  staffEdit: 'staffedit/edit-staff',
  outsourceCompanies: 'staffsearch/outsource-companies',
  payrollCompanies: 'staffsearch/payroll-companies',
  officeSummary: 'office/office-summary',
  officeEdit: 'officeconfig/edit-office',
  holidaySummary: 'holiday/holiday-summary',
  holidayEdit: 'holiday/edit-holiday',
  leaveRequest: 'leaverequest/leave-request',
  leaveSummary: 'leavesearch/leave-summary',
  leavePending: 'leavesearch/leave-pending',
  leaveTypes: 'leavesearch/leave-types',
  leaveBalance: 'leavesearch/leave-balance',
  expenseClaim: 'expenseclaim/expense-claim',
  expenseSummary: 'expensesearch/expense-summary',
  pendingExpense: 'pendingexpense/pending-expense',
  userAccountSummary: 'usersearch/user-account-summary',
  userAccountEdit: 'useredit/edit-user',
  emailOutbox: 'usersearch/email-outbox',
  userProfile: 'userprofile/user-profile',
} as const;

/** Public (signed-out) pages of the password-reset flow, served by the shell. */
export const PUBLIC_ACCOUNT_ROUTES = {
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
} as const;

export const HR_API_BASE = 'api/HumanResource';
