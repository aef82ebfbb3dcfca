/**
 * The geography rule files (packages/domain/validator) name their field labels 'geography.field.*', the
 * keys the server translates too. The screens already have those texts as 'masterdata.geography.field.*':
 * the same texts under the rule files' keys make the browser's "Validation error" toasts read like the
 * server's messages ("Name is required", not "name is required").
 */
export function ruleLabels(messages: Record<string, string>): Record<string, string> {
  const prefix = 'masterdata.geography.field.';
  return Object.fromEntries(
    Object.entries(messages)
      .filter(([key]) => key.startsWith(prefix))
      .map(([key, text]) => [`geography.field.${key.slice(prefix.length)}`, text]),
  );
}
