import { parseDateInput } from '../dates/parse-date';
import { fromUtcIso } from '../dates/utc';
import { getIn } from './field-path';
import { matchesNamePattern, NAME_PATTERN_MESSAGES } from './name-patterns';
import {
  NEW_OPTION_ID,
  type CompareRule,
  type RequiredRule,
  type RuleFile,
  type RuleMessageValues,
  type ValidationRule,
} from './rule-types';

/**
 * The rule semantics, as plain functions: the yup schema wraps them, so the browser (formik) and the
 * server (validateWithRules) share one implementation. Only `required` judges empty values; every other
 * rule lets an empty value pass, so an optional field may stay blank.
 */

export interface RuleFailure {
  message: string;
  values: RuleMessageValues;
}

export interface RuleContext {
  /** The whole form, for rules that read another field. */
  root: unknown;
  /** Label key (or path) of the field being checked. */
  label: string;
  rules: RuleFile;
}

export const DEFAULT_MESSAGES = {
  required: 'validation.fieldRequired',
  notNewOption: 'validation.newOption',
  recordFieldRequired: 'validation.recordFieldRequired',
  email: 'validation.email',
  date: 'validation.date',
  number: 'validation.number',
  isLessOrEqual: 'validation.lessOrEqual',
  isGreatOrEqual: 'validation.greatOrEqual',
  maxLength: 'validation.maxLength',
} as const;

const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;
/** An address as the rule files' 'email' check reads it (comma-separated lists check each part with it). */
export const isEmailAddress = (text: string): boolean => EMAIL.test(text);
const DECIMAL = /^[+-]?(?:\d+\.?\d*|\.\d+)$/;

export function isEmptyValue(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

/** A number, or text holding one (inputs give text); null when it is neither. */
export function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && DECIMAL.test(value.trim())) return Number(value.trim());
  return null;
}

/**
 * A complete date as an instant: a valid Date, typed text (dd/MM/yyyy[ HH:mm[:ss]]) or an ISO string.
 * Null for incomplete dates (a year, a month/year) and anything unreadable.
 */
export function toCompleteDate(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value !== 'string') return null;
  const typed = parseDateInput(value);
  if (typed) return typed.complete ? typed.date : null;
  return fromUtcIso(value);
}

/** Label key of a field: the first `label` among its rules, else its path. */
export function fieldLabel(rules: RuleFile, path: string): string {
  return rules[path]?.find((rule) => rule.label)?.label ?? path;
}

function hasValue(value: unknown): boolean {
  if (isEmptyValue(value)) return false;
  if (Array.isArray(value)) return value.length > 0;
  return !(typeof value === 'number' && Number.isNaN(value));
}

function checkRequired(rule: RequiredRule, value: unknown, ctx: RuleContext): RuleFailure | null {
  const fail = (message: string = DEFAULT_MESSAGES.required, extra: RuleMessageValues = {}) => ({
    message: rule.message ?? message,
    values: { field: ctx.label, ...extra },
  });
  switch (rule.kind) {
    case 'positiveNumber': {
      const number = toNumber(value);
      return number !== null && number > 0 ? null : fail();
    }
    case 'notNewOption': {
      const number = toNumber(value);
      if (number === null) return fail();
      return number === NEW_OPTION_ID ? fail(DEFAULT_MESSAGES.notNewOption) : null;
    }
    case 'notNull':
      // '' is what an emptied input holds, and NaN what a cleared number input may give.
      return value === null || value === undefined || value === '' || Number.isNaN(value) ? fail() : null;
    case 'text':
      if (value instanceof Date) return Number.isNaN(value.getTime()) ? fail() : null;
      return typeof value === 'string' && value.trim() !== '' ? null : fail();
    case 'array':
      return Array.isArray(value) && value.length > 0 ? null : fail();
    case 'arrayOfRecords': {
      if (!Array.isArray(value) || value.length === 0) return fail();
      for (const [index, record] of value.entries()) {
        for (const sub of rule.fields ?? []) {
          if (!hasValue(getIn(record, sub))) {
            return fail(DEFAULT_MESSAGES.recordFieldRequired, {
              subField: rule.fieldLabels?.[sub] ?? sub,
              row: index + 1,
            });
          }
        }
      }
      return null;
    }
  }
}

function compareValues(rule: CompareRule, value: unknown, other: unknown): number | null {
  if (rule.compare === 'number') {
    const a = toNumber(value);
    const b = toNumber(other);
    return a === null || b === null ? null : a - b;
  }
  const a = toCompleteDate(value);
  const b = toCompleteDate(other);
  return a === null || b === null ? null : a.getTime() - b.getTime();
}

/** Checks one rule; null when the value passes. */
export function checkRule(rule: ValidationRule, value: unknown, ctx: RuleContext): RuleFailure | null {
  if (rule.type === 'required') return checkRequired(rule, value, ctx);
  if (isEmptyValue(value)) return null;
  const fail = (message: string, extra: RuleMessageValues = {}): RuleFailure => ({
    message: rule.message ?? message,
    values: { field: ctx.label, ...extra },
  });
  switch (rule.type) {
    case 'email':
      return typeof value === 'string' && EMAIL.test(value) ? null : fail(DEFAULT_MESSAGES.email);
    case 'date':
      return toCompleteDate(value) ? null : fail(DEFAULT_MESSAGES.date);
    case 'number':
      return toNumber(value) !== null ? null : fail(DEFAULT_MESSAGES.number);
    case 'isLessOrEqual':
    case 'isGreatOrEqual': {
      // An empty or unreadable side is not compared: required/number/date rules report those.
      const difference = compareValues(rule, value, getIn(ctx.root, rule.field));
      if (difference === null) return null;
      const ok = rule.type === 'isLessOrEqual' ? difference <= 0 : difference >= 0;
      return ok ? null : fail(DEFAULT_MESSAGES[rule.type], { other: fieldLabel(ctx.rules, rule.field) });
    }
    case 'pattern':
      return (typeof value === 'string' || typeof value === 'number') &&
        matchesNamePattern(rule.pattern, String(value))
        ? null
        : fail(NAME_PATTERN_MESSAGES[rule.pattern]);
    case 'maxLength':
      return typeof value === 'string' && [...value].length > rule.max
        ? fail(DEFAULT_MESSAGES.maxLength, { max: rule.max })
        : null;
  }
}
