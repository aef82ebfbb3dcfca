import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { COMMON_MESSAGES } from '@portal/domain';
import { SHELL_CONTRACT_MESSAGES } from '@portal/shell-contract';
import { en } from '../i18n/en';

/** Renders a host screen with the English messages at a given URL; other paths render their own name. */
export function renderAt(
  path: string,
  pattern: string,
  element: ReactElement,
  extraMessages: Record<string, string> = {},
) {
  const messages = { ...COMMON_MESSAGES.en, ...SHELL_CONTRACT_MESSAGES.en, ...en, ...extraMessages };
  return render(
    <IntlProvider locale="en" messages={messages}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={pattern} element={element} />
          <Route path="*" element={<p data-testid="elsewhere">elsewhere</p>} />
        </Routes>
      </MemoryRouter>
    </IntlProvider>,
  );
}
