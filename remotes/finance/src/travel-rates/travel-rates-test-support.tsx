import fs from 'node:fs';
import path from 'node:path';
import type { ReactNode } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { COMMON_MESSAGES, ResourceResult, ResultCode, type DataSourceRequest } from '@portal/domain';
import { aCurrentUser } from '@portal/domain/src/testing/current-user';
import { SHELL_CONTRACT_MESSAGES, useAuthStore } from '@portal/shell-contract';
import { clearToasts, Toaster, UI_MESSAGES } from '@portal/ui';
import { en } from '../i18n/en';
import { TRAVEL_RATES_MESSAGES } from './i18n';

/** The travel-rate screens' tests: every text they show, the rule files, a page under /1/, select picking. */
export const MESSAGES = {
  ...COMMON_MESSAGES.en,
  ...UI_MESSAGES.en,
  ...SHELL_CONTRACT_MESSAGES.en,
  ...en,
  ...TRAVEL_RATES_MESSAGES.en,
};

// A form of several remote selects waits each one's typing pause: seconds on a loaded machine.
jest.setTimeout(20_000);

const RULES_DIR = path.join(__dirname, '../../../../packages/domain/validator');

/** The rule files as the page fetches them from assets/validator/. */
export function serveRuleFiles() {
  global.fetch = jest.fn(async (url: string) => {
    const file = String(url).split('/').pop()!;
    return {
      ok: true,
      status: 200,
      json: async () => JSON.parse(fs.readFileSync(path.join(RULES_DIR, file), 'utf8')) as unknown,
    };
  }) as unknown as typeof fetch;
}

/** An edit screen's tests: the rule files served; before each test, mocks and toasts cleared, signed in. */
export function setUpEditScreenTests(permissions: string[]) {
  beforeAll(serveRuleFiles);
  beforeEach(() => {
    jest.clearAllMocks();
    clearToasts();
    useAuthStore.setState({ user: aCurrentUser({ permissions }) });
  });
}

function Where() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

/** `element` at `url` under the route `path` (both below /:entity/), with the toasts beside it. */
export async function renderScreen(url: string, routePath: string, element: ReactNode) {
  await act(async () => {
    render(
      <IntlProvider locale="en" messages={MESSAGES}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path={`/:entity/${routePath}`} element={element} />
            <Route path="*" element={<Where />} />
          </Routes>
        </MemoryRouter>
        <Toaster />
      </IntlProvider>,
    );
  });
}

/** A new record's edit screen, once its rule file is loaded and it may be saved. */
export async function openNewForm(url: string, routePath: string, element: ReactNode) {
  await renderScreen(url, routePath, element);
  await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
}

export const combobox = (name: string) => screen.getByRole('combobox', { name });

/** A datasource answering like the server: the typed text filters by name, idList entries always come back. */
export function fakeDataSource(items: { id: number; name: string }[]) {
  return jest.fn(async (request: DataSourceRequest) => ({
    result: ResultCode.Success,
    dataSourceList: items.filter(
      (item) =>
        request.idList?.includes(item.id) ||
        item.name.toLowerCase().includes((request.searchText ?? '').toLowerCase()),
    ),
  }));
}

/** Opens the select named `label` and chooses `option` (remote options arrive after the typing pause). */
export async function pick(label: string, option: string) {
  const box = screen.getByRole('combobox', { name: label });
  await act(async () => {
    fireEvent.mouseDown(box);
    // Searchable selects show a window of their options: type the choice to bring it up.
    if (!box.hasAttribute('readonly')) fireEvent.change(box, { target: { value: option } });
  });
  fireEvent.click(await screen.findByRole('option', { name: option }, { timeout: 4000 }));
}

export async function typeInto(label: string, value: string) {
  await act(async () => {
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  });
}

export async function save() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  });
}

export const saved = <Detail,>(data: Detail) => ({ result: ResourceResult.Success, data });
