import v8 from 'node:v8';
import { act, render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { COMMON_MESSAGES, REPORT_SCREEN_PATHS } from '@portal/domain';
import { SHELL_CONTRACT_MESSAGES } from '@portal/shell-contract';
import { Toaster, UI_MESSAGES } from '@portal/ui';
import { INSPECTION_MESSAGES } from '../../i18n/catalogue';
import { ReportPage } from './report-page';
import { REPORT_SCREEN_MESSAGES } from './report-screen-messages';

/**
 * jsdom has no structuredClone, which IndexedDB (fake-indexeddb here) clones every stored value with;
 * node's serializer clones the same plain data and ArrayBuffers.
 */
export function cloneLikeTheBrowser() {
  if (typeof globalThis.structuredClone !== 'function')
    globalThis.structuredClone = ((value: unknown) =>
      v8.deserialize(v8.serialize(value))) as typeof structuredClone;
}

const MESSAGES = {
  ...COMMON_MESSAGES.en,
  ...UI_MESSAGES.en,
  ...SHELL_CONTRACT_MESSAGES.en,
  ...INSPECTION_MESSAGES.en,
  ...REPORT_SCREEN_MESSAGES.en,
};

/** The report screen of booking `bookingId` in entity 1, the toasts beside it. */
export async function openReport(bookingId: number) {
  let view: ReturnType<typeof render> | undefined;
  await act(async () => {
    view = render(
      <IntlProvider locale="en" messages={MESSAGES}>
        <MemoryRouter initialEntries={[`/1/${REPORT_SCREEN_PATHS.report}/${bookingId}`]}>
          <Routes>
            <Route path={`/:entity/${REPORT_SCREEN_PATHS.report}/:id`} element={<ReportPage />} />
          </Routes>
        </MemoryRouter>
        <Toaster />
      </IntlProvider>,
    );
  });
  return view!;
}

/** The browser's connection as the page reads it (navigator.onLine and the 'online' event). */
export function connection() {
  let online = true;
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  return {
    set: (value: boolean) => {
      online = value;
      window.dispatchEvent(new Event(value ? 'online' : 'offline'));
    },
  };
}

/** The save status line (its text and data-state). */
export const saveStatus = () => document.querySelector<HTMLElement>('p[data-state]');
