import {
  NAME_PATTERN_NAMES,
  REQUIRED_KINDS,
  RULE_TYPES,
  type RuleFile,
  type ValidationRule,
} from './rule-types';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const optionalString = (rule: Record<string, unknown>, key: string) =>
  rule[key] === undefined || typeof rule[key] === 'string';

function ruleProblem(rule: unknown): string | null {
  if (!isRecord(rule)) return 'a rule must be an object';
  if (!RULE_TYPES.includes(rule.type as ValidationRule['type'])) return `unknown type ${String(rule.type)}`;
  if (!optionalString(rule, 'message') || !optionalString(rule, 'label')) {
    return 'message and label must be strings';
  }
  switch (rule.type) {
    case 'required':
      if (!REQUIRED_KINDS.includes(rule.kind as never)) return `unknown kind ${String(rule.kind)}`;
      if (rule.kind === 'arrayOfRecords') {
        const fields = rule.fields;
        if (!Array.isArray(fields) || fields.length === 0 || fields.some((f) => typeof f !== 'string')) {
          return 'arrayOfRecords needs fields: a list of sub-field names';
        }
      }
      return null;
    case 'isLessOrEqual':
    case 'isGreatOrEqual':
      if (typeof rule.field !== 'string' || !rule.field) return `${rule.type} needs the other field`;
      return rule.compare === 'number' || rule.compare === 'date'
        ? null
        : `${rule.type} needs compare 'number' or 'date'`;
    case 'pattern':
      return NAME_PATTERN_NAMES.includes(rule.pattern as never)
        ? null
        : `unknown pattern ${String(rule.pattern)}`;
    case 'maxLength':
      return Number.isInteger(rule.max) && (rule.max as number) > 0 ? null : 'maxLength needs max > 0';
    default:
      return null;
  }
}

/**
 * Checks that parsed JSON is a rule file, so a typo in a rule fails loudly where it is loaded (server
 * start, browser fetch) instead of silently letting values through.
 */
export function parseRuleFile(json: unknown, source = 'rule file'): RuleFile {
  if (!isRecord(json)) throw new Error(`${source}: expected an object of field paths`);
  for (const [field, rules] of Object.entries(json)) {
    if (!Array.isArray(rules)) throw new Error(`${source}: "${field}" must list rules`);
    rules.forEach((rule, index) => {
      const problem = ruleProblem(rule);
      if (problem) throw new Error(`${source}: "${field}" rule ${index + 1}: ${problem}`);
    });
  }
  return json as RuleFile;
}
