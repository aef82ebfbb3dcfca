import { useIntl } from 'react-intl';
import { visibleCategories, type UserType, type WorkItemCategory } from '@portal/domain';

/** All (null) plus the categories this user type may see (spec section 6). */
export function CategorySelect({
  userType,
  value,
  onChange,
}: {
  userType: UserType;
  value: WorkItemCategory | null;
  onChange(value: WorkItemCategory | null): void;
}) {
  const intl = useIntl();
  return (
    <label className="flex items-center gap-2 text-xs text-slate-600">
      <span>{intl.formatMessage({ id: 'panels.category' })}</span>
      <select
        className="rounded-md border border-slate-300 bg-white px-2 py-1 text-sm text-slate-800"
        value={value ?? ''}
        onChange={(event) =>
          onChange(event.target.value === '' ? null : (Number(event.target.value) as WorkItemCategory))
        }
      >
        <option value="">{intl.formatMessage({ id: 'panels.category.all' })}</option>
        {visibleCategories(userType).map((category) => (
          <option key={category} value={category}>
            {intl.formatMessage({ id: `panels.category.${category}` })}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Two-way switch (To do / Done, Unread / Read) as a labelled radio group. */
export function StatusToggle<V extends boolean>({
  options,
  value,
  onChange,
}: {
  options: readonly { value: V; label: string }[];
  value: V;
  onChange(value: V): void;
}) {
  const intl = useIntl();
  return (
    <div
      role="radiogroup"
      aria-label={intl.formatMessage({ id: 'panels.status' })}
      className="flex rounded-md bg-slate-100 p-0.5"
    >
      {options.map((option) => (
        <button
          key={String(option.value)}
          type="button"
          role="radio"
          aria-checked={value === option.value}
          onClick={() => onChange(option.value)}
          className={`rounded px-2.5 py-1 text-xs font-medium ${value === option.value ? 'bg-white text-sky-800 shadow-sm' : 'text-slate-600 hover:text-slate-900'}`}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
