import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { SearchRequest, SearchResponse } from '@portal/domain';
import { aCurrentUser } from '@portal/domain/src/testing/current-user';
import { UI_MESSAGES } from '@portal/ui';
import { useAuthStore } from '@portal/shell-contract';
import { screenSettingsApi } from './settings-api';
import { SummaryPage, type SummaryColumn } from './summary-page';

jest.mock('./settings-api', () => {
  const api = {
    filters: jest.fn(),
    saveFilter: jest.fn(),
    deleteFilter: jest.fn(),
    columns: jest.fn(),
    saveColumns: jest.fn(),
  };
  return { screenSettingsApi: () => api };
});
const settings = screenSettingsApi() as unknown as Record<string, jest.Mock>;

interface Country {
  id: number;
  name: string;
  alpha2: string;
}

const ALL: Country[] = Array.from({ length: 240 }, (_, i) => ({
  id: i + 1,
  name: `Country ${String(i + 1).padStart(3, '0')}`,
  alpha2: `C${i}`,
}));

function fakeSearch(request: SearchRequest): Promise<SearchResponse<Country>> {
  let rows = ALL.filter((row) => !request.searchText || row.name.includes(request.searchText));
  if (request.sort?.field === 'name' && request.sort.direction === 'desc') rows = [...rows].reverse();
  return Promise.resolve({
    result: 1,
    data: rows.slice(request.skip, request.skip + request.take),
    total: rows.length,
  });
}

const columns: SummaryColumn<Country>[] = [
  { key: 'name', titleId: 'test.name', sortable: true },
  { key: 'alpha2', titleId: 'test.alpha2' },
  { key: 'id', titleId: 'test.code', sortable: true, defaultVisible: false },
];

const messages = {
  ...UI_MESSAGES.en,
  'test.title': 'Countries',
  'test.name': 'Name',
  'test.alpha2': 'Alpha-2',
  'test.code': 'Code',
};

function Where() {
  const location = useLocation();
  return <output data-testid="location">{location.search}</output>;
}

function renderPage(search: jest.Mock = jest.fn(fakeSearch), url = '/1/country/country-summary') {
  render(
    <IntlProvider locale="en" messages={messages}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route
            path="/:entity/country/country-summary"
            element={
              <>
                <SummaryPage<Country, { regionIds: number[] }>
                  titleId="test.title"
                  screenKey="country-summary"
                  resource={{ search }}
                  columns={columns}
                  filterDefaults={{ regionIds: [] }}
                  permissions={{
                    export: 'C.Export',
                    saveFilter: 'C.SaveFilter',
                    displayColumns: 'C.DisplayColumns',
                  }}
                  rowLink={(row) => `/1/country/edit-country/${row.id}`}
                />
                <Where />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </IntlProvider>,
  );
  return search;
}

const location = () => new URLSearchParams(screen.getByTestId('location').textContent ?? '');
const lastRequest = (search: jest.Mock) => search.mock.calls.at(-1)![0] as SearchRequest;
const bodyRows = () =>
  screen
    .getAllByRole('row')
    .filter((row) => !row.hasAttribute('aria-hidden') && row.getAttribute('aria-rowindex') !== '1');

beforeEach(() => {
  for (const mock of Object.values(settings)) mock.mockReset();
  settings.filters!.mockResolvedValue({ result: 1, data: [] });
  settings.columns!.mockResolvedValue({ result: 1, data: null });
  settings.saveColumns!.mockResolvedValue({ result: 1, data: null });
  useAuthStore.setState({
    user: aCurrentUser({ permissions: ['C.Export', 'C.SaveFilter', 'C.DisplayColumns'] }),
  });
});

describe('SummaryPage', () => {
  it('pages through the results on the server and keeps the page in the URL', async () => {
    const search = renderPage();
    expect(await screen.findByText('Country 001')).toBeInTheDocument();
    expect(lastRequest(search)).toMatchObject({ skip: 0, take: 25, searchText: null, regionIds: null });
    expect(screen.getByTestId('pager-range')).toHaveTextContent('1–25 of 240');
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Country 026')).toBeInTheDocument();
    expect(lastRequest(search)).toMatchObject({ skip: 25, take: 25 });
    expect(location().get('page')).toBe('2');
    fireEvent.click(screen.getByRole('button', { name: 'Last page' }));
    expect(await screen.findByText('Country 240')).toBeInTheDocument();
    expect(screen.getByText('Page 10 of 10')).toBeInTheDocument();
  });

  it('changes the page size from page 1 and draws only the rows in view of a long page', async () => {
    const search = renderPage(undefined, '/1/country/country-summary?page=3');
    expect(await screen.findByText('Country 051')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Rows per page'), { target: { value: '200' } });
    expect(await screen.findByText('Country 001')).toBeInTheDocument();
    expect(lastRequest(search)).toMatchObject({ skip: 0, take: 200 });
    expect(location().get('pageSize')).toBe('200');
    expect(location().get('page')).toBeNull();
    expect(screen.getByTestId('pager-range')).toHaveTextContent('1–200 of 240');
    expect(bodyRows().length).toBeLessThan(30);
  });

  it('sorts by a header click, ascending then descending, with aria-sort', async () => {
    const search = renderPage();
    await screen.findByText('Country 001');
    const nameHeader = () => screen.getByRole('columnheader', { name: /Name/ });
    expect(nameHeader()).toHaveAttribute('aria-sort', 'none');
    fireEvent.click(within(nameHeader()).getByRole('button'));
    await waitFor(() => expect(nameHeader()).toHaveAttribute('aria-sort', 'ascending'));
    fireEvent.click(within(nameHeader()).getByRole('button'));
    await waitFor(() => expect(nameHeader()).toHaveAttribute('aria-sort', 'descending'));
    expect(await screen.findByText('Country 240')).toBeInTheDocument();
    expect(lastRequest(search).sort).toEqual({ field: 'name', direction: 'desc' });
    expect(location().get('sort')).toBe('name');
    expect(location().get('order')).toBe('desc');
    // Not sortable: no button.
    expect(within(screen.getByRole('columnheader', { name: 'Alpha-2' })).queryByRole('button')).toBeNull();
  });

  it('restores the whole search from the URL and searches from page 1', async () => {
    const search = renderPage(
      undefined,
      '/1/country/country-summary?searchText=Country%200&regionIds=2,150&page=2&pageSize=10&sort=name&order=desc',
    );
    await screen.findByText('Country 089');
    expect(screen.queryByText('Country 090')).toBeNull();
    expect(lastRequest(search)).toEqual({
      searchText: 'Country 0',
      skip: 10,
      take: 10,
      sort: { field: 'name', direction: 'desc' },
      regionIds: [2, 150],
    });
    expect(screen.getByLabelText('Search')).toHaveValue('Country 0');
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'Country 2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(location().get('searchText')).toBe('Country 2'));
    expect(location().get('page')).toBeNull();
    expect(location().get('regionIds')).toBe('2,150');
  });

  it('says when nothing matches', async () => {
    renderPage(jest.fn(() => Promise.resolve({ result: 1, data: [], total: 0 })));
    expect(await screen.findByText('No records match this search.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows an error with Retry, and Retry searches again', async () => {
    const search = jest.fn().mockRejectedValueOnce(new Error('offline')).mockImplementation(fakeSearch);
    renderPage(search);
    expect(await screen.findByText(/The search failed/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Country 001')).toBeInTheDocument();
    expect(search).toHaveBeenCalledTimes(2);
  });

  it('shows the loading state until the answer comes', async () => {
    let answer: (value: SearchResponse<Country>) => void = () => undefined;
    renderPage(jest.fn(() => new Promise<SearchResponse<Country>>((resolve) => (answer = resolve))));
    expect(screen.getByText('Loading results…')).toHaveAttribute('role', 'status');
    await act(async () => answer({ result: 1, data: ALL.slice(0, 2), total: 2 }));
    expect(screen.queryByText('Loading results…')).toBeNull();
    expect(screen.getByRole('link', { name: 'Country 001' })).toHaveAttribute(
      'href',
      '/1/country/edit-country/1',
    );
  });

  it('hides export, saved filters and columns from a user without those permissions', async () => {
    useAuthStore.setState({ user: aCurrentUser({ permissions: [] }) });
    renderPage();
    await screen.findByText('Country 001');
    expect(screen.queryByRole('button', { name: 'Export to Excel' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Saved filters' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Columns' })).toBeNull();
    expect(settings.filters).not.toHaveBeenCalled();
    expect(settings.columns).not.toHaveBeenCalled();
  });

  it('shows the saved column choice and saves a new one', async () => {
    settings.columns!.mockResolvedValue({ result: 1, data: { columns: ['id', 'name', 'gone'] } });
    renderPage();
    await waitFor(() => expect(screen.getByRole('columnheader', { name: /Code/ })).toBeInTheDocument());
    expect(screen.queryByRole('columnheader', { name: 'Alpha-2' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Alpha-2' }));
    expect(settings.saveColumns).toHaveBeenCalledWith('country-summary', {
      columns: ['name', 'alpha2', 'id'],
    });
    expect(screen.getByRole('columnheader', { name: 'Alpha-2' })).toBeInTheDocument();
  });

  it('saves the current filter under a name and applies a saved one', async () => {
    settings.filters!.mockResolvedValue({
      result: 1,
      data: [
        {
          id: 4,
          name: 'Europe',
          payload: { searchText: 'Country 1', regionIds: [150] },
          isDefault: false,
          createdOn: '',
        },
      ],
    });
    settings.saveFilter!.mockResolvedValue({
      result: 1,
      data: { id: 5, name: 'Mine', payload: {}, isDefault: false, createdOn: '' },
    });
    const search = renderPage(undefined, '/1/country/country-summary?searchText=Country%2002');
    await screen.findByText('Country 020');
    fireEvent.click(screen.getByRole('button', { name: 'Saved filters' }));
    fireEvent.change(screen.getByLabelText('Filter name'), { target: { value: ' Mine ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save current filter' }));
    await waitFor(() =>
      expect(settings.saveFilter).toHaveBeenCalledWith('country-summary', {
        name: 'Mine',
        payload: { searchText: 'Country 02', regionIds: [] },
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Apply Europe' }));
    await waitFor(() => expect(location().get('regionIds')).toBe('150'));
    expect(location().get('searchText')).toBe('Country 1');
    await waitFor(() =>
      expect(lastRequest(search)).toMatchObject({ searchText: 'Country 1', regionIds: [150] }),
    );
  });
});
