import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import fs from 'node:fs';
import path from 'node:path';
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import {
  COMMON_MESSAGES,
  CustomerContactType as C,
  CustomerStaffRole as R,
  EMAIL_PLACEHOLDERS,
  EmailType,
  Permissions,
  ResourceResult,
  ServiceType,
  type EmailConfigDetail,
  type EmailConfigRow,
} from '@portal/domain';
import { aCurrentUser } from '@portal/domain/src/testing/current-user';
import { SHELL_CONTRACT_MESSAGES, useAuthStore } from '@portal/shell-contract';
import { clearToasts, Toaster, UI_MESSAGES } from '@portal/ui';
import { EmailConfigEdit } from './email-config-edit';
import { EMAIL_CONFIG_MESSAGES } from './email-config-messages';
import { EmailConfigSummary } from './email-config-summary';

const api = {
  emailConfig: { search: jest.fn(), get: jest.fn(), create: jest.fn(), update: jest.fn(), remove: jest.fn() },
  customerDataSource: jest.fn(async () => ({
    result: 1,
    dataSourceList: [{ id: 1, name: 'Northwind Retail Ltd' }],
  })),
};
jest.mock('./use-email-config-api', () => ({ useEmailConfigApi: () => api }));
jest.mock('@portal/screen-kit/src/settings-api', () => ({
  screenSettingsApi: () => ({
    filters: async () => ({ result: 1, data: [] }),
    columns: async () => ({ result: 1, data: null }),
  }),
}));

// Each form test types, picks and saves: more than jest's 5 s on a busy two-core machine.
jest.setTimeout(20_000);

const P = Permissions.EmailConfigSummary;
const FOLDER = path.join(__dirname, '../../../../packages/domain/validator');
const RULES = JSON.parse(fs.readFileSync(path.join(FOLDER, 'email-config.json'), 'utf8')) as Record<
  string,
  { label?: string }[]
>;

const RECORD: EmailConfigDetail = {
  id: 5,
  customerId: 1,
  serviceType: ServiceType.FinalInspection,
  emailType: EmailType.ReportSend,
  subjectTemplate: 'Report {bookingNo}',
  bodyTemplate: 'Dear {customerName}',
  recipientContactTypes: [C.Report],
  ccRoles: [R.Cs],
  ccAddresses: null,
  active: true,
  version: 3,
};
const ROWS: EmailConfigRow[] = [
  {
    id: 5,
    customerId: null,
    customerName: null,
    serviceType: null,
    emailType: EmailType.ReportSend,
    subjectTemplate: 'Inspection report {bookingNo}',
    recipientContactTypes: [C.Report],
    ccRoles: [],
    ccAddresses: null,
    active: true,
    version: 1,
  },
  {
    id: 6,
    customerId: 1,
    customerName: 'Northwind Retail Ltd',
    serviceType: ServiceType.ContainerLoading,
    emailType: EmailType.CertificateSend,
    subjectTemplate: 'Certificate {bookingNo}',
    recipientContactTypes: [C.Booking],
    ccRoles: [R.Kam],
    ccAddresses: 'qa@example.com',
    active: false,
    version: 2,
  },
];

async function open(url: string, routePath: string, element: ReactElement, lang: 'en' | 'fr' = 'en') {
  const messages = {
    ...COMMON_MESSAGES[lang],
    ...UI_MESSAGES[lang],
    ...SHELL_CONTRACT_MESSAGES[lang],
    ...EMAIL_CONFIG_MESSAGES[lang],
  };
  await act(async () => {
    render(
      <IntlProvider locale={lang} messages={messages}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path={`/:entity/${routePath}`} element={element} />
          </Routes>
        </MemoryRouter>
        <Toaster />
      </IntlProvider>,
    );
  });
}
const EDIT = 'econfig/edit-email-config/:id?';
const saveButton = () => screen.getByRole('button', { name: 'Save' });
/** Opens a select and clicks its options (a multiple select stays open between them). */
const pick = (combobox: string, ...options: string[]) => {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: combobox }));
  for (const option of options) fireEvent.click(screen.getByRole('option', { name: option }));
};

beforeAll(() => {
  global.fetch = jest.fn(async () => ({
    ok: true,
    status: 200,
    json: async () => RULES,
  })) as unknown as typeof fetch;
});
beforeEach(() => {
  jest.clearAllMocks();
  clearToasts();
  useAuthStore.setState({ user: aCurrentUser({ permissions: [P.View, P.Edit, P.Delete, P.Export] }) });
});

describe('EmailConfigSummary', () => {
  it('lists the rules with any customer, any service, the email type and the state in words', async () => {
    api.emailConfig.search.mockResolvedValue({ result: 1, data: ROWS, total: 2 });
    await open(
      '/1/emailconfig/email-config-summary',
      'emailconfig/email-config-summary',
      <EmailConfigSummary />,
    );
    expect(api.emailConfig.search).toHaveBeenCalledWith(
      expect.objectContaining({ sort: { field: 'customerName', direction: 'asc' } }),
    );
    const cells = (text: string) =>
      Array.from(screen.getByText(text).closest('tr')!.cells, (cell) => cell.textContent);
    expect(cells('Inspection report {bookingNo}')).toEqual([
      'Any customer',
      'Any service',
      'Report send',
      'Inspection report {bookingNo}',
      'Yes',
    ]);
    expect(cells('Certificate {bookingNo}')).toEqual([
      'Northwind Retail Ltd',
      'Container loading',
      'Certificate send',
      'Certificate {bookingNo}',
      'No',
    ]);
    expect(screen.getByRole('combobox', { name: 'Email types' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New' })).toHaveAttribute('href', '/1/econfig/edit-email-config');
  });
});

describe('EmailConfigEdit', () => {
  it('creates a rule for any customer and service with the placeholders shown, and saves an empty subject', async () => {
    api.emailConfig.create.mockResolvedValue({ result: ResourceResult.Success, data: { ...RECORD, id: 9 } });
    await open('/1/econfig/edit-email-config', EDIT, <EmailConfigEdit />);
    expect(screen.getByRole('heading', { name: 'New email rule' })).toBeInTheDocument();
    for (const name of EMAIL_PLACEHOLDERS) expect(screen.getByText(`{${name}}`)).toBeInTheDocument();
    expect(screen.getByText('the signed link to download the report')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Body'), {
      target: { value: 'Dear {customerName},\n{downloadLink}' },
    });
    pick('Recipients (contact types)', 'Report', 'Inspection');
    pick('Copy to (customer staff roles)', 'KAM');
    fireEvent.change(screen.getByLabelText('Copy to (addresses)'), { target: { value: ' qa@example.com ' } });
    await waitFor(() => expect(saveButton()).toBeEnabled());
    await act(async () => fireEvent.click(saveButton()));
    await waitFor(() => expect(api.emailConfig.create).toHaveBeenCalledTimes(1));
    expect(api.emailConfig.create).toHaveBeenCalledWith({
      customerId: null,
      serviceType: null,
      emailType: EmailType.ReportSend,
      subjectTemplate: '',
      bodyTemplate: 'Dear {customerName},\n{downloadLink}',
      recipientContactTypes: [C.Report, C.Inspection],
      ccRoles: [R.Kam],
      ccAddresses: 'qa@example.com',
      active: true,
    });
  });

  it('updates a rule with the version read, and shows the server’s refusal of its customer', async () => {
    api.emailConfig.get.mockResolvedValue({ result: ResourceResult.Success, data: RECORD });
    api.emailConfig.update
      .mockResolvedValueOnce({ result: ResourceResult.Success, data: { ...RECORD, version: 4 } })
      .mockResolvedValueOnce({ result: ResourceResult.ParentNotFound });
    await open('/1/econfig/edit-email-config/5', EDIT, <EmailConfigEdit />);
    expect(await screen.findByDisplayValue('Report {bookingNo}')).toBeInTheDocument();
    await waitFor(() => expect(saveButton()).toBeEnabled());
    pick('Service type', 'Container loading');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Active' }));
    await act(async () => fireEvent.click(saveButton()));
    await waitFor(() => expect(api.emailConfig.update).toHaveBeenCalledTimes(1));
    expect(api.emailConfig.update).toHaveBeenCalledWith({
      ...RECORD,
      serviceType: ServiceType.ContainerLoading,
      active: false,
    });
    await act(async () => fireEvent.click(saveButton()));
    await waitFor(() =>
      expect(
        screen.getAllByText('This customer is not one of the entity’s customers.').length,
      ).toBeGreaterThan(0),
    );
  });

  it('speaks French', async () => {
    await open('/1/econfig/edit-email-config', EDIT, <EmailConfigEdit />, 'fr');
    expect(screen.getByRole('heading', { name: 'Nouvelle règle de courriel' })).toBeInTheDocument();
    expect(screen.getByText('le lien signé de téléchargement du rapport')).toBeInTheDocument();
  });
});

describe('email configuration texts', () => {
  it('have the same keys in English and French, and name every rule file label', () => {
    const { en, fr } = EMAIL_CONFIG_MESSAGES;
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
    expect(Object.values({ ...en, ...fr }).filter((text) => !text.trim())).toEqual([]);
    const labels = Object.values(RULES).flatMap((rules) => rules.map((rule) => rule.label).filter(Boolean));
    expect(labels.filter((label) => !(label! in en))).toEqual([]);
  });
});
