import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { BookingStatus, Permissions } from '@portal/domain';
import { aCurrentUser } from '@portal/domain/src/testing/current-user';
import { useAuthStore } from '@portal/shell-contract';
import { aScheduleRow, renderAt } from '../schedule-test-support';
import { ScheduleSummary, searchInPages } from './schedule-summary';

jest.mock('@portal/screen-kit/src/settings-api', () => ({
  screenSettingsApi: () => ({
    filters: async () => ({ result: 1, data: [] }),
    columns: async () => ({ result: 1, data: null }),
  }),
}));

const rows = [
  aScheduleRow({ id: 15, bookingNo: 'INS-000015', manDaysAllocated: 0, qcNames: [] }),
  aScheduleRow({ status: BookingStatus.AllocateQC, qcNames: ['Li Wei', 'Chen Jie'] }),
];
const api = {
  summary: jest.fn(async () => ({ result: 1, rows, total: 2 })),
  offices: jest.fn(async () => ({
    result: 1,
    offices: [{ id: 1, name: 'Shanghai', countryId: 156, countryName: 'China' }],
    countries: [{ id: 156, name: 'China' }],
    years: [],
    currentYear: 2026,
  })),
  customerDataSource: jest.fn(),
  countryDataSource: jest.fn(),
};
jest.mock('../../shared/api/use-schedule-api', () => ({ useScheduleApi: () => api }));

const P = Permissions.ScheduleSummary;
const PATH = 'schedule/schedule-summary/:id?';
// Fixed "today" for the presets: Sunday 15 March 2026.
beforeAll(() =>
  jest.useFakeTimers({
    now: new Date(2026, 2, 15, 10),
    doNotFake: [
      'setTimeout',
      'setInterval',
      'clearTimeout',
      'clearInterval',
      'queueMicrotask',
      'nextTick',
      'setImmediate',
    ],
  }),
);
afterAll(() => jest.useRealTimers());
beforeEach(() => api.summary.mockClear());

async function open(permissions: string[], url = '/1/schedule/schedule-summary') {
  useAuthStore.setState({ user: aCurrentUser({ permissions }) });
  await act(async () => {
    render(renderAt(url, PATH, <ScheduleSummary />));
  });
}

const rowOf = (number: string) => screen.getByRole('link', { name: new RegExp(`^${number}`) }).closest('tr')!;

describe('ScheduleSummary', () => {
  it('lists the bookings waiting for inspectors with their man-days and QCs', async () => {
    await open([P.View, P.Allocate]);
    expect(api.summary).toHaveBeenCalledWith({ skip: 0, take: 25, state: 'waiting' });
    const row = rowOf('INS-000012');
    expect(within(row).getByRole('link', { name: 'INS-000012' })).toHaveAttribute(
      'href',
      '/1/schedule/schedule-allocation/12',
    );
    expect(within(row).getByText('Allocate QC')).toBeInTheDocument();
    expect(within(row).getByText('16/03/2026 – 17/03/2026')).toBeInTheDocument();
    expect(within(row).getByText('Dongguan Plant 2, Dongguan, China')).toBeInTheDocument();
    expect(within(row).getByText('1.5 / 2')).toBeInTheDocument();
    expect(within(row).getByText('Li Wei, Chen Jie')).toBeInTheDocument();
    expect(within(row).getByText('Final inspection')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Allocate inspectors to INS-000012' })).toHaveAttribute(
      'href',
      '/1/schedule/schedule-allocation/12',
    );
    expect(within(rowOf('INS-000015')).getByText('0 / 2')).toBeInTheDocument();
  });

  it('offers Allocate only to those who may allocate', async () => {
    await open([P.View]);
    expect(screen.getByRole('link', { name: 'INS-000012' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Allocate inspectors/ })).toBeNull();
  });

  it('opened by the task, asks for its booking first and points it out', async () => {
    await open([P.View, P.Allocate], '/1/schedule/schedule-summary/12');
    expect(api.summary).toHaveBeenCalledWith(expect.objectContaining({ focusBookingId: 12 }));
    const row = rowOf('INS-000012');
    expect(within(row).getByText('Task')).toBeInTheDocument();
    expect(row.className).toContain('bg-amber-50');
    expect(rowOf('INS-000015').className).not.toContain('bg-amber-50');
  });

  it('sends the chosen state, period, office and text', async () => {
    await open([P.View]);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Bookings' }));
    fireEvent.click(screen.getByRole('option', { name: 'All' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Inspection date: period' }));
    fireEvent.click(screen.getByRole('option', { name: 'Next 7 days' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Offices' }));
    fireEvent.click(screen.getByRole('option', { name: 'Shanghai' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), { target: { value: ' Dongguan ' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    });
    expect(api.summary).toHaveBeenLastCalledWith({
      skip: 0,
      take: 25,
      state: 'all',
      searchText: 'Dongguan',
      dateFrom: '2026-03-15',
      dateTo: '2026-03-21',
      officeIds: [1],
    });
  });

  it('reads an export of more rows than a page in pages the summary takes', async () => {
    const summary = jest.fn(async ({ skip, take }: { skip: number; take: number }) => ({
      result: 1,
      rows: Array.from({ length: Math.max(0, Math.min(take, 430 - skip)) }, (_, i) =>
        aScheduleRow({ id: skip + i + 1 }),
      ),
      total: 430,
    }));
    const answer = await searchInPages(summary, { skip: 0, take: 1000, state: 'all' });
    expect(summary.mock.calls.map(([request]) => [request.skip, request.take])).toEqual([
      [0, 200],
      [200, 200],
      [400, 200],
    ]);
    expect(answer.data).toHaveLength(430);
    expect(answer.total).toBe(430);
  });
});
