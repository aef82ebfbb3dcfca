import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import {
  AqlLevel,
  BookingAction,
  BookingStatus,
  Permissions,
  type BookingHistoryEntry,
  type SamplingResult,
} from '@portal/domain';
import { aCurrentUser } from '@portal/domain/src/testing/current-user';
import { useAuthStore } from '@portal/shell-contract';
import { aBookingDetail, renderAt, saved } from '../booking-test-support';
import { BookingDetailPage } from './booking-detail-page';

const sampling: SamplingResult = {
  letter: 'J',
  sampleSize: 80,
  fullInspection: false,
  classes: {
    critical: { aql: 0, letter: 'J', sampleSize: 80, ac: 0, re: 1 },
    major: { aql: 2.5, letter: 'J', sampleSize: 80, ac: 5, re: 6 },
    minor: null,
  },
} as unknown as SamplingResult;

const booking = aBookingDetail({
  parentId: 9,
  instructions: 'Check the seams.',
  customerContactIds: [1, 2],
  lines: [
    {
      id: 1,
      poLineId: 40,
      quantity: 1200,
      containerNo: null,
      poNumber: 'PO-1',
      productReference: 'NR-001',
      colorCode: 'NV',
      colorName: 'Navy',
    },
  ],
  products: [
    {
      productId: 11,
      productReference: 'NR-001',
      aqlLevel: AqlLevel.AQLII,
      customSampleSize: null,
      criticalAql: 0,
      majorAql: 2.5,
      minorAql: null,
      pickingGroup: null,
      lotSize: 1200,
      sampling,
    },
  ],
  attachments: [
    { id: 3, fileName: 'spec.pdf', size: 20480, uploadedAt: '2026-02-20T09:00:00Z', uploadedBy: 'Ada' },
  ],
});

const history: BookingHistoryEntry[] = [
  {
    id: 1,
    at: '2026-02-20T08:00:00',
    userName: 'Chen Wei',
    action: 'created' as BookingAction,
    fromStatus: null,
    toStatus: BookingStatus.New,
    reason: null,
    changes: [],
  },
  {
    id: 2,
    at: '2026-02-21T14:30:00',
    userName: 'Chen Wei',
    action: BookingAction.Edit,
    fromStatus: null,
    toStatus: null,
    reason: null,
    changes: [
      { field: 'inspectionDateFrom', from: '2026-03-01', to: '2026-03-02' },
      { field: 'serviceType', from: 'DuringProduction', to: 'FinalInspection' },
      { field: 'line:PO-1 / NR-001 / NV', from: '1000', to: '1200' },
    ],
  },
  {
    id: 3,
    at: '2026-02-22T10:05:00',
    userName: null,
    action: BookingAction.Hold,
    fromStatus: BookingStatus.Requested,
    toStatus: BookingStatus.Hold,
    reason: 'Factory closed',
    changes: [],
  },
];

const api = {
  booking: { get: jest.fn(async () => saved(booking)) },
  history: jest.fn(async () => ({ result: 1, data: history })),
  step: jest.fn(),
  downloadAttachment: jest.fn(),
};
jest.mock('../use-booking-api', () => ({ useBookingApi: () => api }));
const reportApi = { pdf: jest.fn() };
jest.mock('../../shared/api/report-screens-api', () => ({
  ...jest.requireActual('../../shared/api/report-screens-api'),
  useReportScreensApi: () => reportApi,
}));

beforeEach(() => jest.clearAllMocks());

async function open() {
  await act(async () => {
    render(
      renderAt(
        '/1/bookingDetail/booking-detail/12',
        'bookingDetail/booking-detail/:id',
        <BookingDetailPage />,
      ),
    );
  });
}

describe('BookingDetailPage', () => {
  it('shows the booking read only: parties, lines, sampling, files and the related booking', async () => {
    await open();
    expect(screen.getByRole('heading', { name: 'Booking INS-000012' })).toBeInTheDocument();
    expect(screen.getByText('Northwind Retail Ltd')).toBeInTheDocument();
    expect(screen.getByText('02/03/2026 – 03/03/2026')).toBeInTheDocument();
    expect(screen.getByText('2 customer, 0 supplier, 0 factory')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'INS-000009' })).toHaveAttribute(
      'href',
      '/1/bookingDetail/booking-detail/9',
    );
    const lines = screen.getByRole('region', { name: 'Lines' });
    expect(within(lines).getByText('NV – Navy')).toBeInTheDocument();
    const plan = screen.getByRole('region', { name: 'AQL and sampling' });
    expect(within(plan).getByText('0 / 2.5 / —')).toBeInTheDocument();
    expect(within(plan).getByText('80')).toBeInTheDocument();
    expect(within(plan).getByText('0 / 1')).toBeInTheDocument();
    expect(within(plan).getByText('5 / 6')).toBeInTheDocument();
    expect(within(plan).getByText('not inspected')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download spec.pdf' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Detail' })).toBeNull();
  });

  it('lists the history: when, who, what, the status change, the reason and the changed fields', async () => {
    await open();
    const entries = screen.getAllByTestId('booking-history-entry') as [HTMLElement, HTMLElement, HTMLElement];
    expect(entries).toHaveLength(3);
    expect(within(entries[0]).getByText('20/02/2026 08:00')).toBeInTheDocument();
    expect(within(entries[0]).getByText('Created')).toBeInTheDocument();
    expect(within(entries[0]).getByText('by Chen Wei')).toBeInTheDocument();
    expect(entries[0]).toHaveTextContent('— → New');
    expect(entries[1]).toHaveTextContent('First inspection day: 01/03/2026 → 02/03/2026');
    expect(entries[1]).toHaveTextContent('Service type: During production → Final inspection');
    expect(entries[1]).toHaveTextContent('Line PO-1 / NR-001 / NV: 1000 → 1200');
    expect(within(entries[2]).getByText('by the system')).toBeInTheDocument();
    expect(entries[2]).toHaveTextContent('Requested → On hold');
    expect(entries[2]).toHaveTextContent('Reason: Factory closed');
  });

  it('reads the history again after a step taken here', async () => {
    api.step.mockResolvedValue(
      saved({ ...booking, status: BookingStatus.Verified, version: 5, actions: [] }),
    );
    await open();
    expect(api.history).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await act(async () => {
      fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Verify' }));
    });
    expect(api.history).toHaveBeenCalledTimes(2);
    expect(screen.getAllByText('Verified').length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('offers a sent report for download to who reads reports', async () => {
    const before = useAuthStore.getState().user;
    useAuthStore.setState({ user: aCurrentUser({ permissions: [Permissions.InspectionReport.View] }) });
    api.booking.get.mockResolvedValueOnce(
      saved({ ...booking, status: BookingStatus.ReportSent, actions: [] }),
    );
    await open();
    const download = screen.getByRole('button', { name: 'Download the report of INS-000012' });
    expect(download).toHaveTextContent('Download report');
    useAuthStore.setState({ user: before });
  });

  it('does not offer the report of a booking not yet sent', async () => {
    await open();
    expect(screen.queryByRole('button', { name: /Download the report/ })).toBeNull();
  });
});
