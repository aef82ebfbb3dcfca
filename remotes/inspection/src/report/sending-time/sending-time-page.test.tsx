import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Permissions, type SendingTimeDashboard } from '@portal/domain';
import { aCurrentUser } from '@portal/domain/src/testing/current-user';
import { useAuthStore } from '@portal/shell-contract';
import { aReportRow, recordDownloads, renderScreen } from '../../shared/testing/report-screens-test-support';
import { SendingTimePage } from './sending-time-page';
import { onTimeShare } from './sending-time-share';

const DASHBOARD: SendingTimeDashboard = {
  totals: { onTime: 6, late: 1, overdue: 1 },
  byOffice: [
    { id: 1, name: 'Shanghai', onTime: 5, late: 1, overdue: 0 },
    { id: 2, name: 'New Delhi', onTime: 1, late: 0, overdue: 1 },
  ],
  byCustomer: [{ id: 3, name: 'Northwind Retail Ltd', onTime: 6, late: 1, overdue: 1 }],
  byInspector: [],
  lateReports: [
    aReportRow({ sentAt: '2026-03-05T10:00:00.000Z' }),
    aReportRow({ id: 7, bookingId: 15, bookingNo: 'INS-000015', sentAt: null }),
  ],
};
const api = {
  sendingTime: jest.fn(async () => DASHBOARD),
  sendingTimeExport: jest.fn(async () => new Blob(['xlsx'])),
  customerDataSource: jest.fn(),
  qcDataSource: jest.fn(),
  scheduling: { offices: jest.fn(async () => ({ offices: [{ id: 1, name: 'Shanghai' }], countries: [] })) },
};
jest.mock('../../shared/api/report-screens-api', () => ({ useReportScreensApi: () => api }));

const P = Permissions.ReportSendingTime;
// Fixed "today": Sunday 15 March 2026.
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
let downloads: string[] = [];
beforeAll(() => {
  downloads = recordDownloads();
});
beforeEach(() => jest.clearAllMocks());

async function open(
  permissions: string[],
  url = '/1/report-sending-time-dashboard/report-sending-time-dashboard',
) {
  useAuthStore.setState({ user: aCurrentUser({ permissions }) });
  await act(async () => {
    render(
      renderScreen(url, 'report-sending-time-dashboard/report-sending-time-dashboard', <SendingTimePage />),
    );
  });
}

describe('SendingTimePage', () => {
  it('asks for the last 30 days and shows totals, the share on time, the breakdowns and the late reports', async () => {
    await open([P.View]);
    expect(api.sendingTime).toHaveBeenCalledWith(
      { dateFrom: '2026-02-14', dateTo: '2026-03-15', officeIds: [], customerIds: [], inspectorIds: [] },
      Intl.DateTimeFormat().resolvedOptions().timeZone,
    );
    const totals = screen.getByRole('region', { name: 'Totals' });
    expect(within(totals).getByText('75%')).toBeInTheDocument();
    expect(within(totals).getByRole('img', { name: '6 on time, 1 late, 1 overdue' })).toBeInTheDocument();
    const offices = screen.getByRole('region', { name: 'By office' });
    const shanghai = within(offices).getByRole('rowheader', { name: 'Shanghai' }).closest('tr')!;
    expect(within(shanghai).getByText('83%')).toBeInTheDocument();
    expect(
      within(offices).getByRole('img', { name: 'New Delhi: 1 on time, 0 late, 1 overdue' }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'By inspector' })).getByText(
        'No report was due in this period.',
      ),
    ).toBeInTheDocument();
    const late = screen.getByRole('region', { name: 'Late reports' });
    expect(within(late).getByRole('link', { name: 'INS-000015' })).toHaveAttribute(
      'href',
      '/1/report/inspection-report/15',
    );
    expect(within(late).getByText('Not sent')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Inspectors' })).toBeNull();
  });

  it('searches the period of the link and exports it with the right to', async () => {
    await open(
      [P.View, P.Export, Permissions.QcAvailability.View],
      '/1/report-sending-time-dashboard/report-sending-time-dashboard?dateFrom=2026-01-01&dateTo=2026-01-31&officeIds=1',
    );
    expect(api.sendingTime).toHaveBeenLastCalledWith(
      expect.objectContaining({ dateFrom: '2026-01-01', dateTo: '2026-01-31', officeIds: [1] }),
      expect.any(String),
    );
    expect(screen.getByRole('combobox', { name: 'Inspectors' })).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Export' })));
    expect(api.sendingTimeExport).toHaveBeenCalledWith(
      expect.objectContaining({ dateFrom: '2026-01-01', dateTo: '2026-01-31' }),
      expect.any(String),
    );
    expect(downloads).toEqual(['report-sending-time-2026-01-01-2026-01-31.xlsx']);
  });

  it('says when nothing was due rather than a share of nothing', () => {
    expect(onTimeShare({ onTime: 0, late: 0, overdue: 0 })).toBeNull();
    expect(onTimeShare({ onTime: 1, late: 1, overdue: 2 })).toBe(0.25);
  });
});
