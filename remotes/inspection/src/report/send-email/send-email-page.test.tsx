import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { EmailSendCode, type ReportEmailPreview } from '@portal/domain';
import { clearToasts } from '@portal/ui';
import { RefusedRequest } from '../../shared/api/report-screens-api';
import { renderScreen, toasts } from '../../shared/testing/report-screens-test-support';
import { SendEmailPage } from './send-email-page';

const api = { emailPreview: jest.fn(), sendEmail: jest.fn() };
jest.mock('../../shared/api/report-screens-api', () => ({
  ...jest.requireActual('../../shared/api/report-screens-api'),
  useReportScreensApi: () => api,
}));

const READY: ReportEmailPreview = {
  code: EmailSendCode.Success,
  subject: 'Inspection report INS-000012: Fail',
  body: 'Dear customer,\nPlease find the report.',
  to: ['buyer@northwind.test', 'qa@northwind.test'],
  cc: ['cs@portal.test'],
  attachmentName: 'report-INS-000012.pdf',
};

async function open() {
  await act(async () => {
    render(renderScreen('/1/send-email/send-email/12', 'send-email/send-email/:id', <SendEmailPage />));
  });
}

beforeEach(() => {
  jest.clearAllMocks();
  clearToasts();
});

describe('SendEmailPage', () => {
  it('shows the mail as configured, sends it with the note and goes to the report', async () => {
    api.emailPreview.mockResolvedValue(READY);
    api.sendEmail.mockResolvedValue({
      code: EmailSendCode.Success,
      message: 'The email was sent.',
      sentAt: '2026-03-04T08:00:00.000Z',
    });
    await open();
    expect(api.emailPreview).toHaveBeenCalledWith(12);
    expect(
      screen.getByRole('heading', { name: 'Send the report of booking INS-000012' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('buyer@northwind.test, qa@northwind.test')).toBeInTheDocument();
    expect(screen.getByText('cs@portal.test')).toBeInTheDocument();
    expect(screen.getByText('Inspection report INS-000012: Fail')).toBeInTheDocument();
    expect(screen.getByText(/Please find the report/)).toBeInTheDocument();
    expect(screen.getByText('report-INS-000012.pdf')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Note above the message (optional)'), {
      target: { value: '  Second lot re-packed.  ' },
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })));
    expect(api.sendEmail).toHaveBeenCalledWith(12, { note: 'Second lot re-packed.' });
    await waitFor(() =>
      expect(screen.getByTestId('path')).toHaveTextContent('/1/report/inspection-report/12'),
    );
    expect(toasts().join()).toContain('The email was sent.');
  });

  it('shows the server’s sentence of a configuration gap, a way to the configuration and no Send', async () => {
    api.emailPreview.mockResolvedValue({
      ...READY,
      code: EmailSendCode.NoEmailRecipientsConfiguration,
      message:
        'The email configuration gives no recipient: the customer has no contact of the configured types.',
      to: [],
    });
    await open();
    expect(
      await screen.findByText(
        'The email configuration gives no recipient: the customer has no contact of the configured types.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the email configuration' })).toHaveAttribute(
      'href',
      '/1/emailconfig/email-config-summary',
    );
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
  });

  it('keeps the page and shows why when the send is refused', async () => {
    api.emailPreview.mockResolvedValue(READY);
    api.sendEmail
      .mockResolvedValueOnce({
        code: EmailSendCode.MultipleRuleFound,
        message: 'Several email configurations match this customer, service and email type: keep only one.',
      })
      .mockRejectedValueOnce(
        new RefusedRequest(403, 'This step is not possible on the report in its current state.'),
      );
    await open();
    await screen.findByText('report-INS-000012.pdf');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })));
    expect(await screen.findByText(/Several email configurations match/)).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })));
    expect(
      await screen.findByText('This step is not possible on the report in its current state.'),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('path')).toBeNull();
  });

  it('says so with Retry when the mail cannot be prepared', async () => {
    api.emailPreview.mockRejectedValueOnce(new Error('network')).mockResolvedValueOnce(READY);
    await open();
    expect(await screen.findByText('The email could not be prepared.')).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retry' })));
    expect(await screen.findByText('report-INS-000012.pdf')).toBeInTheDocument();
  });
});
