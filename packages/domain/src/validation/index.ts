export * from './rule-types';
export * from './name-patterns';
export { getIn } from './field-path';
export {
  checkRule,
  fieldLabel,
  isEmailAddress,
  isEmptyValue,
  toCompleteDate,
  toNumber,
  DEFAULT_MESSAGES as VALIDATION_DEFAULT_MESSAGES,
  type RuleFailure,
  type RuleContext,
} from './rule-checks';
export { rulesToYupSchema, validateWithRules, violationsFromYupError, type RuleSchema } from './rules-to-yup';
export { parseRuleFile } from './parse-rule-file';
