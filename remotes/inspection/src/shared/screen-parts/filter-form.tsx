import { Form, Formik, type FormikErrors } from 'formik';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button, Card } from '@portal/ui';

/**
 * The filters of a scheduling screen: fields laid out in as many columns as fit (no breakpoint variants,
 * see docs/kit.md), Search and Reset. Reinitialised from the URL, so Back shows the search it went back to.
 */
export function FilterForm<Values extends object>({
  values,
  onSearch,
  onReset,
  validate,
  label,
  children,
}: {
  values: Values;
  onSearch: (values: Values) => void;
  onReset: () => void;
  validate?: (values: Values) => FormikErrors<Values>;
  /** The search region's name. */
  label: string;
  children: ReactNode;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Formik
      initialValues={values}
      enableReinitialize
      validate={validate}
      validateOnChange={false}
      onSubmit={onSearch}
    >
      <Card className="!p-4">
        <Form
          role="search"
          aria-label={label}
          noValidate
          className="grid grid-cols-[repeat(auto-fill,minmax(min(100%,14rem),1fr))] items-end gap-4"
        >
          {children}
          <div className="col-span-full flex flex-wrap justify-end gap-2">
            <Button type="button" variant="secondary" onClick={onReset}>
              {t('kit.search.reset')}
            </Button>
            <Button type="submit">{t('kit.search.submit')}</Button>
          </div>
        </Form>
      </Card>
    </Formik>
  );
}
