export { RULE_FILE_FOLDER, ruleFileUrl, loadRuleFile, clearRuleFileCache } from './rule-file-cache';
export { useRuleFile, type RuleFileState } from './use-rule-file';
export { translateViolation } from './translate-violation';
export {
  useRulesFormik,
  useValidationToasts,
  violationsToFormikErrors,
  RULES_UNAVAILABLE_FIELD,
  type RulesFormikConfig,
  type RulesFormik,
} from './use-rules-formik';
