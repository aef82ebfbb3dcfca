/**
 * Form rules as data (spec section 5). A rule file is JSON: { "<fieldPath>": [rule, ...] }, where a
 * field path is dotted for nested values ("address.cityId"). The browser loads the file from
 * assets/validator/{file} and the server reads the same file, so both sides judge a request alike.
 */

/** The select's "new option" entry: a number that must not be saved as a real choice. */
export const NEW_OPTION_ID = -11;

export const REQUIRED_KINDS = [
  'positiveNumber',
  'notNewOption',
  'notNull',
  'text',
  'array',
  'arrayOfRecords',
] as const;
export type RequiredKind = (typeof REQUIRED_KINDS)[number];

export const NAME_PATTERN_NAMES = ['name', 'nameWithPunctuation', 'code', 'noChinese'] as const;
export type NamePatternName = (typeof NAME_PATTERN_NAMES)[number];

export type CompareKind = 'number' | 'date';

interface RuleBase {
  /** Message key replacing the rule's default (keys live in the app's or the common messages). */
  message?: string;
  /**
   * Message key of the field's label, shown in messages as {field}. Written once per field (on any of
   * its rules); without one the field path is shown.
   */
  label?: string;
}

export interface RequiredRule extends RuleBase {
  type: 'required';
  kind: RequiredKind;
  /** arrayOfRecords: the sub-fields every record must fill. */
  fields?: string[];
  /** arrayOfRecords: label keys of those sub-fields, shown as {subField}. */
  fieldLabels?: Record<string, string>;
}

export interface EmailRule extends RuleBase {
  type: 'email';
}

export interface DateRule extends RuleBase {
  type: 'date';
}

export interface NumberRule extends RuleBase {
  type: 'number';
}

export interface CompareRule extends RuleBase {
  type: 'isLessOrEqual' | 'isGreatOrEqual';
  /** Path of the other field, from the root of the values. */
  field: string;
  compare: CompareKind;
}

export interface PatternRule extends RuleBase {
  type: 'pattern';
  pattern: NamePatternName;
}

export interface MaxLengthRule extends RuleBase {
  type: 'maxLength';
  max: number;
}

export type ValidationRule =
  RequiredRule | EmailRule | DateRule | NumberRule | CompareRule | PatternRule | MaxLengthRule;

export type RuleType = ValidationRule['type'];

export const RULE_TYPES: readonly RuleType[] = [
  'required',
  'email',
  'date',
  'number',
  'isLessOrEqual',
  'isGreatOrEqual',
  'pattern',
  'maxLength',
];

export type RuleFile = Record<string, ValidationRule[]>;

export type RuleMessageValues = Record<string, string | number>;

/** One failed rule: the message key and its values ({field} and {other} hold label keys). */
export interface RuleViolation {
  field: string;
  message: string;
  values: RuleMessageValues;
}
