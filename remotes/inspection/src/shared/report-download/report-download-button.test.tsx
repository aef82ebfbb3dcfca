import { act, fireEvent, render, screen } from '@testing-library/react';
import { BookingStatus, Permissions, UserType } from '@portal/domain';
import { aCurrentUser } from '@portal/domain/src/testing/current-user';
import { useAuthStore } from '@portal/shell-contract';
import { clearToasts } from '@portal/ui';
import { RefusedRequest } from '../api/report-screens-api';
import { recordDownloads, renderScreen, toasts } from '../testing/report-screens-test-support';
import { ReportDownloadButton } from './report-download-button';

const api = { pdf: jest.fn() };
jest.mock('../api/report-screens-api', () => ({
  ...jest.requireActual('../api/report-screens-api'),
  useReportScreensApi: () => api,
}));

let downloads: string[] = [];
beforeAll(() => {
  downloads = recordDownloads();
});
beforeEach(() => {
  jest.clearAllMocks();
  clearToasts();
  downloads.length = 0;
});

async function show(status: BookingStatus, permissions: string[] = [Permissions.InspectionReport.View]) {
  useAuthStore.setState({
    user: aCurrentUser({ permissions, usertype: UserType.Customer, customerid: 3 }),
  });
  await act(async () => {
    render(
      renderScreen(
        '/1/booking',
        'booking',
        <ReportDownloadButton bookingId={12} bookingNo="INS-000012" status={status} />,
      ),
    );
  });
}
const button = () => screen.getByRole('button', { name: 'Download the report of INS-000012' });

describe('ReportDownloadButton', () => {
  it('downloads the PDF of a sent report', async () => {
    api.pdf.mockResolvedValue(new Blob(['%PDF-1.7'], { type: 'application/pdf' }));
    await show(BookingStatus.ReportSent);
    expect(button()).toHaveTextContent('Download report');
    await act(async () => fireEvent.click(button()));
    expect(api.pdf).toHaveBeenCalledWith(12);
    expect(downloads).toEqual(['report-INS-000012.pdf']);
  });

  it('shows the server’s refusal (a customer whose record does not allow downloads)', async () => {
    api.pdf.mockRejectedValue(new RefusedRequest(403, 'Your company does not download inspection reports.'));
    await show(BookingStatus.ReportSent);
    await act(async () => fireEvent.click(button()));
    expect(toasts().join()).toContain('Your company does not download inspection reports.');
    expect(downloads).toEqual([]);
  });

  it('is not offered before the report is sent', async () => {
    await show(BookingStatus.Validated);
    expect(screen.queryByRole('button', { name: /Download/ })).toBeNull();
  });

  it('is not offered to a user who may not read reports', async () => {
    await show(BookingStatus.ReportSent, [Permissions.InspectionSummary.View]);
    expect(screen.queryByRole('button', { name: /Download/ })).toBeNull();
  });
});
