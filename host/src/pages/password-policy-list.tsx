import { FormattedMessage } from 'react-intl';
import { PASSWORD_MIN_LENGTH, passwordPolicyIssues, type PasswordPolicyIssue } from '@portal/domain';

const RULES: PasswordPolicyIssue[] = ['tooShort', 'needsUpper', 'needsLower', 'needsDigit', 'needsSymbol'];

/** The password policy as a checklist that fills in while the user types (the server checks the same). */
export function PasswordPolicyList({ password, loginName }: { password: string; loginName?: string }) {
  const issues = new Set(passwordPolicyIssues(password, loginName));
  const rules = loginName ? [...RULES, 'containsLogin' as const] : RULES;
  return (
    <div className="text-xs text-slate-600">
      <FormattedMessage id="changePassword.policy" />
      <ul className="mt-1 grid grid-cols-1 gap-1 sm:grid-cols-2">
        {rules.map((rule) => (
          <li key={rule} className={issues.has(rule) ? 'text-slate-500' : 'text-emerald-700'}>
            {issues.has(rule) ? '○' : '●'}{' '}
            <FormattedMessage id={`password.policy.${rule}`} values={{ min: PASSWORD_MIN_LENGTH }} />
          </li>
        ))}
      </ul>
    </div>
  );
}
