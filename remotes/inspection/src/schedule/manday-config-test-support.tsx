import { screen } from '@testing-library/react';
import fs from 'node:fs';
import path from 'node:path';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { COMMON_MESSAGES } from '@portal/domain';
import { SHELL_CONTRACT_MESSAGES } from '@portal/shell-contract';
import { Toaster, UI_MESSAGES } from '@portal/ui';
import { INSPECTION_MESSAGES } from '../i18n/catalogue';
import { en } from '../i18n/en';
import { SCHEDULE_SCREEN_MESSAGES } from './i18n';

/** The man-day configuration screens' tests: their texts, their rule file as the browser fetches it, a page. */
const MESSAGES = {
  ...COMMON_MESSAGES.en,
  ...UI_MESSAGES.en,
  ...SHELL_CONTRACT_MESSAGES.en,
  ...en,
  ...INSPECTION_MESSAGES.en,
  ...SCHEDULE_SCREEN_MESSAGES.en,
};

export function serveRuleFile(file: string) {
  const rules = JSON.parse(
    fs.readFileSync(path.join(__dirname, '../../../../packages/domain/validator', file), 'utf8'),
  ) as unknown;
  global.fetch = jest.fn(async () => ({
    ok: true,
    status: 200,
    json: async () => rules,
  })) as unknown as typeof fetch;
}

function Where() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

/** `element` at `url` under the route `path` (below /:entity/); any other path shows where it went. */
export function renderScreen(url: string, routePath: string, element: ReactNode) {
  return (
    <IntlProvider locale="en" messages={MESSAGES}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={`/:entity/${routePath}`} element={element} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
      <Toaster />
    </IntlProvider>
  );
}

/** The text of every toast on screen. */
export const toasts = () => screen.queryAllByTestId('toast').map((item) => item.textContent);
