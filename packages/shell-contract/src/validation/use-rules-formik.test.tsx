import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { FormikProvider, useField } from 'formik';
import { IntlProvider } from 'react-intl';
import { COMMON_MESSAGES, type RuleFile } from '@portal/domain';
import { clearToasts, Toaster } from '@portal/ui';
import { clearRuleFileCache } from './rule-file-cache';
import { useRulesFormik } from './use-rules-formik';

/** What fetch resolves with (jsdom has no Response). */
const response = (status: number, body: unknown) =>
  Promise.resolve({ ok: status < 400, status, json: () => Promise.resolve(body) });

const RULES: RuleFile = {
  countryId: [{ type: 'required', kind: 'notNewOption', label: 'test.country' }],
  name: [
    { type: 'required', kind: 'text', label: 'test.name' },
    { type: 'pattern', pattern: 'name' },
  ],
  'period.from': [
    { type: 'date', label: 'test.from' },
    { type: 'isLessOrEqual', field: 'period.to', compare: 'date' },
  ],
  'period.to': [{ type: 'date', label: 'test.to' }],
};

interface Values {
  countryId: number | null;
  name: string;
  period: { from: string; to: string };
}

const EMPTY: Values = { countryId: null, name: '', period: { from: '', to: '' } };

function messages(lang: 'en' | 'fr') {
  const labels =
    lang === 'en'
      ? { 'test.country': 'Country', 'test.name': 'Name', 'test.from': 'From', 'test.to': 'To' }
      : { 'test.country': 'Pays', 'test.name': 'Nom', 'test.from': 'Du', 'test.to': 'Au' };
  return { ...COMMON_MESSAGES[lang], ...labels };
}

function Input({ name, label }: { name: string; label: string }) {
  const [field, meta] = useField<string>(name);
  return (
    <div>
      <label>
        {label}
        <input {...field} value={field.value ?? ''} aria-invalid={Boolean(meta.error)} />
      </label>
      {meta.error ? <span data-testid="field-error">{meta.error}</span> : null}
    </div>
  );
}

function TestForm({ ruleFile, onSubmit }: { ruleFile: string | RuleFile; onSubmit: jest.Mock }) {
  const form = useRulesFormik<Values>({ ruleFile, initialValues: EMPTY, onSubmit });
  return (
    <FormikProvider value={form}>
      <form onSubmit={form.handleSubmit} aria-label="test form">
        <button type="button" onClick={() => void form.setFieldValue('countryId', -11)}>
          new option
        </button>
        <button type="button" onClick={() => void form.setFieldValue('countryId', 250)}>
          France
        </button>
        <Input name="name" label="Name" />
        <Input name="period.from" label="From" />
        <Input name="period.to" label="To" />
        <button type="submit">Save</button>
      </form>
    </FormikProvider>
  );
}

function renderForm(ruleFile: string | RuleFile = RULES, lang: 'en' | 'fr' = 'en') {
  const onSubmit = jest.fn();
  render(
    <IntlProvider locale={lang} messages={messages(lang)}>
      <Toaster />
      <TestForm ruleFile={ruleFile} onSubmit={onSubmit} />
    </IntlProvider>,
  );
  return onSubmit;
}

/** Lets the rule file's fetch, parsing and state update run. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

const toastTexts = () =>
  screen.queryAllByText('Validation error').map((title) => title.parentElement?.textContent);

beforeEach(() => {
  clearToasts();
  clearRuleFileCache();
});

/** The Toaster re-renders when the toasts change. */
const dismissAll = () => act(() => clearToasts());

describe('useRulesFormik', () => {
  it('does not validate while typing before the first submit', async () => {
    renderForm();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'a.b' } });
    fireEvent.blur(screen.getByLabelText('Name'));
    // Give formik a chance to validate if it were going to.
    await act(() => Promise.resolve());
    expect(screen.queryByTestId('field-error')).toBeNull();
    expect(toastTexts()).toEqual([]);
  });

  it('on a failed submit toasts only the first failing field, and does not submit', async () => {
    const onSubmit = renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByText('Country is required.')).toBeInTheDocument());
    expect(screen.getAllByText('Validation error')).toHaveLength(1);
    // The inline errors are translated texts too (the country has no input in this form).
    await waitFor(() => expect(screen.getByTestId('field-error')).toHaveTextContent('Name is required.'));
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('toasts the new-option sentinel, then the next failing field once the first is fixed', async () => {
    const onSubmit = renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'new option' }));
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Lyon' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByText('Country: please choose one of the existing options.')).toBeInTheDocument(),
    );

    dismissAll();
    fireEvent.click(screen.getByRole('button', { name: 'France' }));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2025' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByText('From must be a complete date (dd/MM/yyyy).')).toBeInTheDocument(),
    );
    expect(screen.getAllByText('Validation error')).toHaveLength(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('validates on change after the first submit, and submits once the values pass', async () => {
    const onSubmit = renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('field-error')).toHaveTextContent('Name is required.'));

    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Lyon' } });
    await waitFor(() => expect(screen.queryByTestId('field-error')).toBeNull());
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '02/01/2025' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '01/01/2025' } });
    await waitFor(() =>
      expect(screen.getByTestId('field-error')).toHaveTextContent('From must be less than or equal to To.'),
    );
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '03/01/2025' } });
    fireEvent.click(screen.getByRole('button', { name: 'France' }));

    dismissAll();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      countryId: 250,
      name: 'Lyon',
      period: { from: '02/01/2025', to: '03/01/2025' },
    });
    expect(toastTexts()).toEqual([]);
  });

  it('shows every message of the first failing field, in French', async () => {
    renderForm(
      {
        name: [
          { type: 'pattern', pattern: 'name', label: 'test.name' },
          { type: 'maxLength', max: 2 },
        ],
      },
      'fr',
    );
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'a.b' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getAllByText('Erreur de validation')).toHaveLength(2));
    // In the toasts: the field's own error line may show the first message too, as soon as it renders.
    const toaster = within(screen.getByTestId('toaster'));
    expect(
      toaster.getByText(
        'Nom ne peut contenir que des lettres, des chiffres, des espaces, des tirets bas et des traits d’union.',
      ),
    ).toBeInTheDocument();
    expect(toaster.getByText('Nom doit comporter au plus 2 caractères.')).toBeInTheDocument();
  });
});

describe('useRulesFormik with a rule file name', () => {
  const originalFetch = global.fetch;
  afterEach(() => {
    global.fetch = originalFetch;
  });

  it('fetches assets/validator/{file} relative to the page, once, and validates with it', async () => {
    const fetchMock = jest.fn(() => response(200, RULES));
    global.fetch = fetchMock as unknown as typeof fetch;
    const onSubmit = renderForm('country.json');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls[0]).toEqual([
      'http://localhost/assets/validator/country.json',
      expect.anything(),
    ]);
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByText('Country is required.')).toBeInTheDocument());
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses to submit, with a toast, when the rule file cannot be loaded', async () => {
    global.fetch = jest.fn(() => response(404, null)) as unknown as typeof fetch;
    const onSubmit = renderForm('country');
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(
        screen.getByText('The form rules could not be loaded. Please reload the page.'),
      ).toBeInTheDocument(),
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
