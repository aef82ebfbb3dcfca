import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { UploadResult, type Lang, type PoImportJob } from '@portal/domain';
import { aCurrentUser } from '@portal/domain/src/testing/current-user';
import { useAuthStore } from '@portal/shell-contract';
import { UI_MESSAGES } from '@portal/ui';
import { en } from '../i18n/en';
import { fr } from '../i18n/fr';
import { PurchaseOrderUpload } from './purchase-order-upload';

const api = {
  importJob: jest.fn(),
  importErrors: jest.fn(async () => new Blob(['errors'])),
  importUpload: jest.fn(),
  importTemplate: jest.fn(async () => new Blob(['template'])),
  customerDataSource: jest.fn(async () => ({
    result: 1,
    dataSourceList: [{ id: 3, name: 'Northwind Retail Ltd' }],
  })),
  supplierDataSource: jest.fn(async () => ({ result: 1, dataSourceList: [] })),
  factoryDataSource: jest.fn(async () => ({ result: 1, dataSourceList: [] })),
};
jest.mock('../shared/api/use-purchase-order-api', () => ({ usePurchaseOrderApi: () => api }));

const job = (overrides: Partial<PoImportJob>): PoImportJob => ({
  hash: 'h1',
  status: 'running',
  phase: 'reading',
  fileName: 'orders.xlsx',
  customerId: 3,
  customerName: 'Northwind Retail Ltd',
  rowsTotal: null,
  rowsRead: 0,
  rowsChecked: 0,
  rowsWritten: 0,
  errorRowCount: 0,
  errors: [],
  fileMessageCode: null,
  missingColumns: [],
  purchaseOrderCount: 0,
  lineCount: 0,
  productCount: 0,
  startedAt: '2026-11-26T08:00:00Z',
  finishedAt: null,
  ...overrides,
});

const invalid = job({
  status: 'invalid',
  phase: 'finished',
  rowsTotal: 300,
  rowsRead: 300,
  rowsChecked: 300,
  errorRowCount: 140,
  errors: [
    { row: 2, codes: ['poNumberMandatory', 'quantityMandatory'] },
    { row: 7, codes: ['etdInvalid'] },
  ],
});

function Where() {
  return <output data-testid="location">{useLocation().search}</output>;
}

async function open(search = '', lang: Lang = 'en') {
  const messages = lang === 'en' ? { ...UI_MESSAGES.en, ...en } : { ...UI_MESSAGES.fr, ...fr };
  await act(async () => {
    render(
      <IntlProvider locale={lang} messages={messages}>
        <MemoryRouter initialEntries={[`/1/poupload/purchase-order-upload${search}`]}>
          <Routes>
            <Route
              path="/:entity/poupload/purchase-order-upload"
              element={
                <>
                  <PurchaseOrderUpload />
                  <Where />
                </>
              }
            />
          </Routes>
        </MemoryRouter>
      </IntlProvider>,
    );
  });
}

const elapse = (ms: number) =>
  act(async () => {
    jest.advanceTimersByTime(ms);
  });

const saved: string[] = [];
beforeAll(() => {
  URL.createObjectURL = jest.fn(() => 'blob:file');
  URL.revokeObjectURL = jest.fn();
  // jsdom cannot follow a download link: record the file name the browser would save instead.
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
beforeEach(() => {
  jest.useFakeTimers();
  for (const mock of [api.importJob, api.importUpload, api.importErrors]) mock.mockClear();
  useAuthStore.setState({ user: aCurrentUser({ customerid: 3 }) });
});
afterEach(() => jest.useRealTimers());

describe('PurchaseOrderUpload', () => {
  it('sends the file for the customer user’s own customer and follows the job from the URL', async () => {
    api.importUpload.mockResolvedValue({ result: UploadResult.Success, hash: 'h1' });
    api.importJob.mockResolvedValue(job({}));
    await open();
    expect(screen.getByRole('combobox', { name: 'Customer' })).toBeDisabled();
    const file = new File(['xlsx'], 'orders.xlsx');
    fireEvent.change(screen.getByTestId('po-import-file-input'), { target: { files: [file] } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    });
    expect(api.importUpload).toHaveBeenCalledWith({ file, customerId: 3, supplierId: null, factoryId: null });
    expect(screen.getByTestId('location')).toHaveTextContent('?hash=h1');
    expect(api.importJob).toHaveBeenCalledWith('h1');
  });

  it('shows the server’s refusal, by code or as it came', async () => {
    api.importUpload.mockResolvedValueOnce({
      result: UploadResult.Failure,
      code: 'importRunning',
      message: 'x',
    });
    api.importUpload.mockResolvedValueOnce({ result: UploadResult.Failure, message: 'Quota reached.' });
    await open();
    fireEvent.change(screen.getByTestId('po-import-file-input'), {
      target: { files: [new File(['x'], 'a.xlsx')] },
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This file is already being imported. Wait for that import to finish.',
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Quota reached.');
  });

  it('shows a running job as a progress bar with the three counts, polling until it ends', async () => {
    api.importJob
      .mockResolvedValueOnce(job({ phase: 'checking', rowsTotal: 200, rowsRead: 200, rowsChecked: 50 }))
      .mockResolvedValueOnce(
        job({
          status: 'done',
          phase: 'finished',
          rowsTotal: 200,
          rowsRead: 200,
          rowsChecked: 200,
          rowsWritten: 200,
          purchaseOrderCount: 2,
          lineCount: 5,
          productCount: 1,
        }),
      );
    await open('?hash=h1');
    const bar = screen.getByRole('progressbar', { name: 'Import progress' });
    // Reading done (a third), then 50 of 200 rows checked: (1 + 0.25) / 3.
    expect(bar).toHaveAttribute('aria-valuenow', '41');
    const progress = screen.getByTestId('po-import-progress');
    expect(progress).toHaveTextContent('Checking the rows');
    expect(progress).toHaveTextContent('Rows read: 200 of 200');
    expect(progress).toHaveTextContent('Rows checked: 50 of 200');
    expect(progress).toHaveTextContent('Rows written: 0 of 200');
    await elapse(499);
    expect(api.importJob).toHaveBeenCalledTimes(1);
    await elapse(1);
    expect(api.importJob).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByTestId('po-import-done')).toHaveTextContent(
      '2 purchase orders, 5 lines and 1 new product imported',
    );
    expect(screen.getByRole('link', { name: 'Open the purchase orders' })).toHaveAttribute(
      'href',
      '/1/posearch/purchase-order-summary',
    );
    await elapse(2000);
    expect(api.importJob).toHaveBeenCalledTimes(2);
  });

  it('lists the refused rows with translated messages and offers every error as a workbook', async () => {
    api.importJob.mockResolvedValue(invalid);
    await open('?hash=h1');
    expect(screen.getByText('Nothing was imported: 140 rows have errors')).toBeInTheDocument();
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('2');
    expect(rows[1]).toHaveTextContent('Purchase Order Number is mandatory');
    expect(rows[1]).toHaveTextContent('Quanity is mandatory');
    expect(rows[2]).toHaveTextContent('Etd is not in valid date format(DD/MM/YYYY)');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Download all errors (xlsx)' }));
    });
    expect(api.importErrors).toHaveBeenCalledWith('h1');
    expect(saved).toEqual(['orders-errors.xlsx']);
  });

  it('speaks French to a French reader', async () => {
    api.importJob.mockResolvedValue(invalid);
    await open('?hash=h1', 'fr');
    expect(screen.getByText("Rien n'a été importé : 140 lignes ont des erreurs")).toBeInTheDocument();
    expect(screen.getByRole('table')).toHaveTextContent('Le numéro de commande est obligatoire');
    expect(screen.getByRole('table')).toHaveTextContent("L'ETD n'est pas une date valide (JJ/MM/AAAA)");
    expect(screen.getByRole('button', { name: 'Télécharger toutes les erreurs (xlsx)' })).toBeInTheDocument();
  });

  it('names the missing columns of a refused file', async () => {
    api.importJob.mockResolvedValue(
      job({
        status: 'failed',
        phase: 'finished',
        fileMessageCode: 'columnsMissing',
        missingColumns: ['Quantity', 'ETD (DD/MM/YYYY)'],
      }),
    );
    await open('?hash=h1');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The sheet lacks these columns: Quantity, ETD (DD/MM/YYYY). Start from the template.',
    );
  });
});
