import { act, fireEvent, render, screen } from '@testing-library/react';
import { Formik, useFormikContext } from 'formik';
import { IntlProvider } from 'react-intl';
import { ResultCode, type DataSourceRequest } from '@portal/domain';
import { UI_MESSAGES } from '@portal/ui';
import { en } from '../i18n/en';
import { LocationPickers } from './location-pickers';

const answer = (items: { id: number; name: string }[]) =>
  jest.fn(async (request: DataSourceRequest) => ({
    result: ResultCode.Success,
    dataSourceList: items.filter(
      (item) =>
        request.idList?.includes(item.id) ||
        item.name.toLowerCase().includes((request.searchText ?? '').toLowerCase()),
    ),
  }));

const api = {
  countryDataSource: answer([
    { id: 250, name: 'France' },
    { id: 276, name: 'Germany' },
  ]),
  provinceDataSource: answer([{ id: 10, name: 'Brittany' }]),
  cityDataSource: answer([{ id: 20, name: 'Rennes' }]),
  countyByCityDataSource: answer([]),
};
jest.mock('../shared/geography/use-geography-api', () => ({ useGeographyApi: () => api }));

function Values() {
  return <output data-testid="values">{JSON.stringify(useFormikContext().values)}</output>;
}

function renderPickers(initial: Record<string, number | null>) {
  render(
    <IntlProvider locale="en" messages={{ ...UI_MESSAGES.en, ...en }}>
      <Formik initialValues={initial} onSubmit={() => undefined}>
        <form>
          <LocationPickers down="city" />
          <Values />
        </form>
      </Formik>
    </IntlProvider>,
  );
}

const elapse = async (ms: number) => {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
};

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('LocationPickers', () => {
  it('narrows each level by the ones above and empties the levels below a change', async () => {
    renderPickers({ countryId: 250, provinceId: 10, cityId: 20 });
    await elapse(250);
    const province = screen.getByRole('combobox', { name: 'Province' });
    fireEvent.click(province);
    fireEvent.change(province, { target: { value: 'Bri' } });
    await elapse(250);
    expect(api.provinceDataSource).toHaveBeenLastCalledWith(
      expect.objectContaining({ searchText: 'Bri', countryIds: [250] }),
    );
    fireEvent.keyDown(province, { key: 'Escape' });

    const country = screen.getByRole('combobox', { name: 'Country' });
    fireEvent.click(country);
    fireEvent.change(country, { target: { value: 'Ger' } });
    await elapse(250);
    fireEvent.click(screen.getByRole('option', { name: 'Germany' }));
    await elapse(10);
    expect(JSON.parse(screen.getByTestId('values').textContent!)).toEqual({
      countryId: 276,
      provinceId: null,
      cityId: null,
    });
  });
});
