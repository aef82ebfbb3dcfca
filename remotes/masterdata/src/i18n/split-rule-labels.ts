const PREFIX = 'masterdata.';

/**
 * The rule files name their labels after the resource ('customer.field.name', 'supplier.field.code'), the
 * names the server translates too. The screens' own texts all start with 'masterdata.'; the label texts
 * are kept apart and added by the module, so this remote's message files hold only its own prefix.
 */
export function splitRuleLabels(messages: Record<string, string>): {
  screens: Record<string, string>;
  ruleLabels: Record<string, string>;
} {
  const screens: Record<string, string> = {};
  const ruleLabels: Record<string, string> = {};
  for (const [key, text] of Object.entries(messages)) {
    if (key.startsWith(PREFIX)) screens[key] = text;
    else ruleLabels[key] = text;
  }
  return { screens, ruleLabels };
}
