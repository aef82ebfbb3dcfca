import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { COMMON_MESSAGES, ResourceResult, type RuleFile, type SaveResponse } from '@portal/domain';
import { aCurrentUser } from '@portal/domain/src/testing/current-user';
import { Toaster, UI_MESSAGES, clearToasts } from '@portal/ui';
import { useAuthStore } from '@portal/shell-contract';
import { EditPage, type EditPageProps, type EditResource } from './edit-page';
import { FormText } from './form-fields';

interface Province {
  id: number;
  name: string;
  code: string | null;
  version: number;
}
type Values = { name: string; code: string };
type Body = { name: string; code: string | null };

const RULES: RuleFile = {
  name: [{ type: 'required', kind: 'text', label: 'test.name' }],
};

const messages = {
  ...COMMON_MESSAGES.en,
  ...UI_MESSAGES.en,
  'test.title': 'Edit province',
  'test.newTitle': 'New province',
  'test.name': 'Name',
  'test.code': 'Code',
};

function Where() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

function fakeResource(overrides: Partial<Record<keyof EditResource<Province, Body>, jest.Mock>> = {}) {
  const stored: Province = { id: 7, name: 'Bavaria', code: 'BY', version: 3 };
  return {
    get: jest.fn(() => Promise.resolve({ result: ResourceResult.Success, data: { ...stored } })),
    create: jest.fn((body: Body) =>
      Promise.resolve({ result: ResourceResult.Success, data: { ...body, id: 12, version: 1 } }),
    ),
    update: jest.fn((body: Province) =>
      Promise.resolve({ result: ResourceResult.Success, data: { ...body, version: body.version + 1 } }),
    ),
    remove: jest.fn(() => Promise.resolve({ result: ResourceResult.Success })),
    ...overrides,
  };
}

type ExtraProps = Pick<EditPageProps<Province, Values, Body>, 'recordRights' | 'footerActions' | 'aside'>;

function renderEdit(
  resource: ReturnType<typeof fakeResource>,
  url: string,
  ruleFile: string | RuleFile = RULES,
  extra: ExtraProps = {},
) {
  const page = (
    <EditPage<Province, Values, Body>
      titleId="test.title"
      newTitleId="test.newTitle"
      resource={resource}
      ruleFile={ruleFile}
      emptyValues={{ name: '', code: '' }}
      toValues={(record) => ({ name: record.name, code: record.code ?? '' })}
      toBody={(values) => ({ name: values.name.trim(), code: values.code.trim() || null })}
      summaryPath="province/province-summary"
      editPath={(id) => `province/edit-province/${id}`}
      permissions={{ edit: 'P.Edit', delete: 'P.Delete' }}
      {...extra}
    >
      {() => (
        <>
          <FormText name="name" label="Name" />
          <FormText name="code" label="Code" />
        </>
      )}
    </EditPage>
  );
  render(
    <IntlProvider locale="en" messages={messages}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/:entity/province/edit-province/:id?" element={page} />
          <Route path="/:entity/province/province-summary" element={<p>Summary screen</p>} />
          <Route path="/:entity/elsewhere" element={<p>Elsewhere screen</p>} />
        </Routes>
        <Link to="/1/elsewhere">Elsewhere</Link>
        <Where />
      </MemoryRouter>
      <Toaster />
    </IntlProvider>,
  );
}

const toasts = () => screen.queryAllByTestId('toast').map((item) => item.textContent);

beforeEach(() => {
  clearToasts();
  useAuthStore.setState({ user: aCurrentUser({ permissions: ['P.Edit', 'P.Delete'] }) });
});

describe('EditPage', () => {
  it('refuses an empty form with Validation error toasts, then creates and opens the new record', async () => {
    const resource = fakeResource();
    renderEdit(resource, '/1/province/edit-province');
    expect(screen.getByRole('heading', { name: 'New province' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts().join()).toMatch(/Validation error/));
    expect(resource.create).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true'));

    fireEvent.change(screen.getByLabelText('Name'), { target: { value: ' Tyrol ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/1/province/edit-province/12'));
    expect(resource.create).toHaveBeenCalledWith({ name: 'Tyrol', code: null });
    expect(resource.get).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Edit province' })).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Tyrol');
  });

  it('updates with the loaded version and shows the saved one', async () => {
    const resource = fakeResource();
    renderEdit(resource, '/1/province/edit-province/7');
    expect(await screen.findByDisplayValue('Bavaria')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Bayern' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(resource.update).toHaveBeenCalledWith({ id: 7, version: 3, name: 'Bayern', code: 'BY' }),
    );
    await waitFor(() => expect(toasts()).toContain('Saved.'));
    // Saved: leaving asks nothing.
    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(screen.getByTestId('path')).toHaveTextContent('/1/elsewhere');
  });

  it('keeps the input after a conflict and offers the other version', async () => {
    const current: Province = { id: 7, name: 'Freistaat Bayern', code: 'BY', version: 4 };
    const conflict: SaveResponse<Province> = {
      result: ResourceResult.Conflict,
      current,
      messageKey: 'kit.conflict',
    };
    const resource = fakeResource({ update: jest.fn(() => Promise.resolve(conflict)) });
    renderEdit(resource, '/1/province/edit-province/7');
    await screen.findByDisplayValue('Bavaria');
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'My Bavaria' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Someone else saved this record')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('My Bavaria');
    fireEvent.click(screen.getByRole('button', { name: 'Load their version' }));
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Freistaat Bayern'));
    expect(screen.queryByText('Someone else saved this record')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(resource.update).toHaveBeenLastCalledWith(expect.objectContaining({ version: 4 })),
    );
  });

  it("follows the record's own rights, shows extra actions and takes a newer record from beside the form", async () => {
    const resource = fakeResource();
    const locked = { id: 7, name: 'Bavaria (locked)', code: 'BY', version: 5 };
    renderEdit(resource, '/1/province/edit-province/7', RULES, {
      recordRights: (record) => ({ edit: record?.version !== 5, delete: false }),
      footerActions: () => <button type="button">Save and send</button>,
      aside: ({ record, replaceRecord }) => (
        <button type="button" onClick={() => replaceRecord(locked)}>
          Lock {record?.name}
        </button>
      ),
    });
    await screen.findByDisplayValue('Bavaria');
    expect(screen.getByRole('button', { name: 'Save and send' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Lock Bavaria' }));
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Bavaria (locked)'));
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save and send' })).toBeNull();
    expect(screen.getByLabelText('Name')).toBeDisabled();
    // Outside the form: still usable when the form is read only.
    expect(screen.getByRole('button', { name: 'Lock Bavaria (locked)' })).toBeEnabled();
  });

  it("shows the server's own reasons: a 409 without the kit's key, a record refusal, an explained code", async () => {
    const current: Province = { id: 7, name: 'Bavaria', code: 'BY', version: 4 };
    const update = jest
      .fn()
      .mockResolvedValueOnce({ result: ResourceResult.Conflict, current, message: 'Closed since.' })
      .mockResolvedValueOnce({ result: ResourceResult.Forbidden, message: 'Not yours to change.' })
      .mockResolvedValueOnce({ result: ResourceResult.DuplicateData, message: 'Overlaps row 3.' });
    renderEdit(fakeResource({ update }), '/1/province/edit-province/7');
    await screen.findByDisplayValue('Bavaria');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Closed since.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts()).toContain('Not yours to change.'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts()).toContain('Overlaps row 3.'));
  });

  it('asks before leaving with unsaved changes', async () => {
    renderEdit(fakeResource(), '/1/province/edit-province/7');
    await screen.findByDisplayValue('Bavaria');
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Changed' } });
    fireEvent.click(screen.getByRole('link', { name: 'Back to the list' }));
    expect(await screen.findByRole('dialog', { name: 'Leave without saving?' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('path')).toHaveTextContent('/1/province/edit-province/7');
    expect(screen.getByLabelText('Name')).toHaveValue('Changed');

    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);

    fireEvent.click(screen.getByRole('link', { name: 'Back to the list' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('Summary screen')).toBeInTheDocument();
  });

  it('deletes after confirmation and goes back to the summary', async () => {
    const resource = fakeResource();
    renderEdit(resource, '/1/province/edit-province/7');
    await screen.findByDisplayValue('Bavaria');
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this record?' });
    expect(resource.remove).not.toHaveBeenCalled();
    fireEvent.click(dialog.querySelectorAll('button')[1]!);
    expect(await screen.findByText('Summary screen')).toBeInTheDocument();
    expect(resource.remove).toHaveBeenCalledWith(7);
    expect(toasts()).toContain('Deleted.');
  });

  it('translates result codes and server field messages', async () => {
    const resource = fakeResource({
      update: jest
        .fn()
        .mockResolvedValueOnce({ result: ResourceResult.DuplicateName })
        .mockResolvedValueOnce({
          result: ResourceResult.Invalid,
          errors: [{ field: 'code', message: 'Code is too long' }],
        }),
      remove: jest.fn(() => Promise.resolve({ result: ResourceResult.InUse })),
    });
    renderEdit(resource, '/1/province/edit-province/7');
    await screen.findByDisplayValue('Bavaria');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts()).toContain('This name is already used.'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts().join()).toMatch(/Validation error.*Code is too long/));
    expect(screen.getByLabelText('Code')).toHaveAccessibleDescription('Code is too long');
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    await act(async () => fireEvent.click(dialog.querySelectorAll('button')[1]!));
    await waitFor(() => expect(toasts().join()).toMatch(/still used by other records/));
    expect(screen.getByTestId('path')).toHaveTextContent('/1/province/edit-province/7');
  });

  it('holds Save while a named rule file is on its way, then saves', async () => {
    const originalFetch = global.fetch;
    let arrive: (rules: RuleFile) => void = () => undefined;
    // jsdom has no Response: what the rule file loader reads of one.
    global.fetch = jest.fn(
      () =>
        new Promise((resolve) => {
          arrive = (rules) => resolve({ ok: true, status: 200, json: () => Promise.resolve(rules) });
        }),
    ) as unknown as typeof fetch;
    try {
      const resource = fakeResource();
      renderEdit(resource, '/1/province/edit-province', 'edit-page-held-save.json');
      fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Saxony' } });
      const save = screen.getByRole('button', { name: 'Save' });
      expect(save).toBeDisabled();
      fireEvent.click(save);
      expect(resource.create).not.toHaveBeenCalled();
      await act(async () => arrive(RULES));
      await waitFor(() => expect(save).toBeEnabled());
      fireEvent.click(save);
      await waitFor(() => expect(resource.create).toHaveBeenCalledWith({ name: 'Saxony', code: null }));
      expect(toasts()).toEqual(['Saved.']);
    } finally {
      global.fetch = originalFetch;
    }
  });

  it('says when the record does not exist', async () => {
    renderEdit(
      fakeResource({ get: jest.fn(() => Promise.resolve({ result: ResourceResult.NotFound })) }),
      '/1/province/edit-province/99',
    );
    expect(await screen.findByText('The record no longer exists.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});
