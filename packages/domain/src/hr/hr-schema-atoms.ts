/**
 * Pieces the HR area's body schemas share. Each keeps its literal types (`as const`, generic over the
 * enum it lists), so the types read from a schema name the enum, not a bare number.
 */

/** An optional link to another record: a positive id or null. */
export const nullableIdSchema = { type: ['integer', 'null'], minimum: 1, maximum: 2147483647 } as const;

/** One of a numeric enum's values (its reverse-mapped names left out). */
export const integerEnumSchema = <const Values extends Record<string, string | number>>(values: Values) =>
  ({
    type: 'integer',
    enum: Object.values(values).filter(
      (value): value is Extract<Values[keyof Values], number> => typeof value === 'number',
    ),
  }) as const;
