import { fireEvent, render, screen } from '@testing-library/react';
import { Formik, type FormikProps } from 'formik';
import { IntlProvider } from 'react-intl';
import { DateRangePreset } from '@portal/domain';
import { UI_MESSAGES } from '@portal/ui';
import { FormDateRange } from './form-date-range';

type Values = { from: string | null; to: string | null };
// A Sunday in the middle of a month, so no preset lands on a month's or a year's edge by chance.
const today = () => new Date(2026, 2, 15);

function renderRange(initial: Values, presets?: DateRangePreset[]) {
  let form: FormikProps<Values> | null = null;
  render(
    <IntlProvider locale="en" messages={UI_MESSAGES.en}>
      <Formik<Values> initialValues={initial} onSubmit={() => undefined}>
        {(props) => {
          form = props;
          return (
            <FormDateRange
              fromName="from"
              toName="to"
              label="Inspection date"
              presets={presets}
              today={today}
            />
          );
        }}
      </Formik>
    </IntlProvider>,
  );
  return () => form!.values;
}

const period = () => screen.getByRole('combobox', { name: 'Inspection date: period' });
const choose = (label: string) => {
  fireEvent.mouseDown(period());
  fireEvent.click(screen.getByRole('option', { name: label }));
};

describe('FormDateRange', () => {
  it('fills both days from a preset', async () => {
    const values = renderRange({ from: null, to: null });
    expect(screen.getByLabelText('Inspection date from')).toBeInTheDocument();
    expect(screen.getByLabelText('Inspection date to')).toBeInTheDocument();
    choose('Last 7 days');
    await screen.findByText('Last 7 days');
    expect(values()).toEqual({ from: '2026-03-09', to: '2026-03-15' });
    choose('Last month');
    await screen.findByText('Last month');
    expect(values()).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    choose('Year to date');
    await screen.findByText('Year to date');
    expect(values()).toEqual({ from: '2026-01-01', to: '2026-03-15' });
  });

  it('names the preset the days already match', () => {
    renderRange({ from: '2026-03-16', to: '2026-03-16' });
    expect(screen.getByText('Tomorrow')).toBeInTheDocument();
    expect(screen.queryByText('Today')).toBeNull();
  });

  it('shows no period for hand-picked days, and offers only the presets asked for', () => {
    renderRange({ from: '2026-03-02', to: '2026-03-04' }, [DateRangePreset.Today, DateRangePreset.Next7Days]);
    expect(screen.queryByText('Today')).toBeNull();
    expect(screen.queryByText('Next 7 days')).toBeNull();
    fireEvent.mouseDown(period());
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Today',
      'Next 7 days',
    ]);
  });
});
