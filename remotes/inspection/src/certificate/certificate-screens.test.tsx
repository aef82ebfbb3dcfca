import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import {
  CertificateStatus,
  Permissions,
  REPORT_SCREEN_PATHS as PATHS,
  ResourceResult,
  type InspectionCertificateDetail,
  type InspectionCertificateRow,
  type PendingCertificateRow,
} from '@portal/domain';
import { aCurrentUser } from '@portal/domain/src/testing/current-user';
import { useAuthStore } from '@portal/shell-contract';
import { clearToasts } from '@portal/ui';
import { serveRuleFile } from '../shared/testing/report-screens-test-support';
import { CertificateEdit } from './certificate-edit';
import { CertificatePending } from './certificate-pending';
import { CertificateSummary } from './certificate-summary';
import { renderScreen, toasts } from './certificate-test-support';

jest.mock('@portal/screen-kit/src/settings-api', () => ({
  screenSettingsApi: () => ({
    filters: async () => ({ result: 1, data: [] }),
    columns: async () => ({ result: 1, data: null }),
  }),
}));

const api = {
  certificate: {
    search: jest.fn(),
    export: jest.fn(),
    get: jest.fn(),
    create: jest.fn(),
    update: jest.fn(),
    remove: jest.fn(),
  },
  pending: { search: jest.fn() },
  issue: jest.fn(),
  pdf: jest.fn(),
  customerDataSource: jest.fn(async () => ({ result: 1, dataSourceList: [] })),
};
jest.mock('./certificate-api', () => ({
  ...jest.requireActual('./certificate-api'),
  useCertificateApi: () => api,
}));

const P = Permissions.InspectionCertificateSummary;
const PENDING: PendingCertificateRow[] = [
  {
    bookingId: 41,
    bookingNo: 'INS-000041',
    customerId: 1,
    customerName: 'Maison Lefèvre',
    supplierName: 'Ningbo Homeware Co.',
    factoryName: 'Ningbo Harbour Ceramics Plant',
    inspectionDateTo: '2026-10-03',
    validatedAt: '2026-10-05T09:30:00.000Z',
    totalQuantity: 1200,
    certificateId: null,
  },
  {
    bookingId: 42,
    bookingNo: 'INS-000042',
    customerId: 1,
    customerName: 'Maison Lefèvre',
    supplierName: 'Ningbo Homeware Co.',
    factoryName: 'Ningbo Harbour Ceramics Plant',
    inspectionDateTo: '2026-10-08',
    validatedAt: '2026-10-09T09:30:00.000Z',
    totalQuantity: 500,
    certificateId: 7,
  },
];
const DRAFT: InspectionCertificateDetail = {
  id: 7,
  bookingId: 42,
  bookingNo: 'INS-000042',
  customerId: 1,
  customerName: 'Maison Lefèvre',
  supplierName: 'Ningbo Homeware Co.',
  factoryName: 'Ningbo Harbour Ceramics Plant',
  number: null,
  status: CertificateStatus.Draft,
  consignee: 'Maison Lefèvre SARL',
  invoiceNumber: null,
  destination: 'Le Havre',
  quantity: 500,
  remarks: null,
  issuedAt: null,
  issuedByName: null,
  version: 2,
};
const ISSUED: InspectionCertificateDetail = {
  ...DRAFT,
  number: 'IC-QPA-2026-00012',
  status: CertificateStatus.Issued,
  issuedAt: '2026-10-10T08:00:00.000Z',
  issuedByName: 'Mei Lin Chen',
  version: 3,
};
const ROWS: InspectionCertificateRow[] = [
  { ...ISSUED, inspectionDateTo: '2026-10-08' },
  { ...DRAFT, id: 8, bookingId: 43, bookingNo: 'INS-000043', inspectionDateTo: '2026-10-09' },
];

const signIn = (permissions: string[]) => useAuthStore.setState({ user: aCurrentUser({ permissions }) });
async function open(url: string, path: string, element: ReactElement) {
  await act(async () => {
    render(renderScreen(url, path, element));
  });
}
const editRoute = `${PATHS.certificateEdit}/:id?`;
const cellsOf = (text: string) =>
  Array.from(screen.getByText(text).closest('tr')!.cells, (cell) => cell.textContent);

beforeAll(() => serveRuleFile('inspection-certificate.json'));
beforeEach(() => {
  jest.clearAllMocks();
  clearToasts();
  api.pending.search.mockImplementation(async (request: { idList?: number[] }) => {
    const data = request.idList ? PENDING.filter((row) => request.idList!.includes(row.bookingId)) : PENDING;
    return { result: 1, data, total: data.length };
  });
  api.certificate.search.mockResolvedValue({ result: 1, data: ROWS, total: 2 });
});

describe('pending certificates', () => {
  it('lists the bookings with Create certificate, or Open draft where a draft exists', async () => {
    signIn([P.View, P.Edit]);
    await open(`/1/${PATHS.certificatePending}`, PATHS.certificatePending, <CertificatePending />);
    expect(cellsOf('INS-000041').slice(0, 6)).toEqual([
      'INS-000041',
      'Maison Lefèvre',
      'Ningbo Homeware Co.',
      '03/10/2026',
      expect.stringMatching(/^0[45]\/10\/2026$/),
      '1200',
    ]);
    expect(screen.getByRole('link', { name: 'Create certificate for booking INS-000041' })).toHaveAttribute(
      'href',
      `/1/${PATHS.certificateEdit}?bookingId=41`,
    );
    expect(
      screen.getByRole('link', { name: 'Open draft certificate of booking INS-000042' }),
    ).toHaveAttribute('href', `/1/${PATHS.certificateEdit}/7`);
  });

  it('offers no Create certificate without the edit right', async () => {
    signIn([P.View]);
    await open(`/1/${PATHS.certificatePending}`, PATHS.certificatePending, <CertificatePending />);
    await screen.findByText('INS-000041');
    expect(screen.queryByRole('link', { name: /Create certificate/ })).toBeNull();
  });
});

describe('certificate search', () => {
  it('shows each certificate’s number or status, and a PDF only for the issued one', async () => {
    signIn([P.View, P.Export]);
    await open(`/1/${PATHS.certificateSearch}`, PATHS.certificateSearch, <CertificateSummary />);
    expect(api.certificate.search).toHaveBeenCalledWith(
      expect.objectContaining({ sort: { field: 'issuedAt', direction: 'desc' } }),
    );
    expect(screen.getByRole('link', { name: 'IC-QPA-2026-00012' })).toHaveAttribute(
      'href',
      `/1/${PATHS.certificateEdit}/7`,
    );
    const draftRow = screen.getByText('INS-000043').closest('tr')!;
    expect(within(draftRow).getByRole('link', { name: 'Draft' })).toBeInTheDocument();
    expect(within(draftRow).queryByRole('button', { name: /Download/ })).toBeNull();

    URL.createObjectURL = jest.fn(() => 'blob:pdf');
    URL.revokeObjectURL = jest.fn();
    api.pdf.mockResolvedValue(new Blob(['%PDF']));
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Download PDF of certificate IC-QPA-2026-00012' })),
    );
    expect(api.pdf).toHaveBeenCalledWith(7);
    expect(URL.createObjectURL).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Export to Excel' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New' })).toBeNull();
  });
});

describe('certificate edit', () => {
  const saveButton = () => screen.getByRole('button', { name: 'Save' });

  it('makes a new certificate for the chosen booking with its quantity proposed, the consignee required', async () => {
    signIn([P.View, P.Edit, P.Issue]);
    api.certificate.create.mockResolvedValue({ result: ResourceResult.Success, data: { ...DRAFT, id: 9 } });
    await open(`/1/${PATHS.certificateEdit}?bookingId=41`, editRoute, <CertificateEdit />);
    expect(screen.getByRole('heading', { name: 'New inspection certificate' })).toBeInTheDocument();
    const booking = screen.getByRole('region', { name: 'Booking' });
    expect(booking).toHaveTextContent('INS-000041');
    expect(booking).toHaveTextContent('Ningbo Harbour Ceramics Plant');
    expect(screen.getByLabelText('Quantity certified')).toHaveValue('1200');
    expect(screen.getByText('At most the booking’s quantity (1200).')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Issue' })).toBeNull();

    await waitFor(() => expect(saveButton()).toBeEnabled());
    await act(async () => fireEvent.click(saveButton()));
    await waitFor(() => expect(toasts()).toContain('Validation errorConsignee is required.'));
    expect(api.certificate.create).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Consignee'), { target: { value: ' Maison Lefèvre SARL ' } });
    fireEvent.change(screen.getByLabelText('Destination'), { target: { value: 'Le Havre' } });
    await act(async () => fireEvent.click(saveButton()));
    await waitFor(() => expect(api.certificate.create).toHaveBeenCalledTimes(1));
    expect(api.certificate.create).toHaveBeenCalledWith({
      bookingId: 41,
      consignee: 'Maison Lefèvre SARL',
      invoiceNumber: null,
      destination: 'Le Havre',
      quantity: 1200,
      remarks: null,
    });
  });

  it('shows the server’s refusal of the booking above the form', async () => {
    signIn([P.View, P.Edit]);
    api.certificate.create.mockResolvedValue({
      result: ResourceResult.Invalid,
      errors: [{ field: 'bookingId', message: 'This booking already has an inspection certificate.' }],
    });
    await open(`/1/${PATHS.certificateEdit}?bookingId=41`, editRoute, <CertificateEdit />);
    fireEvent.change(screen.getByLabelText('Consignee'), { target: { value: 'Maison Lefèvre SARL' } });
    await waitFor(() => expect(saveButton()).toBeEnabled());
    await act(async () => fireEvent.click(saveButton()));
    const booking = screen.getByRole('region', { name: 'Booking' });
    await waitFor(() =>
      expect(
        within(booking).getByText('This booking already has an inspection certificate.'),
      ).toBeInTheDocument(),
    );
  });

  it('says so when opened without a booking that takes a certificate', async () => {
    signIn([P.View, P.Edit]);
    await open(`/1/${PATHS.certificateEdit}?bookingId=99`, editRoute, <CertificateEdit />);
    expect(await screen.findByText(/Open this screen from the pending certificates/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('issues a saved draft after confirmation, then shows it read only with its PDF', async () => {
    signIn([P.View, P.Edit, P.Delete, P.Issue]);
    api.certificate.get.mockResolvedValue({ result: ResourceResult.Success, data: DRAFT });
    api.issue.mockResolvedValue({ result: ResourceResult.Success, data: ISSUED });
    await open(`/1/${PATHS.certificateEdit}/7`, editRoute, <CertificateEdit />);
    await screen.findByRole('heading', { name: 'Inspection certificate' });
    expect(screen.getByLabelText('Consignee')).toHaveValue('Maison Lefèvre SARL');
    await waitFor(() =>
      expect(screen.getByText('At most the booking’s quantity (500).')).toBeInTheDocument(),
    );

    // Unsaved changes hold the issue: what is issued is what was saved.
    fireEvent.change(screen.getByLabelText('Consignee'), { target: { value: 'Someone else' } });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Issue' })).toBeDisabled());
    fireEvent.change(screen.getByLabelText('Consignee'), { target: { value: 'Maison Lefèvre SARL' } });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Issue' })).toBeEnabled());

    fireEvent.click(screen.getByRole('button', { name: 'Issue' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('It gets the next number of the series');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Issue' })));
    expect(api.issue).toHaveBeenCalledWith(7);
    await waitFor(() => expect(toasts()).toContain('Certificate IC-QPA-2026-00012 issued.'));
    expect(
      screen.getByText('Issued as IC-QPA-2026-00012: the certificate can no longer be changed.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.getByLabelText('Consignee')).toBeDisabled();
  });

  it('shows the server’s reason when the issue is refused', async () => {
    signIn([P.View, P.Edit, P.Issue]);
    api.certificate.get.mockResolvedValue({ result: ResourceResult.Success, data: DRAFT });
    api.issue.mockResolvedValue({
      result: ResourceResult.Conflict,
      current: ISSUED,
      message: 'This certificate has already been issued (number IC-QPA-2026-00012).',
    });
    await open(`/1/${PATHS.certificateEdit}/7`, editRoute, <CertificateEdit />);
    fireEvent.click(await screen.findByRole('button', { name: 'Issue' }));
    await act(async () =>
      fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Issue' })),
    );
    await waitFor(() =>
      expect(toasts()).toContain('This certificate has already been issued (number IC-QPA-2026-00012).'),
    );
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
  });

  it('offers no Issue without the issue right', async () => {
    signIn([P.View, P.Edit]);
    api.certificate.get.mockResolvedValue({ result: ResourceResult.Success, data: DRAFT });
    await open(`/1/${PATHS.certificateEdit}/7`, editRoute, <CertificateEdit />);
    await screen.findByRole('button', { name: 'Save' });
    expect(screen.queryByRole('button', { name: 'Issue' })).toBeNull();
  });
});
