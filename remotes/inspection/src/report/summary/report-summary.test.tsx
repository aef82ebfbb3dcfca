import { act, render, screen, within } from '@testing-library/react';
import { Permissions, ReportResult, ReportStatus, ReviewStatus, UserType } from '@portal/domain';
import { aCurrentUser } from '@portal/domain/src/testing/current-user';
import { useAuthStore } from '@portal/shell-contract';
import { aReportRow, renderScreen } from '../../shared/testing/report-screens-test-support';
import { ReportSummary } from './report-summary';

jest.mock('@portal/screen-kit/src/settings-api', () => ({
  screenSettingsApi: () => ({
    filters: async () => ({ result: 1, data: [] }),
    columns: async () => ({ result: 1, data: null }),
  }),
}));

const rows = [
  aReportRow(),
  aReportRow({
    id: 6,
    bookingId: 14,
    bookingNo: 'INS-000014',
    result: ReportResult.Pass,
    reviewStatus: ReviewStatus.Validated,
    status: ReportStatus.Validated,
    sentAt: '2026-03-04T08:00:00.000Z',
    late: false,
    decisionName: 'Accept',
  }),
];
const api = {
  reports: { search: jest.fn(async () => ({ result: 1, data: rows, total: 2 })), export: jest.fn() },
  customerDataSource: jest.fn(),
  supplierDataSource: jest.fn(),
  factoryDataSource: jest.fn(),
  qcDataSource: jest.fn(),
};
jest.mock('../../shared/api/report-screens-api', () => ({ useReportScreensApi: () => api }));

const P = Permissions.InspectionReport;

async function open(url: string, user = aCurrentUser({ permissions: [P.View] })) {
  useAuthStore.setState({ user });
  await act(async () => {
    render(renderScreen(url, 'reportsummary/report-summary', <ReportSummary />));
  });
}
const rowOf = (number: string) => screen.getByRole('link', { name: number }).closest('tr')!;

beforeEach(() => jest.clearAllMocks());

describe('ReportSummary', () => {
  it('lists reports with translated states, coloured results, the late mark and links to the report', async () => {
    await open('/1/reportsummary/report-summary');
    expect(screen.getByRole('heading', { name: 'Report summary' })).toBeInTheDocument();
    const late = rowOf('INS-000012');
    expect(within(late).getByRole('link', { name: 'INS-000012' })).toHaveAttribute(
      'href',
      '/1/report/inspection-report/12',
    );
    expect(within(late).getByText('Fail')).toHaveAttribute('data-result', String(ReportResult.Fail));
    expect(within(late).getByText('In progress')).toBeInTheDocument();
    expect(within(late).getByText('Draft')).toBeInTheDocument();
    expect(within(late).getByText('Anita Desai, Li Wei')).toBeInTheDocument();
    expect(within(late).getByText('02/03/2026 – 03/03/2026')).toBeInTheDocument();
    expect(within(late).getByText('Late')).toBeInTheDocument();
    const sent = rowOf('INS-000014');
    expect(within(sent).getByText('Pass')).toHaveAttribute('data-result', String(ReportResult.Pass));
    expect(within(sent).getByText('Accept')).toBeInTheDocument();
    expect(within(sent).queryByText('Late')).toBeNull();
    // Export only with its own right.
    expect(screen.queryByRole('button', { name: /export/i })).toBeNull();
  });

  it('sends the filters read from the link, newest inspections first', async () => {
    await open(
      '/1/reportsummary/report-summary?searchText=INS-0000&results=2,3&reviewStatuses=1&statuses=4&dateFrom=2026-03-01&dateTo=2026-03-31',
    );
    expect(api.reports.search).toHaveBeenCalledWith(
      expect.objectContaining({
        searchText: 'INS-0000',
        results: [2, 3],
        reviewStatuses: [1],
        statuses: [4],
        dateFrom: '2026-03-01',
        dateTo: '2026-03-31',
        customerIds: null,
        skip: 0,
        sort: { field: 'inspectionDateFrom', direction: 'desc' },
      }),
    );
  });

  it('offers the inspector filter to staff who may read the QCs, and no customer filter to a customer', async () => {
    await open(
      '/1/reportsummary/report-summary',
      aCurrentUser({ permissions: [P.View, P.Export, Permissions.QcAvailability.View] }),
    );
    expect(screen.getByRole('combobox', { name: 'Inspectors' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Customers' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /export/i })).toBeInTheDocument();
  });

  it('gives a customer user its own reports without a customer or inspector choice', async () => {
    await open(
      '/1/reportsummary/report-summary',
      aCurrentUser({ permissions: [P.View], usertype: UserType.Customer, customerid: 3 }),
    );
    expect(screen.queryByRole('combobox', { name: 'Customers' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Inspectors' })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Suppliers' })).toBeInTheDocument();
  });
});
