/**
 * What an API client depends on in the OpenAPI document, operation by operation: its parameters, request
 * body, answers and declared access. Descriptions, summaries, titles and examples are left out, so that
 * rewording the docs is not a change; the order of `required` and of object keys is not one either.
 * openapi-shapes.test.ts holds the served document to the committed openapi-shapes.json.
 */
export type OperationShapes = Record<string, unknown>;

interface OpenApiDocument {
  paths: Record<string, Record<string, unknown>>;
}

const METHODS = ['get', 'post', 'put', 'delete', 'patch'] as const;
/** Words for people, not for clients. */
const PROSE_KEYS = new Set(['description', 'summary', 'title', 'example', 'examples']);
/** The parts of an operation a client sees, in the order the differences name them. */
const PARTS = ['parameters', 'requestBody', 'responses', 'security', 'x-access'] as const;

function normalized(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(normalized);
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([key]) => !PROSE_KEYS.has(key))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, item]) => [
      key,
      key === 'required' && Array.isArray(item) ? [...item].sort() : normalized(item),
    ]);
  return Object.fromEntries(entries);
}

/** Every operation of the document as `METHOD /path`, each with the parts a client sees. */
export function operationShapes(document: OpenApiDocument): OperationShapes {
  const shapes: OperationShapes = {};
  for (const path of Object.keys(document.paths).sort())
    for (const method of METHODS) {
      const operation = document.paths[path]![method] as Record<string, unknown> | undefined;
      if (!operation) continue;
      shapes[`${method.toUpperCase()} ${path}`] = normalized(
        Object.fromEntries(PARTS.filter((part) => part in operation).map((part) => [part, operation[part]])),
      );
    }
  return shapes;
}

/** Removed, added and changed operations, one line each, the changed ones with the parts that differ. */
export function shapeDifferences(before: OperationShapes, after: OperationShapes): string[] {
  const lines: string[] = [];
  for (const key of Object.keys(before)) if (!(key in after)) lines.push(`removed: ${key}`);
  for (const key of Object.keys(after)) if (!(key in before)) lines.push(`added: ${key}`);
  for (const key of Object.keys(before)) {
    if (!(key in after)) continue;
    const was = before[key] as Record<string, unknown>;
    const is = after[key] as Record<string, unknown>;
    const parts = PARTS.filter((part) => JSON.stringify(was[part]) !== JSON.stringify(is[part]));
    if (parts.length) lines.push(`changed: ${key} (${parts.join(', ')})`);
  }
  return lines;
}
