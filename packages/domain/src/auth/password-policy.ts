/** Password policy (the spec is silent; ours, written in docs/decisions.md). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_HISTORY_SIZE = 5;
/** "Changed recently" means within three months (spec section 9). */
export const PASSWORD_MAX_AGE_MONTHS = 3;

export type PasswordPolicyIssue =
  'tooShort' | 'needsUpper' | 'needsLower' | 'needsDigit' | 'needsSymbol' | 'containsLogin';

export function passwordPolicyIssues(password: string, loginName?: string): PasswordPolicyIssue[] {
  const issues: PasswordPolicyIssue[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) issues.push('tooShort');
  if (!/[A-Z]/.test(password)) issues.push('needsUpper');
  if (!/[a-z]/.test(password)) issues.push('needsLower');
  if (!/[0-9]/.test(password)) issues.push('needsDigit');
  if (!/[^A-Za-z0-9]/.test(password)) issues.push('needsSymbol');
  if (loginName && loginName.length >= 3 && password.toLowerCase().includes(loginName.toLowerCase()))
    issues.push('containsLogin');
  return issues;
}

/** True when the last change lies within the allowed age, measured in calendar months. */
export function isChangedRecently(changedAt: Date | null, now: Date = new Date()): boolean {
  if (!changedAt) return false;
  const limit = new Date(now);
  limit.setMonth(limit.getMonth() - PASSWORD_MAX_AGE_MONTHS);
  return changedAt.getTime() >= limit.getTime();
}
