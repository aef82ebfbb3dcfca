import type { RuleFile } from '@portal/domain';
import { fieldNode, SCHEMA_PATTERN_OF, type JsonSchema } from '../lib/rule-bodies';

/** Non-blank: what a required text's schema may say besides the rules' own patterns. */
const NON_BLANK = '\\S';
/** An ISO calendar date, what the rules' date check stands for in a schema (with or without format). */
const ISO_DATE = '^\\d{4}-\\d{2}-\\d{2}$';

const patternsOf = (node: JsonSchema): string[] =>
  [node.pattern, ...(node.allOf ?? []).map((part) => part.pattern)].filter(
    (pattern): pattern is string => pattern !== undefined,
  );

const isPositive = (node: JsonSchema): boolean =>
  (node.minimum ?? 0) > 0 ||
  (node.exclusiveMinimum ?? -1) >= 0 ||
  (node.enum?.length ? node.enum.every((value) => typeof value === 'number' && value > 0) : false);

/** A blank input reaches the server as '' (text) or is left out: a schema that refuses both needs the rules to. */
const acceptsBlank = (node: JsonSchema): boolean =>
  [node.type].flat().includes('string') && !(node.minLength ?? 0) && patternsOf(node).length === 0;

/**
 * Where a rule file and the body schema of a route it checks disagree, one line each: a field the rules
 * check and the schema does not declare, a required field or a lower bound one side leaves out, another
 * maximum length, a pattern the other side does not have. E-mail addresses are left out: the rule's
 * check and ajv's format differ in what they accept, and the rules run first.
 */
export function ruleSchemaDisagreements(rules: RuleFile, body: JsonSchema): string[] {
  const found: string[] = [];
  for (const [field, fieldRules] of Object.entries(rules)) {
    const located = fieldNode(body, field);
    if (!located) {
      found.push(`${field}: checked by the rules, not declared by the schema`);
      continue;
    }
    const { node, parent, key } = located;
    const ruleRequired = fieldRules.some((rule) => rule.type === 'required');
    const schemaRequired = /^\d+$/.test(key) || (parent.required ?? []).includes(key);
    if (ruleRequired && !schemaRequired) found.push(`${field}: required by the rules only`);
    if (!ruleRequired && schemaRequired && !acceptsBlank(node))
      found.push(`${field}: required by the schema only`);
    const rulePatterns: string[] = [];
    for (const rule of fieldRules) {
      if (rule.type === 'maxLength' && node.maxLength !== rule.max)
        found.push(`${field}: maxLength ${rule.max} in the rules, ${node.maxLength ?? 'none'} in the schema`);
      if (rule.type === 'pattern') {
        rulePatterns.push(SCHEMA_PATTERN_OF[rule.pattern]);
        if (!patternsOf(node).includes(SCHEMA_PATTERN_OF[rule.pattern]))
          found.push(`${field}: pattern ${rule.pattern} in the rules only`);
      }
      if (rule.type === 'required' && rule.kind === 'positiveNumber' && !isPositive(node))
        found.push(`${field}: positive in the rules, not in the schema`);
      // Money travels as decimal text ("125.50"), exact to the cent: a number the rules read as one.
      if (
        rule.type === 'number' &&
        ![node.type].flat().some((type) => ['integer', 'number', 'string'].includes(type!))
      )
        found.push(`${field}: a number in the rules, ${String(node.type)} in the schema`);
      if (rule.type === 'date') {
        rulePatterns.push(ISO_DATE);
        if (node.format !== 'date' && !patternsOf(node).includes(ISO_DATE))
          found.push(`${field}: a date in the rules, not in the schema`);
      }
    }
    for (const pattern of patternsOf(node))
      if (pattern !== NON_BLANK && !rulePatterns.includes(pattern))
        found.push(`${field}: pattern ${pattern} in the schema only`);
  }
  return found;
}
