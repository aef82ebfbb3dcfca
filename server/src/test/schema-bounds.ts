import type { JsonSchema } from './api-catalog';

const INT32_MAX = 2_147_483_647;
/** Formats whose values have a fixed size (ajv checks them). */
const SIZED_FORMATS = ['date', 'date-time', 'time', 'uuid'];

/** An anchored pattern without an open-ended repeat (^\d{4}-\d{2}-\d{2}$) limits the length by itself. */
const boundedPattern = (pattern: unknown) =>
  typeof pattern === 'string' && /^\^.*\$$/.test(pattern) && !/[*+]|\{\d+,\}/.test(pattern);

/**
 * Where a request schema lets through more than any real value needs: a string without a length limit
 * (or enum/const), a number without bounds or an integer beyond 32 bits, an array without maxItems, an
 * object open to any property without a limit. Such a schema sends 100,000 characters or 1e308 on to the
 * handler and the database instead of refusing it with a 400.
 */
export function unboundedFields(schema: unknown, at = 'body'): string[] {
  if (schema === null || typeof schema !== 'object') return [];
  const node = schema as JsonSchema;
  const found: string[] = [];
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const)
    if (Array.isArray(node[key]))
      (node[key] as unknown[]).forEach((part) => found.push(...unboundedFields(part, at)));
  if ('enum' in node || 'const' in node) return found;
  const types = (Array.isArray(node.type) ? node.type : [node.type]) as (string | undefined)[];
  const sizedString =
    typeof node.maxLength === 'number' ||
    SIZED_FORMATS.includes(node.format as string) ||
    boundedPattern(node.pattern);
  if (types.includes('string') && !sizedString) found.push(`${at}: string without maxLength`);
  if (types.includes('number') && (typeof node.maximum !== 'number' || typeof node.minimum !== 'number'))
    found.push(`${at}: number without minimum and maximum`);
  if (
    types.includes('integer') &&
    (typeof node.maximum !== 'number' || node.maximum > INT32_MAX || typeof node.minimum !== 'number')
  )
    found.push(`${at}: integer without 32-bit bounds`);
  if (types.includes('array')) {
    if (typeof node.maxItems !== 'number') found.push(`${at}: array without maxItems`);
    found.push(...unboundedFields(node.items, `${at}[]`));
  }
  if (types.includes('object') || node.properties) {
    for (const [name, inner] of Object.entries((node.properties ?? {}) as Record<string, unknown>))
      found.push(...unboundedFields(inner, `${at}.${name}`));
    const extra = node.additionalProperties;
    if (extra && typeof extra === 'object') found.push(...unboundedFields(extra, `${at}.*`));
  }
  return found;
}
