import { screen } from '@testing-library/react';
import fs from 'node:fs';
import path from 'node:path';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import {
  COMMON_MESSAGES,
  MissionStatus,
  ReportResult,
  ReportStatus,
  ReviewStatus,
  ServiceType,
  type ReportRow,
} from '@portal/domain';
import { SHELL_CONTRACT_MESSAGES } from '@portal/shell-contract';
import { Toaster, UI_MESSAGES } from '@portal/ui';
import { INSPECTION_MESSAGES } from '../../i18n/catalogue';
import { en } from '../../i18n/en';

/** The report screens' tests: every text in English, a page under /1/, the toasts, rule files. */
const MESSAGES = {
  ...COMMON_MESSAGES.en,
  ...UI_MESSAGES.en,
  ...SHELL_CONTRACT_MESSAGES.en,
  ...en,
  ...INSPECTION_MESSAGES.en,
};

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

/** The rule file as the browser fetches it from assets/validator/. */
export function serveRuleFile(file: string) {
  const rules = JSON.parse(
    fs.readFileSync(path.join(__dirname, '../../../../../packages/domain/validator', file), 'utf8'),
  ) as unknown;
  global.fetch = jest.fn(async () => ({
    ok: true,
    status: 200,
    json: async () => rules,
  })) as unknown as typeof fetch;
}

/** The text of every toast on screen. */
export const toasts = () => screen.queryAllByTestId('toast').map((item) => item.textContent);

export const aReportRow = (over: Partial<ReportRow> = {}): ReportRow => ({
  id: 5,
  bookingId: 12,
  bookingNo: 'INS-000012',
  customerName: 'Northwind Retail Ltd',
  supplierName: 'Shenzhen Knit Co.',
  factoryName: 'Dongguan Plant 2',
  inspectorNames: ['Anita Desai', 'Li Wei'],
  serviceType: ServiceType.FinalInspection,
  inspectionDateFrom: '2026-03-02',
  inspectionDateTo: '2026-03-03',
  result: ReportResult.Fail,
  missionStatus: MissionStatus.Completed,
  reviewStatus: ReviewStatus.InProgress,
  status: ReportStatus.Draft,
  submittedAt: '2026-03-03T09:30:00.000Z',
  validatedAt: null,
  sentAt: null,
  dueAt: '2026-03-04T09:00:00.000Z',
  late: true,
  decisionName: null,
  ...over,
});

/** jsdom cannot follow a download link: the file names the browser would save, in order. */
export function recordDownloads(): string[] {
  const saved: string[] = [];
  URL.createObjectURL = jest.fn(() => 'blob:file');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return saved;
}
