import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import {
  COMMON_MESSAGES,
  ReportAction,
  ReportResult,
  type CustomerDecisionRow,
  type ReportDetail,
} from '@portal/domain';
import { UI_MESSAGES } from '@portal/ui';
import { aReport } from '../testing/report-fixtures';
import { DecisionPanel } from './decision-panel';
import type { ReportApi } from './report-api';
import { REPORT_SCREEN_MESSAGES } from './report-screen-messages';

const label = (id: number, name: string, releasesShipment: boolean): CustomerDecisionRow => ({
  id,
  customerId: 1,
  customerName: 'Northwind',
  resultType: ReportResult.Fail,
  name,
  releasesShipment,
  sort: id,
  active: true,
  version: 1,
});

function renderPanel(lang: 'en' | 'fr' = 'en', over: Partial<ReportDetail> = {}) {
  const onDecide = jest.fn();
  const api = {
    decisions: jest.fn(async () => [label(21, 'Reject the lot', false), label(22, 'Ship as is', true)]),
  } as unknown as ReportApi;
  const detail = aReport({ result: ReportResult.Fail, allowedActions: [ReportAction.Decide], ...over });
  render(
    <IntlProvider
      locale={lang}
      messages={{ ...COMMON_MESSAGES[lang], ...UI_MESSAGES[lang], ...REPORT_SCREEN_MESSAGES[lang] }}
    >
      <MemoryRouter initialEntries={['/1/report']}>
        <Routes>
          <Route
            path="/:entity/report"
            element={<DecisionPanel detail={detail} api={api} busy={false} onDecide={onDecide} />}
          />
        </Routes>
      </MemoryRouter>
    </IntlProvider>,
  );
  return onDecide;
}

async function choose(name: string) {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: /Decision|Décision/ }));
  fireEvent.click(await screen.findByRole('option', { name }));
}

function typeDay(label: string, text: string) {
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.blur(input);
}

describe('the decision panel', () => {
  it('asks for a re-inspection on the days given with a decision that keeps the goods', async () => {
    const onDecide = renderPanel();
    await choose('Reject the lot');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Ask for a re-inspection' }));

    fireEvent.click(screen.getByRole('button', { name: 'Record the decision' }));
    expect(screen.getAllByText('Enter the day.')).toHaveLength(2);
    typeDay('Re-inspection from', '14/12/2026');
    typeDay('Re-inspection to', '12/12/2026');
    fireEvent.click(screen.getByRole('button', { name: 'Record the decision' }));
    expect(screen.getByText('The last day cannot be before the first.')).toBeInTheDocument();
    expect(onDecide).not.toHaveBeenCalled();

    typeDay('Re-inspection to', '15/12/2026');
    fireEvent.click(screen.getByRole('button', { name: 'Record the decision' }));
    await waitFor(() =>
      expect(onDecide).toHaveBeenCalledWith({
        decisionId: 21,
        comment: null,
        reinspection: { inspectionDateFrom: '2026-12-14', inspectionDateTo: '2026-12-15' },
      }),
    );
  });

  it('offers no re-inspection with a decision that releases the shipment, and sends none', async () => {
    const onDecide = renderPanel();
    await choose('Reject the lot');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Ask for a re-inspection' }));
    await choose('Ship as is');
    expect(screen.queryByRole('checkbox', { name: 'Ask for a re-inspection' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Record the decision' }));
    expect(onDecide).toHaveBeenCalledWith({ decisionId: 22, comment: null });
  });

  it('links the re-inspection booking the decision made', () => {
    renderPanel('en', {
      allowedActions: [],
      decision: {
        decisionId: 21,
        decisionName: 'Reject the lot',
        comment: null,
        userName: 'Jane Buyer',
        at: '2026-12-01T09:00:00.000Z',
        reinspectionBookingId: 900,
      },
    });
    expect(screen.queryByRole('button', { name: 'Record the decision' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Re-inspection booking INS-000900' })).toHaveAttribute(
      'href',
      '/1/bookingDetail/booking-detail/900',
    );
  });

  it('speaks French', async () => {
    renderPanel('fr');
    await choose('Reject the lot');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Demander une ré-inspection' }));
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer la décision' }));
    expect(screen.getAllByText('Saisissez le jour.')).toHaveLength(2);
    expect(screen.getByLabelText('Ré-inspection du')).toBeInTheDocument();
  });
});
