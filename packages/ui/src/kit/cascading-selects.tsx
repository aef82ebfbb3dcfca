import { Select, type SelectDataSource } from '../select';

/** One select of the chain. */
export interface CascadeLevel {
  /** The form field it sets ('countryId'; 'countryIds' where several may be picked). */
  field: string;
  /** The datasource parameter that carries its picks to the selects below ('countryIds'). */
  param: string;
  label: string;
  dataSource: SelectDataSource;
}

export interface CascadingSelectsProps {
  /** The whole chain, from the top. */
  levels: readonly CascadeLevel[];
  /** How many levels, from the top, are drawn (all by default). */
  shown?: number;
  multiple?: boolean;
  values: Record<string, unknown>;
  errors?: Record<string, string | undefined>;
  /** A select's new pick. */
  onChange(field: string, value: number | number[] | null): void;
  /** A level below a changed one, emptied: what it held no longer belongs to the pick above. */
  onClear(field: string, empty: [] | null): void;
  onBlur?(field: string): void;
}

const asIds = (value: unknown): number[] =>
  Array.isArray(value) ? (value as number[]) : typeof value === 'number' && value > 0 ? [value] : [];

/**
 * Selects that narrow one another from the top down (country > province > city): each one's datasource
 * request carries the picks of every select above it, and a change empties the levels below that the
 * values hold, drawn or not.
 */
export function CascadingSelects(props: CascadingSelectsProps) {
  const { levels, shown = levels.length, multiple = false, values, errors = {} } = props;

  const change = (index: number, value: number | number[] | null) => {
    props.onChange(levels[index]!.field, value);
    for (const lower of levels.slice(index + 1))
      if (lower.field in values) props.onClear(lower.field, multiple ? [] : null);
  };

  return (
    <>
      {levels.slice(0, shown).map((level, index) => {
        const params: Record<string, number[]> = {};
        for (const above of levels.slice(0, index)) {
          const ids = asIds(values[above.field]);
          if (ids.length > 0) params[above.param] = ids;
        }
        const common = {
          label: level.label,
          name: level.field,
          testId: `picker-${level.field}`,
          dataSource: level.dataSource,
          dataSourceParams: params,
          error: errors[level.field] ?? null,
          onBlur: () => props.onBlur?.(level.field),
        };
        return multiple ? (
          <Select<number>
            key={level.field}
            {...common}
            multiple
            value={asIds(values[level.field])}
            onChange={(ids) => change(index, ids)}
          />
        ) : (
          <Select<number>
            key={level.field}
            {...common}
            value={(values[level.field] as number | null) ?? null}
            onChange={(id) => change(index, id)}
          />
        );
      })}
    </>
  );
}
