import { act, fireEvent, render, screen } from '@testing-library/react';
import { Formik, useFormikContext } from 'formik';
import { useState } from 'react';
import { IntlProvider } from 'react-intl';
import { UI_MESSAGES } from '@portal/ui';
import { ParentSelect } from './form-helpers';

function Values() {
  return <output data-testid="values">{JSON.stringify(useFormikContext().values)}</output>;
}

const EMPTY = { departmentId: null, subDepartmentId: null };
const RECORD = { departmentId: 1, subDepartmentId: 5 };

/** The edit page's formik: created empty while the record loads, then reinitialised with the record. */
function Form() {
  const [initial, setInitial] = useState<Record<string, number | null>>(EMPTY);
  return (
    <IntlProvider locale="en" messages={UI_MESSAGES.en}>
      <button type="button" onClick={() => setInitial(RECORD)}>
        load
      </button>
      <Formik initialValues={initial} enableReinitialize onSubmit={() => undefined}>
        <form>
          <ParentSelect
            name="departmentId"
            clears={['subDepartmentId']}
            label="Department"
            searchable={false}
            options={[
              { value: 1, label: 'Operations' },
              { value: 2, label: 'Finance' },
            ]}
          />
          <Values />
        </form>
      </Formik>
    </IntlProvider>
  );
}

const values = () => JSON.parse(screen.getByTestId('values').textContent ?? '{}') as Record<string, unknown>;

describe('ParentSelect', () => {
  it('keeps the values a loaded record brings, and empties the dependent choice on a user change', async () => {
    render(<Form />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'load' })));
    expect(values()).toEqual(RECORD);
    await act(async () => fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Department' })));
    await act(async () => fireEvent.click(screen.getByRole('option', { name: 'Finance' })));
    expect(values()).toEqual({ departmentId: 2, subDepartmentId: null });
  });
});
