import { act, fireEvent, screen } from '@testing-library/react';
import { EMAIL_FILE_DOWNLOAD_PATH } from '@portal/domain';
import { renderAt } from '../../test/render';
import { fileNameOf } from './email-file-api';
import { EmailFileDownloadPage } from './email-file-page';

jest.mock('./email-file-api', () => ({
  ...jest.requireActual('./email-file-api'),
  fetchEmailFile: jest.fn(),
}));
jest.mock('@portal/ui', () => ({ ...jest.requireActual('@portal/ui'), downloadBlob: jest.fn() }));
const { fetchEmailFile } = jest.requireMock('./email-file-api') as { fetchEmailFile: jest.Mock };
const { downloadBlob } = jest.requireMock('@portal/ui') as { downloadBlob: jest.Mock };

const refusal = (status: number) =>
  Object.assign(new Error(`Request failed with status code ${status}`), {
    name: 'HTTPError',
    response: { status },
  });

async function open(url: string) {
  await act(async () => {
    renderAt(url, EMAIL_FILE_DOWNLOAD_PATH, <EmailFileDownloadPage />);
  });
}

beforeEach(() => {
  fetchEmailFile.mockReset();
  downloadBlob.mockReset();
});

describe('EmailFileDownloadPage', () => {
  it('downloads the file of the link at once and offers it again', async () => {
    const blob = new Blob(['%PDF-1.3'], { type: 'application/pdf' });
    fetchEmailFile.mockResolvedValueOnce({ blob, fileName: 'Inspection-report-INS-000042.pdf' });
    await open(`${EMAIL_FILE_DOWNLOAD_PATH}?token=abc.def`);
    expect(fetchEmailFile).toHaveBeenCalledWith('abc.def');
    expect(downloadBlob).toHaveBeenCalledWith(blob, 'Inspection-report-INS-000042.pdf');
    expect(
      screen.getByText('Your download has started: Inspection-report-INS-000042.pdf.'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Download again' }));
    expect(downloadBlob).toHaveBeenCalledTimes(2);
  });

  it.each([
    [410, 'This download link has expired. Ask your contact for a new one.'],
    [400, 'This download link is not valid.'],
    [404, 'This document is no longer available. Ask your contact for a new link.'],
    [429, 'Too many requests. Please wait a moment.'],
    [503, 'The document could not be prepared. Please try again later.'],
  ])('says what a %s refusal means', async (status, message) => {
    fetchEmailFile.mockRejectedValueOnce(refusal(status));
    await open(`${EMAIL_FILE_DOWNLOAD_PATH}?token=abc.def`);
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(downloadBlob).not.toHaveBeenCalled();
  });

  it('calls nothing without a token', async () => {
    await open(EMAIL_FILE_DOWNLOAD_PATH);
    expect(screen.getByRole('alert')).toHaveTextContent('This download link is not valid.');
    expect(fetchEmailFile).not.toHaveBeenCalled();
  });
});

describe('fileNameOf', () => {
  it('reads the UTF-8 name first, then the plain one, else the fallback', () => {
    expect(fileNameOf(`attachment; filename="R_.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9.pdf`, 'x')).toBe(
      'Résumé.pdf',
    );
    expect(fileNameOf('attachment; filename="Report.pdf"', 'x')).toBe('Report.pdf');
    expect(fileNameOf(null, 'document.pdf')).toBe('document.pdf');
  });
});
