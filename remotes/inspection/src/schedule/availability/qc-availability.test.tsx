import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Permissions, QcDayState, type QcAvailability } from '@portal/domain';
import { aCurrentUser } from '@portal/domain/src/testing/current-user';
import { useAuthStore } from '@portal/shell-contract';
import { OFFICES, fixToday, lookup, renderAt } from '../screen-parts/screen-test-support';
import { QcAvailabilityPage } from './qc-availability';

const days = Array.from({ length: 31 }, (_, i) => `2026-03-${String(i + 1).padStart(2, '0')}`);
const MARCH: QcAvailability = {
  month: '2026-03',
  days,
  qcs: [
    {
      staffId: 5,
      staffName: 'Alice Wong',
      officeId: 1,
      officeName: 'Shanghai',
      outsource: false,
      days: [
        {
          date: '2026-03-02',
          state: QcDayState.Allocated,
          manDays: 1,
          bookings: [{ id: 12, bookingNo: 'INS-000012' }],
          label: null,
          blockId: null,
        },
        {
          date: '2026-03-03',
          state: QcDayState.Allocated,
          manDays: 0.5,
          bookings: [{ id: 14, bookingNo: 'INS-000014' }],
          label: null,
          blockId: null,
        },
        {
          date: '2026-03-04',
          state: QcDayState.Leave,
          manDays: 0,
          bookings: [],
          label: 'Annual leave',
          blockId: null,
        },
        {
          date: '2026-03-05',
          state: QcDayState.Blocked,
          manDays: 0,
          bookings: [],
          label: 'Training',
          blockId: 7,
        },
      ],
    },
    {
      staffId: 6,
      staffName: 'Rahim Uddin',
      officeId: 2,
      officeName: 'Dhaka',
      outsource: true,
      days: [
        {
          date: '2026-03-17',
          state: QcDayState.Holiday,
          manDays: 0,
          bookings: [],
          label: 'Saint Patrick',
          blockId: null,
        },
      ],
    },
  ],
};

const api = {
  availability: jest.fn(async () => ({ result: 1, data: MARCH })),
  unblock: jest.fn(async () => ({ result: 1 })),
  offices: jest.fn(async () => OFFICES),
  qcDataSource: lookup([{ id: 5, name: 'Alice Wong' }]),
  countryDataSource: lookup([{ id: 156, name: 'China' }]),
};
jest.mock('../../shared/api/use-schedule-api', () => ({ useScheduleApi: () => api }));

fixToday();
beforeEach(() => jest.clearAllMocks());

async function open(
  permissions: string[] = [Permissions.QcAvailability.View],
  url = '/1/qcavailability/qc-availability',
) {
  useAuthStore.setState({ user: aCurrentUser({ permissions }) });
  await act(async () => {
    render(renderAt(url, 'qcavailability/qc-availability', <QcAvailabilityPage />));
  });
}

/** The cell of a QC's row under the column of a day (dd/MM/yyyy), as a screen reader pairs them. */
function cellOf(qc: string, day: string): HTMLElement {
  const row = screen.getByRole('rowheader', { name: new RegExp(qc) }).closest('tr')!;
  const headers = within(screen.getByRole('table')).getAllByRole('columnheader');
  const index = headers.findIndex((header) => header.textContent?.includes(day));
  expect(index).toBeGreaterThan(0);
  return row.children[index] as HTMLElement;
}

const lastRequest = () => (api.availability.mock.calls.at(-1) as unknown[])[0];

describe('QcAvailabilityPage', () => {
  it('shows the month of each QC by office, each day’s state in words as well as colour', async () => {
    await open();
    expect(screen.getByRole('heading', { name: 'March 2026' })).toBeInTheDocument();
    expect(lastRequest()).toEqual({
      month: '2026-03',
      searchText: '',
      officeIds: [],
      officeCountryIds: [],
      qcIds: [],
      operationalCountryIds: [],
    });
    const table = screen.getByRole('table', { name: 'QC availability in March 2026' });
    expect(within(table).getAllByRole('columnheader')).toHaveLength(32);
    // Offices by name: Dhaka before Shanghai.
    const groups = within(table).getAllByText(/· 1 QC$/);
    expect(groups.map((group) => group.textContent)).toEqual(['Dhaka · 1 QC', 'Shanghai · 1 QC']);
    expect(
      within(screen.getByRole('rowheader', { name: /Rahim Uddin/ })).getByText('Outsource'),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('rowheader', { name: /Alice Wong/ })).queryByText('Outsource')).toBeNull();

    const allocated = cellOf('Alice Wong', '02/03/2026');
    expect(allocated).toHaveAttribute('data-state', 'allocated');
    expect(within(allocated).getByText('Allocated: 1 man-day')).toBeInTheDocument();
    // The short number drawn leads the link's name (WCAG 2.5.3, label in name).
    expect(within(allocated).getByRole('link', { name: '12, booking INS-000012' })).toHaveTextContent('12');
    expect(within(allocated).getByRole('link', { name: '12, booking INS-000012' })).toHaveAttribute(
      'href',
      '/1/schedule/schedule-allocation/12',
    );
    expect(
      within(cellOf('Alice Wong', '03/03/2026')).getByText('Allocated: 0.5 man-days'),
    ).toBeInTheDocument();
    const leave = cellOf('Alice Wong', '04/03/2026');
    expect(within(leave).getByText('Leave: Annual leave')).toBeInTheDocument();
    expect(within(leave).getByText('L')).toBeInTheDocument();
    expect(within(cellOf('Alice Wong', '05/03/2026')).getByText('Blocked: Training')).toBeInTheDocument();
    expect(
      within(cellOf('Rahim Uddin', '17/03/2026')).getByText('Holiday: Saint Patrick'),
    ).toBeInTheDocument();
    const free = cellOf('Rahim Uddin', '02/03/2026');
    expect(free).toHaveAttribute('data-state', 'free');
    expect(within(free).getByText('Free')).toBeInTheDocument();
    // Saturday 7 March is shaded; today (11 March) is the marked column.
    expect(cellOf('Rahim Uddin', '07/03/2026').className).toContain('bg-slate-100');
    const today = within(table)
      .getAllByRole('columnheader')
      .find((header) => header.getAttribute('aria-current'));
    expect(today).toHaveAttribute('aria-current', 'date');
    expect(today?.textContent).toContain('11/03/2026 (today)');
    expect(screen.getByRole('region', { name: 'Legend' })).toHaveTextContent('Part of the day allocated');
    // Without QcBlock.Edit a block cannot be lifted from the calendar.
    expect(screen.queryByRole('button', { name: /^Unblock/ })).toBeNull();
  });

  it('sends the filters and the month of the URL, then the month chosen and the text searched', async () => {
    await open(
      undefined,
      '/1/qcavailability/qc-availability?month=2026-02&officeIds=1&qcIds=5&operationalCountryIds=156',
    );
    expect(lastRequest()).toMatchObject({
      month: '2026-02',
      officeIds: [1],
      qcIds: [5],
      operationalCountryIds: [156],
    });
    expect(screen.getByRole('heading', { name: 'February 2026' })).toBeInTheDocument();

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /Next month/ }));
    });
    expect(lastRequest()).toMatchObject({ month: '2026-03', officeIds: [1], qcIds: [5] });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /Previous month/ }));
    });
    expect(lastRequest()).toMatchObject({ month: '2026-02' });
    await act(async () => {
      fireEvent.change(screen.getByLabelText('Month'), { target: { value: '2026-06' } });
    });
    expect(lastRequest()).toMatchObject({ month: '2026-06' });

    fireEvent.change(screen.getByLabelText('QC name or employee number'), { target: { value: ' wong ' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    });
    expect(lastRequest()).toMatchObject({ month: '2026-06', searchText: 'wong', officeIds: [1] });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    });
    expect(lastRequest()).toEqual({
      month: '2026-06',
      searchText: '',
      officeIds: [],
      officeCountryIds: [],
      qcIds: [],
      operationalCountryIds: [],
    });
  });

  it('lets a block holder unblock a day from its cell after confirming, then shows the month again', async () => {
    await open([Permissions.QcAvailability.View, Permissions.QcBlock.Edit]);
    const blocked = cellOf('Alice Wong', '05/03/2026');
    fireEvent.click(within(blocked).getByRole('button', { name: 'Unblock Alice Wong on 05/03/2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unblock this day?' });
    expect(dialog).toHaveTextContent('Alice Wong can be allocated on 05/03/2026 again.');
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Unblock' }));
    });
    expect(api.unblock).toHaveBeenCalledWith(7);
    await waitFor(() => expect(api.availability).toHaveBeenCalledTimes(2));
    expect(await screen.findByText('Alice Wong is free on 05/03/2026 again.')).toBeInTheDocument();
  });

  it('says when no QC matches, and offers Retry when the calendar fails', async () => {
    api.availability.mockResolvedValueOnce({ result: 1, data: { ...MARCH, qcs: [] } });
    await open();
    expect(screen.getByText('No QC matches these filters.')).toBeInTheDocument();
    api.availability.mockRejectedValueOnce(new Error('down'));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /Next month/ }));
    });
    expect(screen.getByText('The calendar could not be loaded.')).toBeInTheDocument();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    });
    expect(screen.getByRole('table')).toBeInTheDocument();
  });
});
