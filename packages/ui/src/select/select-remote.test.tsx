import { act, fireEvent, screen } from '@testing-library/react';
import { ResultCode, type DataSourceRequest } from '@portal/domain';
import { MultiHarness, renderInIntl, SingleHarness } from './select-test-support';

const COUNTRIES = [
  { id: 1, name: 'France' },
  { id: 2, name: 'Germany' },
  { id: 3, name: 'Finland' },
  { id: 4, name: 'Fiji' },
];

/** A datasource answering like the server: searchText filters, idList entries always come back. */
function fakeDataSource() {
  return jest.fn(async (request: DataSourceRequest) => {
    const term = (request.searchText ?? '').toLowerCase();
    const ids = request.idList ?? [];
    const rows = COUNTRIES.filter((row) => ids.includes(row.id) || row.name.toLowerCase().includes(term));
    return { result: ResultCode.Success, dataSourceList: rows.slice(0, request.take ?? 10) };
  });
}

const combobox = () => screen.getByRole('combobox');
const optionLabels = () => screen.queryAllByRole('option').map((option) => option.textContent);
const type = (value: string) => fireEvent.change(combobox(), { target: { value } });
/** Let the debounce run out and the datasource promise settle. */
const elapse = async (ms: number) => {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
};

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('Select with a datasource', () => {
  it('debounces typed keys by 200 ms and sends one request with the last term, take 10 and idList', async () => {
    const dataSource = fakeDataSource();
    renderInIntl(
      <MultiHarness dataSource={dataSource} dataSourceParams={{ regionIds: [5] }} initial={[2]} />,
    );
    await elapse(0);
    dataSource.mockClear(); // the label lookup of the bound value, checked below
    type('f');
    await elapse(100);
    type('fi');
    await elapse(199);
    expect(dataSource).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    await elapse(1);
    expect(dataSource).toHaveBeenCalledTimes(1);
    expect(dataSource).toHaveBeenCalledWith({
      searchText: 'fi',
      skip: 0,
      take: 10,
      idList: [2],
      regionIds: [5],
    });
    // Germany came back through idList but is already a chip, so it is not offered again.
    expect(optionLabels()).toEqual(['Finland', 'Fiji']);
  });

  it('asks for the labels of bound ids at once, so chips show names', async () => {
    const dataSource = fakeDataSource();
    renderInIntl(<MultiHarness dataSource={dataSource} initial={[3, 4]} />);
    expect(dataSource).toHaveBeenCalledWith(expect.objectContaining({ idList: [3, 4], searchText: '' }));
    await elapse(0);
    expect(screen.getAllByTestId('select-chip').map((chip) => chip.textContent)).toEqual([
      'Finland×',
      'Fiji×',
    ]);
  });

  it('shows "Type to search" below the minimum term length and does not search', async () => {
    const dataSource = fakeDataSource();
    renderInIntl(<SingleHarness dataSource={dataSource} minTermLength={3} />);
    fireEvent.mouseDown(combobox());
    expect(screen.getByRole('status')).toHaveTextContent('Type to search');
    type('fr');
    await elapse(500);
    expect(dataSource).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('Type to search');
    type('fra');
    await elapse(200);
    expect(dataSource).toHaveBeenCalledWith(expect.objectContaining({ searchText: 'fra' }));
    expect(optionLabels()).toEqual(['France']);
  });

  it('selects a remote item and keeps its label after the panel closes', async () => {
    const onChange = jest.fn();
    renderInIntl(<SingleHarness dataSource={fakeDataSource()} onChange={onChange} />);
    type('ger');
    await elapse(200);
    fireEvent.click(screen.getByRole('option', { name: 'Germany' }));
    expect(onChange).toHaveBeenCalledWith(2, { value: 2, label: 'Germany' });
    expect(screen.getByText('Germany')).toBeInTheDocument();
  });

  it('says "No items found" when the server finds nothing, fails, or answers without success', async () => {
    const dataSource = jest
      .fn()
      .mockResolvedValueOnce({ result: ResultCode.Success, dataSourceList: [] })
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ result: ResultCode.NoDataFound, dataSourceList: [{ id: 9, name: 'x' }] });
    renderInIntl(<SingleHarness dataSource={dataSource} />);
    for (const term of ['a', 'b', 'c']) {
      type(term);
      await elapse(200);
      expect(screen.getByRole('status')).toHaveTextContent('No items found');
    }
    expect(dataSource).toHaveBeenCalledTimes(3);
  });

  it('ignores an answer that arrives after a newer term was typed', async () => {
    let answerFirst: (value: unknown) => void = () => {};
    const dataSource = jest
      .fn()
      .mockImplementationOnce(() => new Promise((resolve) => (answerFirst = resolve)))
      .mockResolvedValueOnce({ result: ResultCode.Success, dataSourceList: [{ id: 2, name: 'Germany' }] });
    renderInIntl(<SingleHarness dataSource={dataSource} />);
    type('fr');
    await elapse(200);
    type('ger');
    await elapse(200);
    await act(async () =>
      answerFirst({ result: ResultCode.Success, dataSourceList: [{ id: 1, name: 'France' }] }),
    );
    expect(optionLabels()).toEqual(['Germany']);
  });

  it('offers "Add item" only after the answer, when no returned label matches', async () => {
    renderInIntl(<SingleHarness dataSource={fakeDataSource()} addTag />);
    type('germany');
    expect(screen.queryByText('Add item')).toBeNull();
    await elapse(200);
    expect(screen.queryByText('Add item')).toBeNull();
    type('Spain');
    await elapse(200);
    expect(screen.getByRole('option', { name: /Add item/ })).toBeInTheDocument();
  });

  it('opens with a datasource even before anything is known', async () => {
    const dataSource = fakeDataSource();
    renderInIntl(<SingleHarness dataSource={dataSource} />);
    fireEvent.mouseDown(combobox());
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    await elapse(200);
    expect(optionLabels()).toEqual(['France', 'Germany', 'Finland', 'Fiji']);
  });
});
