import fs from 'node:fs';
import path from 'node:path';
import { act, fireEvent, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { COMMON_MESSAGES, type DataSourceRequest } from '@portal/domain';
import { SHELL_CONTRACT_MESSAGES } from '@portal/shell-contract';
import { Toaster, UI_MESSAGES } from '@portal/ui';
import { INSPECTION_MESSAGES } from '../../i18n/catalogue';
import { en } from '../../i18n/en';
import { SCHEDULE_SCREEN_MESSAGES } from '../i18n';

/** The availability, block, occupancy and dashboard screens' tests: every text, a fixed day, the lookups. */
export const MESSAGES = {
  ...COMMON_MESSAGES.en,
  ...UI_MESSAGES.en,
  ...SHELL_CONTRACT_MESSAGES.en,
  ...en,
  ...INSPECTION_MESSAGES.en,
  ...SCHEDULE_SCREEN_MESSAGES.en,
};

/**
 * Wednesday 11 March 2026, 10:00 local time; the timers stay real so selects and debounces run. A whole
 * month of cells renders in about a second, several on a busy machine: the tests get room for that.
 */
export function fixToday() {
  jest.setTimeout(20_000);
  beforeAll(() =>
    jest.useFakeTimers({
      now: new Date(2026, 2, 11, 10),
      doNotFake: [
        'setTimeout',
        'setInterval',
        'clearTimeout',
        'clearInterval',
        'queueMicrotask',
        'nextTick',
        'setImmediate',
      ],
    }),
  );
  afterAll(() => jest.useRealTimers());
}

function Where() {
  return <output data-testid="where">{useLocation().pathname + useLocation().search}</output>;
}

/** `element` at `url` under the route `path` (below /:entity/), the toasts beside it, the URL shown. */
export function renderAt(url: string, routePath: string, element: ReactNode) {
  return (
    <IntlProvider locale="en" messages={MESSAGES}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route
            path={`/:entity/${routePath}`}
            element={
              <>
                {element}
                <Where />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
      <Toaster />
    </IntlProvider>
  );
}

/** A datasource answering the items whose name holds the typed text (and the selected ids). */
export const lookup = (items: { id: number; name: string }[]) =>
  jest.fn(async (request: DataSourceRequest) => ({
    result: 1,
    dataSourceList: items.filter(
      (item) =>
        request.idList?.includes(item.id) ||
        item.name.toLowerCase().includes((request.searchText ?? '').toLowerCase()),
    ),
  }));

export const OFFICES = {
  result: 1,
  offices: [
    { id: 1, name: 'Shanghai', countryId: 156, countryName: 'China' },
    { id: 2, name: 'Dhaka', countryId: 50, countryName: 'Bangladesh' },
  ],
  countries: [
    { id: 50, name: 'Bangladesh' },
    { id: 156, name: 'China' },
  ],
  years: [2026],
  currentYear: 2026,
};

/** Picks `option` in the select labelled `label` after typing `term` (past the search delay). */
export async function choose(label: string, term: string, option: string) {
  const select = screen.getByRole('combobox', { name: label });
  fireEvent.click(select);
  fireEvent.change(select, { target: { value: term } });
  fireEvent.click(await screen.findByRole('option', { name: option }, { timeout: 2000 }));
}

/** Types a day in a date field and leaves it. */
export function typeDay(label: string, text: string) {
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.blur(input);
}

const RULES_FOLDER = path.join(__dirname, '../../../../../packages/domain/validator');

/** The rule files as the page fetches them from assets/validator/. */
export function serveRuleFiles() {
  global.fetch = jest.fn(async (url: string | URL) => {
    const name = String(url).split('/').pop()!;
    return {
      ok: true,
      status: 200,
      json: async () => JSON.parse(fs.readFileSync(path.join(RULES_FOLDER, name), 'utf8')) as unknown,
    };
  }) as unknown as typeof fetch;
}

/** Lets pending answers land. */
export const settle = () =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
