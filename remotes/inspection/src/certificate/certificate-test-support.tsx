import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { COMMON_MESSAGES } from '@portal/domain';
import { SHELL_CONTRACT_MESSAGES } from '@portal/shell-contract';
import { Toaster, UI_MESSAGES } from '@portal/ui';
import { en } from '../i18n/en';
import { CERTIFICATE_MESSAGES } from './certificate-messages';

/** The certificate screens' tests: their texts and a page under /:entity/ showing where a link went. */
const MESSAGES = {
  ...COMMON_MESSAGES.en,
  ...UI_MESSAGES.en,
  ...SHELL_CONTRACT_MESSAGES.en,
  ...en,
  ...CERTIFICATE_MESSAGES.en,
};

function Where() {
  const location = useLocation();
  return <output data-testid="path">{`${location.pathname}${location.search}`}</output>;
}

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

export const toasts = () => screen.queryAllByTestId('toast').map((item) => item.textContent);
