import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import {
  CheckSamplingKind,
  Permissions,
  ReportSectionKind,
  ResourceResult,
  ServiceType,
  type ReportTemplateDetail,
} from '@portal/domain';
import { aCurrentUser } from '@portal/domain/src/testing/current-user';
import { useAuthStore } from '@portal/shell-contract';
import { clearToasts } from '@portal/ui';
import { renderScreen, serveRuleFile, toasts } from '../../shared/testing/report-screens-test-support';
import { ReportTemplateEdit } from './report-template-edit';

const api = {
  template: { get: jest.fn(), create: jest.fn(), update: jest.fn(), remove: jest.fn() },
  customerDataSource: jest.fn(async () => ({ result: 1, dataSourceList: [] })),
};
jest.mock('../../shared/api/report-screens-api', () => ({ useReportScreensApi: () => api }));

const P = Permissions.ReportTemplateSummary;
const STORED: ReportTemplateDetail = {
  id: 4,
  customerId: null,
  serviceType: ServiceType.FinalInspection,
  name: 'Default final inspection',
  active: true,
  sections: [
    {
      kind: ReportSectionKind.Packing,
      checks: [
        {
          key: 'carton-drop',
          label: 'Carton drop test',
          sampling: { kind: CheckSamplingKind.Pieces, value: 2 },
          mandatory: true,
          instructions: 'Drop from 76 cm.',
        },
      ],
    },
    { kind: ReportSectionKind.Workmanship, checks: [] },
  ],
  version: 3,
};

async function open(url: string) {
  await act(async () => {
    render(renderScreen(url, 'report-template/edit-report-template/:id?', <ReportTemplateEdit />));
  });
}
const saveButton = () => screen.getByRole('button', { name: 'Save' });
const section = (name: string) => screen.getByRole('heading', { name, level: 3 }).closest('li')!;
const choose = (combobox: string, option: string) => {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: combobox }));
  fireEvent.click(screen.getByRole('option', { name: option }));
};
const sectionOrder = () => screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

// Long forms on a shared machine: typing a whole template takes more than the default 5 s.
jest.setTimeout(30_000);
beforeAll(() => serveRuleFile('report-template.json'));
beforeEach(() => {
  jest.clearAllMocks();
  clearToasts();
  useAuthStore.setState({ user: aCurrentUser({ permissions: [P.View, P.Edit, P.Delete] }) });
});

describe('ReportTemplateEdit', () => {
  it('builds a template: sections added, moved and removed, a check whose key follows its label', async () => {
    api.template.create.mockResolvedValue({ result: ResourceResult.Success, data: { ...STORED, id: 9 } });
    await open('/1/report-template/edit-report-template');
    await waitFor(() => expect(saveButton()).toBeEnabled());
    // The customer's checkpoints come from its configuration: never a template's section.
    expect(sectionOrder()).toEqual(['Quantity check', 'Packing', 'Marking', 'Workmanship']);
    expect(screen.queryByRole('button', { name: '+ Customer checkpoints' })).toBeNull();
    choose('Service type', 'Final inspection');
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Toys final' } });
    fireEvent.click(within(section('Marking')).getByRole('button', { name: 'Remove Marking' }));
    fireEvent.click(screen.getByRole('button', { name: '+ Function tests' }));
    fireEvent.click(screen.getByRole('button', { name: 'Move Workmanship down' }));
    expect(sectionOrder()).toEqual(['Quantity check', 'Packing', 'Function tests', 'Workmanship']);
    fireEvent.click(within(section('Packing')).getByRole('button', { name: 'Add a check to Packing' }));
    fireEvent.change(screen.getByLabelText('Label'), { target: { value: 'Carton drop (76 cm) – été' } });
    expect(screen.getByLabelText('Key')).toHaveValue('carton-drop-76-cm-ete');
    choose('Sample', 'Fixed pieces');
    choose('Sample size', '3 pieces');
    fireEvent.click(screen.getByLabelText('Mandatory'));
    fireEvent.change(screen.getByLabelText('Instructions for the inspector'), {
      target: { value: ' Drop each carton on a corner. ' },
    });
    await act(async () => fireEvent.click(saveButton()));
    await waitFor(() => expect(api.template.create).toHaveBeenCalledTimes(1));
    expect(api.template.create).toHaveBeenCalledWith({
      customerId: null,
      serviceType: ServiceType.FinalInspection,
      name: 'Toys final',
      active: true,
      sections: [
        { kind: ReportSectionKind.QuantityCheck, checks: [] },
        {
          kind: ReportSectionKind.Packing,
          checks: [
            {
              key: 'carton-drop-76-cm-ete',
              label: 'Carton drop (76 cm) – été',
              sampling: { kind: CheckSamplingKind.Pieces, value: 3 },
              mandatory: true,
              instructions: 'Drop each carton on a corner.',
            },
          ],
        },
        { kind: ReportSectionKind.FunctionTest, checks: [] },
        { kind: ReportSectionKind.Workmanship, checks: [] },
      ],
    });
  });

  it('refuses a check without a label or with a key another check has, sending nothing', async () => {
    await open('/1/report-template/edit-report-template');
    await waitFor(() => expect(saveButton()).toBeEnabled());
    choose('Service type', 'Final inspection');
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Toys final' } });
    const packing = section('Packing');
    fireEvent.click(within(packing).getByRole('button', { name: 'Add a check to Packing' }));
    fireEvent.click(within(packing).getByRole('button', { name: 'Add a check to Packing' }));
    const [firstLabel, secondLabel] = within(packing).getAllByLabelText('Label');
    fireEvent.change(firstLabel!, { target: { value: 'Carton' } });
    await act(async () => fireEvent.click(saveButton()));
    await waitFor(() => expect(secondLabel).toHaveAccessibleDescription('Label is required.'));
    // Typed by hand, a key no longer follows the label, and two checks may not share one.
    const [, secondKey] = within(packing).getAllByLabelText('Key');
    fireEvent.change(secondKey!, { target: { value: 'carton' } });
    fireEvent.change(secondLabel!, { target: { value: 'Carton weight' } });
    expect(secondKey).toHaveValue('carton');
    await act(async () => fireEvent.click(saveButton()));
    await waitFor(() =>
      expect(secondKey).toHaveAccessibleDescription('Another check of this template has this key.'),
    );
    fireEvent.change(secondKey!, { target: { value: 'Carton Weight!' } });
    await act(async () => fireEvent.click(saveButton()));
    await waitFor(() =>
      expect(secondKey).toHaveAccessibleDescription(/lower-case letters, digits and hyphens/),
    );
    fireEvent.change(secondKey!, { target: { value: 'cp-12' } });
    await act(async () => fireEvent.click(saveButton()));
    await waitFor(() => expect(secondKey).toHaveAccessibleDescription(/belong to the customer checkpoints/));
    expect(api.template.create).not.toHaveBeenCalled();
  });

  it('loads a template, keeps its stored keys and updates it with its version', async () => {
    api.template.get.mockResolvedValue({ result: ResourceResult.Success, data: STORED });
    api.template.update.mockResolvedValue({
      result: ResourceResult.Success,
      data: { ...STORED, version: 4 },
    });
    await open('/1/report-template/edit-report-template/4');
    expect(await screen.findByDisplayValue('Carton drop test')).toBeInTheDocument();
    await waitFor(() => expect(saveButton()).toBeEnabled());
    fireEvent.change(screen.getByLabelText('Label'), { target: { value: 'Carton drop test (ISTA)' } });
    expect(screen.getByLabelText('Key')).toHaveValue('carton-drop');
    fireEvent.click(screen.getByRole('button', { name: 'Move Workmanship up' }));
    await act(async () => fireEvent.click(saveButton()));
    await waitFor(() => expect(api.template.update).toHaveBeenCalledTimes(1));
    expect(api.template.update).toHaveBeenCalledWith({
      ...STORED,
      sections: [
        { kind: ReportSectionKind.Workmanship, checks: [] },
        {
          kind: ReportSectionKind.Packing,
          checks: [{ ...STORED.sections[0]!.checks[0]!, label: 'Carton drop test (ISTA)' }],
        },
      ],
    });
  });

  it('shows the server’s refusal of a second template for the same customer and service', async () => {
    api.template.get.mockResolvedValue({ result: ResourceResult.Success, data: STORED });
    api.template.update.mockResolvedValue({ result: ResourceResult.DuplicateData });
    await open('/1/report-template/edit-report-template/4');
    await screen.findByDisplayValue('Carton drop test');
    await waitFor(() => expect(saveButton()).toBeEnabled());
    await act(async () => fireEvent.click(saveButton()));
    await waitFor(() =>
      expect(toasts().join()).toContain(
        'Another active template already serves this customer and service type.',
      ),
    );
  });

  it('is read only without the Edit permission', async () => {
    useAuthStore.setState({ user: aCurrentUser({ permissions: [P.View] }) });
    api.template.get.mockResolvedValue({ result: ResourceResult.Success, data: STORED });
    await open('/1/report-template/edit-report-template/4');
    await screen.findByDisplayValue('Carton drop test');
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.getByLabelText('Label')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove Packing' })).toBeDisabled();
  });
});
