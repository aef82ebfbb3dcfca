import { Formik, type FormikProps } from 'formik';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button, Card, TextField } from '@portal/ui';
import type { FilterValues } from './search-state';

export type SearchFormValues<Filters extends FilterValues> = Filters & { searchText: string };

export interface SearchFormProps<Filters extends FilterValues> {
  values: SearchFormValues<Filters>;
  onSearch: (values: SearchFormValues<Filters>) => void;
  onReset: () => void;
  renderFilters?: (form: FormikProps<SearchFormValues<Filters>>) => ReactNode;
}

/** searchText plus the screen's own filters; a search starts from page 1. */
export function SearchForm<Filters extends FilterValues>({
  values,
  onSearch,
  onReset,
  renderFilters,
}: SearchFormProps<Filters>) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    // Reinitialised from the URL: applying a saved filter or going back shows its values in the form.
    <Formik initialValues={values} enableReinitialize onSubmit={onSearch}>
      {(form) => (
        <Card>
          <form
            role="search"
            onSubmit={form.handleSubmit}
            className="grid grid-cols-1 items-end gap-4 md:grid-cols-3"
          >
            <TextField
              label={t('kit.search.label')}
              name="searchText"
              placeholder={t('kit.search.placeholder')}
              value={form.values.searchText}
              onChange={form.handleChange}
            />
            {renderFilters?.(form)}
            <div className="flex gap-2 md:col-start-3 md:justify-end">
              <Button type="button" variant="secondary" onClick={onReset}>
                {t('kit.search.reset')}
              </Button>
              <Button type="submit">{t('kit.search.submit')}</Button>
            </div>
          </form>
        </Card>
      )}
    </Formik>
  );
}
