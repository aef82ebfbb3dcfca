import { act, fireEvent, screen } from '@testing-library/react';
import { ResultCode, type DataSourceRequest } from '@portal/domain';
import { renderInIntl } from '../select/select-test-support';
import { CascadingSelects, type CascadeLevel } from './cascading-selects';

const answer = (items: { id: number; name: string }[]) =>
  jest.fn(async (request: DataSourceRequest) => ({
    result: ResultCode.Success,
    dataSourceList: items.filter(
      (item) =>
        request.idList?.includes(item.id) ||
        item.name.toLowerCase().includes((request.searchText ?? '').toLowerCase()),
    ),
  }));

const LEVELS: CascadeLevel[] = [
  {
    field: 'countryId',
    param: 'countryIds',
    label: 'Country',
    dataSource: answer([
      { id: 1, name: 'France' },
      { id: 2, name: 'Spain' },
    ]),
  },
  {
    field: 'provinceId',
    param: 'provinceIds',
    label: 'Province',
    dataSource: answer([{ id: 10, name: 'Brittany' }]),
  },
  { field: 'cityId', param: 'cityIds', label: 'City', dataSource: answer([]) },
];

const elapse = async (ms: number) => {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
};

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('CascadingSelects', () => {
  it('draws the levels asked for, narrows each by those above and empties every lower level held', async () => {
    const onChange = jest.fn();
    const onClear = jest.fn();
    renderInIntl(
      <CascadingSelects
        levels={LEVELS}
        shown={2}
        values={{ countryId: 1, provinceId: 10, cityId: 20 }}
        onChange={onChange}
        onClear={onClear}
      />,
    );
    await elapse(250);
    expect(screen.queryByRole('combobox', { name: 'City' })).toBeNull();

    const province = screen.getByRole('combobox', { name: 'Province' });
    fireEvent.click(province);
    fireEvent.change(province, { target: { value: 'Bri' } });
    await elapse(250);
    expect(LEVELS[1]!.dataSource).toHaveBeenLastCalledWith(
      expect.objectContaining({ searchText: 'Bri', countryIds: [1] }),
    );
    fireEvent.keyDown(province, { key: 'Escape' });

    const country = screen.getByRole('combobox', { name: 'Country' });
    fireEvent.click(country);
    fireEvent.change(country, { target: { value: 'Spa' } });
    await elapse(250);
    fireEvent.click(screen.getByRole('option', { name: 'Spain' }));
    expect(onChange).toHaveBeenCalledWith('countryId', 2);
    expect(onClear.mock.calls).toEqual([
      ['provinceId', null],
      ['cityId', null],
    ]);
  });
});
