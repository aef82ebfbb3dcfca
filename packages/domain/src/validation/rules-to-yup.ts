import { mixed, object, ValidationError, type AnyObject, type ObjectSchema, type Schema } from 'yup';
import { checkRule, fieldLabel } from './rule-checks';
import type { RuleFile, RuleViolation } from './rule-types';

/** yup params carried by each error so violations can be rebuilt and put back in rule-file order. */
interface ViolationParams {
  ruleField: string;
  fieldIndex: number;
  ruleIndex: number;
  messageValues: RuleViolation['values'];
}

/** The object schema of a rule file (null is read as an empty object). */
export type RuleSchema = ObjectSchema<AnyObject | null>;

type SchemaTree = { [key: string]: SchemaTree | Schema };

function fieldSchema(rules: RuleFile, path: string, fieldIndex: number): Schema {
  // Nullable: null is a value the rules judge (required fails it, the others let it pass).
  let schema: Schema = mixed().nullable();
  const label = fieldLabel(rules, path);
  (rules[path] ?? []).forEach((rule, ruleIndex) => {
    schema = schema.test({
      name: `${rule.type}:${ruleIndex}`,
      test(value, context) {
        // The last ancestor is the root object: cross-field rules read other fields from it.
        const root = context.from?.[context.from.length - 1]?.value;
        const failure = checkRule(rule, value, { root, label, rules });
        if (!failure) return true;
        const params: ViolationParams = {
          ruleField: path,
          fieldIndex,
          ruleIndex,
          messageValues: failure.values,
        };
        return context.createError({ path, message: failure.message, params: { ...params } });
      },
    });
  });
  return schema;
}

function toObjectSchema(tree: SchemaTree): RuleSchema {
  const shape: Record<string, Schema> = {};
  for (const [key, node] of Object.entries(tree)) {
    shape[key] = isSchema(node) ? node : toObjectSchema(node);
  }
  // Anything but a plain object (null, a string...) is read as an empty one, so the fields' own rules
  // report what is missing instead of a yup type error without a message key.
  return object(shape)
    .nullable()
    .transform((value: unknown) =>
      typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {},
    );
}

function isSchema(node: SchemaTree | Schema): node is Schema {
  return typeof (node as Schema).validate === 'function';
}

/**
 * Builds a yup object schema from a rule file. Dotted paths become nested objects. Error messages are
 * message keys; each error's params carry the message values (labels as keys) for translation.
 */
export function rulesToYupSchema(rules: RuleFile): RuleSchema {
  const tree: SchemaTree = {};
  Object.keys(rules).forEach((path, fieldIndex) => {
    const keys = path.split('.');
    let node = tree;
    keys.slice(0, -1).forEach((key) => {
      const next = node[key];
      if (next && isSchema(next)) {
        throw new Error(`Rule file: "${path}" is nested under a field that has its own rules`);
      }
      node = (next as SchemaTree | undefined) ?? (node[key] = {});
    });
    const last = keys[keys.length - 1]!;
    if (node[last]) throw new Error(`Rule file: "${path}" has fields nested under it`);
    node[last] = fieldSchema(rules, path, fieldIndex);
  });
  return toObjectSchema(tree);
}

/** Turns a yup error from a rule schema into violations, first failing field first. */
export function violationsFromYupError(error: ValidationError): RuleViolation[] {
  const errors = error.inner.length > 0 ? error.inner : [error];
  return errors
    .map((item) => {
      const params = item.params as Partial<ViolationParams> | undefined;
      if (params?.ruleField === undefined) {
        // Not from a rule (should not happen with the transforms above): still a keyed message.
        const field = item.path ?? '';
        return {
          order: [Number.MAX_SAFE_INTEGER, 0],
          violation: { field, message: 'validation.invalid', values: { field } },
        };
      }
      return {
        order: [params?.fieldIndex ?? Number.MAX_SAFE_INTEGER, params?.ruleIndex ?? 0],
        violation: {
          field: params?.ruleField ?? item.path ?? '',
          message: item.message,
          values: params?.messageValues ?? {},
        },
      };
    })
    .sort((a, b) => a.order[0]! - b.order[0]! || a.order[1]! - b.order[1]!)
    .map((item) => item.violation);
}

/** Every failed rule, in rule-file order (fields in file order, then each field's rules in order). */
export function validateWithRules(rules: RuleFile, values: unknown): RuleViolation[] {
  try {
    rulesToYupSchema(rules).validateSync(values ?? {}, { abortEarly: false });
    return [];
  } catch (error) {
    if (error instanceof ValidationError) return violationsFromYupError(error);
    throw error;
  }
}
