import fs from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  COMMON_MESSAGES,
  parseRuleFile,
  validateWithRules,
  type Lang,
  type RuleFile,
  type RuleMessageValues,
  type RuleViolation,
} from '@portal/domain';
import { REPO_ROOT } from '../config';
import { requestLang, sendError } from '../plugins/errors';

/** The rule files the browser fetches at assets/validator/{file}: one source for both sides. */
export const RULE_FILES_DIR = path.join(REPO_ROOT, 'packages/domain/validator');

/** One refused field: the browser's message key and values, plus the text in the request's language. */
export interface RuleFieldError extends RuleViolation {
  text: string;
}

/** The 400 answer of a route checked by rules (the generic message schema would drop values and text). */
export const ruleErrorResponseSchema = {
  type: 'object',
  properties: {
    message: { type: 'string' },
    errors: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          field: { type: 'string' },
          message: { type: 'string' },
          values: { type: 'object', additionalProperties: { type: ['string', 'number'] } },
          text: { type: 'string' },
        },
      },
    },
  },
} as const;

/** Server-side texts of label keys, for routes whose labels are not common messages. */
export type RuleLabels = Record<string, Partial<Record<Lang, string>>>;

export interface RuleValidatorOptions {
  /** English (and French) texts of the field labels; otherwise a label shows as the field path. */
  labels?: RuleLabels;
  /** Where the rule files are (tests). */
  dir?: string;
}

export interface RuleValidator {
  readonly file: string;
  readonly rules: RuleFile;
  /** Violations of the rule file, in its order, with texts; empty when the values pass. */
  validate(values: unknown, lang?: Lang): RuleFieldError[];
  /**
   * Route hook (preValidation or preHandler) checking the request body: 400 { message, errors } like
   * every other validation answer. As preValidation it judges the body before the route's JSON schema,
   * so the messages are exactly the browser's.
   */
  preValidation(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined>;
}

const commonText = (lang: Lang, key: string): string | undefined =>
  (COMMON_MESSAGES[lang] as Record<string, string>)[key];

function fill(template: string, values: RuleMessageValues): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    values[name] === undefined ? whole : String(values[name]),
  );
}

const cache = new Map<string, RuleFile>();

/** Reads (once) and checks a rule file; a broken file fails at start-up, not on a request. */
export function loadRuleFileSync(fileName: string, dir: string = RULE_FILES_DIR): RuleFile {
  if (!/^[a-z0-9][a-z0-9_-]*\.json$/i.test(fileName)) throw new Error(`Not a rule file name: ${fileName}`);
  const file = path.join(dir, fileName);
  const cached = cache.get(file);
  if (cached) return cached;
  const rules = parseRuleFile(JSON.parse(fs.readFileSync(file, 'utf8')), fileName);
  cache.set(file, rules);
  return rules;
}

/** The text of a violation in a language: labels first, then the message (common messages). */
export function violationText(violation: RuleViolation, lang: Lang, labels: RuleLabels = {}): string {
  const values: RuleMessageValues = { ...violation.values };
  for (const name of ['field', 'other', 'subField']) {
    const key = values[name];
    if (typeof key !== 'string') continue;
    const fallback = name === 'other' || name === 'subField' ? key : violation.field;
    values[name] = labels[key]?.[lang] ?? labels[key]?.en ?? commonText(lang, key) ?? fallback;
  }
  const template = commonText(lang, violation.message) ?? violation.message;
  return fill(template, values);
}

/** A checker of request bodies against packages/domain/validator/{fileName}, the browser's rules. */
export function ruleValidator(fileName: string, options: RuleValidatorOptions = {}): RuleValidator {
  const rules = loadRuleFileSync(fileName, options.dir);
  const validate = (values: unknown, lang: Lang = 'en'): RuleFieldError[] =>
    validateWithRules(rules, values).map((violation) => ({
      ...violation,
      text: violationText(violation, lang, options.labels),
    }));
  const preValidation: RuleValidator['preValidation'] = async (request, reply) => {
    const errors = validate(request.body, requestLang(request));
    if (errors.length === 0) return undefined;
    return sendError(request, reply, 400, 'http.validation', errors);
  };
  RULES_OF_HOOK.set(preValidation, { file: fileName, rules });
  return { file: fileName, rules, validate, preValidation };
}

/** The rule file each ruleValidator's hook checks: routes are documented and typed from it. */
const RULES_OF_HOOK = new WeakMap<object, { file: string; rules: RuleFile }>();

/**
 * The rule file a route checks its body against: a ruleValidator's preValidation hook, or, for a route
 * that checks its rules in the handler (to answer them before the schema's errors), `config.bodyRules`.
 */
export function routeRules(route: {
  preValidation?: unknown;
  config?: { bodyRules?: RuleValidator };
}): { file: string; rules: RuleFile } | undefined {
  const declared = route.config?.bodyRules;
  if (declared) return { file: declared.file, rules: declared.rules };
  return [route.preValidation]
    .flat()
    .map((hook) => (typeof hook === 'function' ? RULES_OF_HOOK.get(hook) : undefined))
    .find(Boolean);
}
