import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import {
  BookingStatus,
  Permissions,
  ResourceResult,
  ServiceType,
  type QcAssignment,
  type QcDashboard,
} from '@portal/domain';
import { aCurrentUser } from '@portal/domain/src/testing/current-user';
import { useAuthStore } from '@portal/shell-contract';
import { fixToday, renderAt } from '../screen-parts/screen-test-support';
import { QcDashboardPage } from './qc-dashboard-page';

/** Instants built from local wall-clock times, so the expected texts hold in any zone. */
const at = (day: number, hour: number, minute = 0) => new Date(2026, 2, day, hour, minute).toISOString();

const anAssignment = (over: Partial<QcAssignment> = {}): QcAssignment => ({
  allocationId: 31,
  bookingId: 12,
  bookingNo: 'INS-000012',
  status: BookingStatus.Scheduled,
  date: '2026-03-11',
  manDays: 1,
  serviceType: ServiceType.FinalInspection,
  customerName: 'Northwind Retail Ltd',
  supplierName: 'Shenzhen Knit Co.',
  factoryName: 'Dongguan Plant 2',
  factoryAddress: '12 Harbour Road',
  factoryCityName: 'Dongguan',
  products: [
    { reference: 'STY-1', description: 'Cotton shirt', quantity: 1200, sampleSize: 80 },
    { reference: 'STY-2', description: null, quantity: 300, sampleSize: null },
  ],
  contacts: [
    { party: 'factory', name: 'Li Wei', phone: '+86 769 5555 0101', email: 'li.wei@plant2.example' },
    { party: 'supplier', name: 'Zhang Min', phone: null, email: 'zhang@knit.example' },
  ],
  colleagues: ['Rahim Uddin'],
  finishedAt: null,
  reportDueAt: at(11, 23, 59),
  ...over,
});

const overdue = anAssignment({
  allocationId: 30,
  bookingId: 10,
  bookingNo: 'INS-000010',
  date: '2026-03-10',
  colleagues: [],
  reportDueAt: at(10, 18),
});
const finished = anAssignment({
  allocationId: 29,
  bookingId: 9,
  bookingNo: 'INS-000009',
  date: '2026-03-09',
  finishedAt: at(9, 16, 30),
  reportDueAt: at(10, 17),
});
const DASHBOARD: QcDashboard = {
  today: '2026-03-11',
  upcoming: [anAssignment(), anAssignment({ allocationId: 32, date: '2026-03-12', colleagues: [] })],
  reportsDue: [anAssignment(), overdue, finished],
  past: [
    finished,
    anAssignment({ allocationId: 20, bookingNo: 'INS-000005', date: '2026-02-20', manDays: 0.5 }),
  ],
};

const api = {
  qcDashboard: jest.fn(async () => ({ result: 1, data: DASHBOARD })),
  finish: jest.fn(async () => ({ result: ResourceResult.Success, data: DASHBOARD })),
};
jest.mock('../../shared/api/use-schedule-api', () => ({ useScheduleApi: () => api }));

fixToday();
beforeEach(() => jest.clearAllMocks());

async function open(
  permissions: string[] = [Permissions.QcDashboard.View, Permissions.InspectionSummary.View],
) {
  useAuthStore.setState({ user: aCurrentUser({ permissions }) });
  await act(async () => {
    render(renderAt('/1/qcdashboard', 'qcdashboard', <QcDashboardPage />));
  });
}

const section = (name: string) => screen.getByRole('heading', { name, level: 2 }).closest('section')!;
const card = (within_: HTMLElement, booking: string) =>
  within(within_)
    .getAllByRole('article')
    .find((article) => article.textContent?.includes(booking))!;

describe('QcDashboardPage', () => {
  it('asks for the browser’s zone and shows today’s assignment with all an inspector needs', async () => {
    await open();
    expect(api.qcDashboard).toHaveBeenCalledWith(Intl.DateTimeFormat().resolvedOptions().timeZone);
    const today = card(section('Today and coming days'), 'INS-000012');
    expect(within(today).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Wednesday 11/03/2026 · INS-000012',
    );
    expect(within(today).getByRole('link', { name: 'INS-000012' })).toHaveAttribute(
      'href',
      '/1/bookingDetail/booking-detail/12',
    );
    expect(today).toHaveTextContent('Today');
    expect(today).toHaveTextContent('Final inspection · 1 man-day');
    expect(today).toHaveTextContent('Northwind Retail Ltd');
    expect(today).toHaveTextContent('Shenzhen Knit Co.');
    expect(today).toHaveTextContent('Dongguan Plant 212 Harbour Road, Dongguan');
    expect(today).toHaveTextContent('STY-1 · Cotton shirtQuantity 1,200 · sample 80');
    expect(today).toHaveTextContent('STY-2Quantity 300');
    expect(within(today).getByRole('link', { name: '+86 769 5555 0101' })).toHaveAttribute(
      'href',
      'tel:+8676955550101',
    );
    expect(within(today).getByRole('link', { name: 'li.wei@plant2.example' })).toHaveAttribute(
      'href',
      'mailto:li.wei@plant2.example',
    );
    expect(today).toHaveTextContent('Zhang Min (supplier)');
    expect(today).toHaveTextContent('ColleaguesRahim Uddin');
    // The Finished button belongs to the reports due.
    expect(within(today).queryByRole('button')).toBeNull();
    const tomorrow = within(section('Today and coming days')).getAllByRole('article')[1]!;
    expect(tomorrow).toHaveTextContent('Thursday 12/03/2026');
    expect(tomorrow).not.toHaveTextContent('Today');
    expect(tomorrow).toHaveTextContent('None: you inspect alone.');
  });

  it('gives each report its deadline, marks the overdue ones and offers Finished until it is said', async () => {
    await open();
    const due = section('Reports due');
    const tonight = card(due, 'INS-000012');
    expect(tonight).toHaveTextContent(`due 11/03/2026 23:59`);
    expect(within(tonight).queryByText('Overdue')).toBeNull();
    expect(within(tonight).getByRole('button', { name: 'Inspection finished' })).toBeInTheDocument();
    const late = card(due, 'INS-000010');
    expect(late).toHaveTextContent('due 10/03/2026 18:00');
    expect(within(late).getByText('Overdue')).toBeInTheDocument();
    expect(late).toHaveTextContent('FactoryDongguan Plant 2, Dongguan');
    expect(late).not.toHaveTextContent('Cotton shirt');
    const done = card(due, 'INS-000009');
    expect(done).toHaveTextContent('Finished09/03/2026 16:30');
    expect(within(done).queryByRole('button', { name: 'Inspection finished' })).toBeNull();

    await act(async () => {
      fireEvent.click(within(late).getByRole('button', { name: 'Inspection finished' }));
    });
    expect(api.finish).toHaveBeenCalledWith(30, undefined, Intl.DateTimeFormat().resolvedOptions().timeZone);
    await waitFor(() => expect(api.qcDashboard).toHaveBeenCalledTimes(2));
    expect(await screen.findByText('Inspection INS-000010 is marked finished.')).toBeInTheDocument();
  });

  it('shows the server’s reason when finishing is refused', async () => {
    api.finish.mockResolvedValueOnce({
      result: ResourceResult.Forbidden,
      message: 'This day has not begun.',
    } as never);
    await open();
    await act(async () => {
      fireEvent.click(
        within(card(section('Reports due'), 'INS-000010')).getByRole('button', {
          name: 'Inspection finished',
        }),
      );
    });
    expect(await screen.findByText('This day has not begun.')).toBeInTheDocument();
  });

  it('lists the last 30 days in short, numbers plain for those who may not open bookings', async () => {
    await open([Permissions.QcDashboard.View]);
    const past = within(section('Past assignments (last 30 days)')).getAllByRole('listitem');
    expect(past.map((item) => item.textContent)).toEqual([
      '09/03/2026 · INS-000009Northwind Retail Ltd · Dongguan Plant 2, Dongguan1 man-day · finished',
      '20/02/2026 · INS-000005Northwind Retail Ltd · Dongguan Plant 2, Dongguan0.5 man-days · not marked finished',
    ]);
    expect(screen.queryByRole('link', { name: 'INS-000009' })).toBeNull();
  });

  it('opens the report of an assignment from its day on, for those who may read reports', async () => {
    await open([Permissions.QcDashboard.View, Permissions.InspectionReport.View]);
    const coming = section('Today and coming days');
    expect(within(card(coming, 'INS-000012')).getByRole('link', { name: 'Open report' })).toHaveAttribute(
      'href',
      '/1/report/inspection-report/12',
    );
    const tomorrow = within(coming).getAllByRole('article')[1]!;
    expect(within(tomorrow).queryByRole('link', { name: 'Open report' })).toBeNull();
    expect(
      within(card(section('Reports due'), 'INS-000010')).getByRole('link', { name: 'Open report' }),
    ).toHaveAttribute('href', '/1/report/inspection-report/10');
  });

  it('offers no report link without the right to read reports', async () => {
    await open();
    expect(screen.queryByRole('link', { name: 'Open report' })).toBeNull();
  });

  it('words each empty section', async () => {
    api.qcDashboard.mockResolvedValueOnce({
      result: 1,
      data: { today: '2026-03-11', upcoming: [], reportsDue: [], past: [] },
    });
    await open();
    expect(
      screen.getByText('No inspection is planned for you today or in the coming days.'),
    ).toBeInTheDocument();
    expect(screen.getByText('No report is waiting for you.')).toBeInTheDocument();
    expect(screen.getByText('You had no assignment in the last 30 days.')).toBeInTheDocument();
  });
});
