import {
  CODE_PATTERN,
  NAME_PATTERN,
  NAME_WITH_PUNCTUATION_PATTERN,
  type NamePatternName,
  type RuleFile,
} from '@portal/domain';

/** The part of a route's JSON schema the rule files speak about. */
export interface JsonSchema {
  type?: string | string[];
  nullable?: boolean;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  additionalProperties?: boolean | JsonSchema;
  minItems?: number;
  maxLength?: number;
  minLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  exclusiveMinimum?: number;
  enum?: unknown[];
  allOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}

/** Each name pattern of the rule files as a JSON-schema pattern (ajv reads them with the u flag). */
export const SCHEMA_PATTERN_OF: Record<NamePatternName, string> = {
  name: NAME_PATTERN.source,
  nameWithPunctuation: NAME_WITH_PUNCTUATION_PATTERN.source,
  code: CODE_PATTERN.source,
  // The rule fails when a Han character is present: the schema says "none of them".
  noChinese: '^\\P{Script=Han}*$',
};

/** The node of a dotted field path ("address.cityId", "lines.0.qty") and the object node holding it. */
export function fieldNode(
  body: JsonSchema,
  path: string,
): { node: JsonSchema; parent: JsonSchema; key: string } | null {
  let node = body;
  let parent = body;
  let key = '';
  for (const step of path.split('.')) {
    const next = /^\d+$/.test(step) ? node.items : node.properties?.[step];
    if (!next) return null;
    parent = node;
    key = step;
    node = next;
  }
  return { node, parent, key };
}

const isNumeric = (node: JsonSchema) =>
  [node.type].flat().some((type) => type === 'integer' || type === 'number');

/**
 * Above zero, for a whole number: at least 1. A decimal one (man-days: 0.5) keeps its schema: "more than 0"
 * is a number in ajv's draft-07 (exclusiveMinimum: 0) and a flag in OpenAPI 3.0 (exclusiveMinimum: true),
 * and one schema serves both; the agreement test keeps those few differences by name.
 */
function positive(node: JsonSchema): void {
  if ([node.type].flat().includes('integer') && (node.minimum ?? 0) < 1) node.minimum = 1;
}

/** Not null: a required value of any kind refuses it. */
function notNull(node: JsonSchema): void {
  delete node.nullable;
  if (Array.isArray(node.type)) {
    const types = node.type.filter((type) => type !== 'null');
    node.type = types.length === 1 ? types[0]! : types;
  }
}

/**
 * The body schema with what its rule file asks written into it, so that the OpenAPI document and the
 * route's validation say what the browser's form says: a required field is required and not null (an
 * array, not empty; a text, not empty), a positive number has its lower bound, a length its maximum, a
 * name pattern its pattern. Every rule-checked route runs its rules first (preValidation), so nothing
 * the rules let through is refused here: the schema only stops claiming less than the server checks.
 * A maximum the schema already holds lower, and fields the schema does not declare, are left for the
 * agreement test (server/src/test/rule-schema-agreement.test.ts) to name.
 */
export function bodyWithRules<Schema>(body: Schema, rules: RuleFile): Schema {
  // A JSON copy, not structuredClone: that keeps one object used by two fields (an id list) shared, and
  // a constraint written for one field would reach the other.
  const copy = JSON.parse(JSON.stringify(body)) as JsonSchema;
  for (const [field, fieldRules] of Object.entries(rules)) {
    const located = fieldNode(copy, field);
    if (!located) continue;
    const { node, parent, key } = located;
    for (const rule of fieldRules) {
      switch (rule.type) {
        case 'required':
          if (!/^\d+$/.test(key) && !parent.required?.includes(key))
            parent.required = [...(parent.required ?? []), key];
          notNull(node);
          if (rule.kind === 'text' && (node.minLength ?? 0) < 1) node.minLength = 1;
          if ((rule.kind === 'array' || rule.kind === 'arrayOfRecords') && (node.minItems ?? 0) < 1)
            node.minItems = 1;
          if (rule.kind === 'arrayOfRecords' && node.items?.properties) {
            const items = node.items;
            const declared = (rule.fields ?? []).filter((sub) => items.properties?.[sub]);
            items.required = [...new Set([...(items.required ?? []), ...declared])];
          }
          if (rule.kind === 'positiveNumber' && isNumeric(node) && !node.enum) positive(node);
          break;
        case 'maxLength':
          if (node.maxLength === undefined || node.maxLength > rule.max) node.maxLength = rule.max;
          break;
        case 'pattern': {
          const pattern = SCHEMA_PATTERN_OF[rule.pattern];
          if (node.pattern === undefined) node.pattern = pattern;
          else if (node.pattern !== pattern && !node.allOf?.some((part) => part.pattern === pattern))
            node.allOf = [...(node.allOf ?? []), { pattern }];
          break;
        }
        default:
          break;
      }
    }
  }
  return copy as Schema;
}
