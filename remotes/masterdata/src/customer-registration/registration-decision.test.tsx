import { act, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import {
  CustomerRegistrationStatus,
  Permissions,
  RegistrationDecisionResult,
  type CustomerRegistrationDetail,
} from '@portal/domain';
import { aCurrentUser } from '@portal/domain/src/testing/current-user';
import { useAuthStore } from '@portal/shell-contract';
import { en, fr } from './messages';
import { RegistrationDecision } from './registration-decision';

jest.mock('./use-registration-api', () => {
  const api = { approve: jest.fn(), reject: jest.fn() };
  return { useRegistrationApi: () => api, api };
});
const { api } = jest.requireMock('./use-registration-api') as {
  api: { approve: jest.Mock; reject: jest.Mock };
};

const record = (status: CustomerRegistrationStatus): CustomerRegistrationDetail => ({
  id: 7,
  version: 3,
  companyName: 'Blue Fjord AS',
  contactName: 'Ingrid Dahl',
  email: 'ingrid@bluefjord.example.com',
  countryName: 'Norway',
  countryId: 578,
  status,
  createdAt: '2026-11-20T08:00:00.000Z',
  address: 'Bryggen 4, Bergen',
  phone: '+47 55 00 00 00',
  loginName: 'idahl',
  serviceIds: [1],
  language: 'en',
  verifiedAt: null,
  decidedAt: null,
  decidedByName: null,
  rejectionReason: null,
  customerId: null,
  userId: null,
});

function show(status: CustomerRegistrationStatus, onDecided = jest.fn()) {
  render(
    <IntlProvider locale="en" messages={en}>
      <RegistrationDecision record={record(status)} onDecided={onDecided} />
    </IntlProvider>,
  );
  return onDecided;
}

beforeEach(() => {
  api.approve.mockReset();
  api.reject.mockReset();
  useAuthStore.setState({ user: aCurrentUser({ permissions: [Permissions.CustomerRegistration.Approve] }) });
});

describe('registration texts', () => {
  it('have the same keys in English and French, and a text for every status and decision code', () => {
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
    const texts = en as Record<string, string>;
    for (const status of [1, 2, 3, 4]) expect(texts[`masterdata.registration.status.${status}`]).toBeTruthy();
    for (const code of [2, 3, 4, 5, 6, 7])
      expect(texts[`masterdata.registration.decision.result.${code}`]).toBeTruthy();
  });
});

describe('RegistrationDecision', () => {
  it('approves a verified registration at its version after confirmation and reports it', async () => {
    const approved = { ...record(CustomerRegistrationStatus.Approved) };
    api.approve.mockResolvedValueOnce({ result: RegistrationDecisionResult.Success, data: approved });
    const onDecided = show(CustomerRegistrationStatus.Verified);
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('idahl');
    await act(async () => fireEvent.click(screen.getAllByRole('button', { name: 'Approve' }).at(-1)!));
    expect(api.approve).toHaveBeenCalledWith(7, { version: 3 });
    expect(onDecided).toHaveBeenCalledWith(approved);
    expect(screen.getByText('Blue Fjord AS is now a customer; its user can sign in.')).toBeInTheDocument();
  });

  it('offers only the rejection while the email is not verified', () => {
    show(CustomerRegistrationStatus.PendingVerification);
    expect(screen.getByRole('button', { name: 'Approve' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeEnabled();
    expect(screen.getByText(/has not confirmed the email address yet/)).toBeInTheDocument();
  });

  it("shows the server's reason when the decision is refused", async () => {
    api.approve.mockResolvedValueOnce({
      result: RegistrationDecisionResult.DuplicateLoginName,
      message: 'This login is already taken. Please choose another one.',
    });
    show(CustomerRegistrationStatus.Verified);
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await screen.findByRole('dialog');
    await act(async () => fireEvent.click(screen.getAllByRole('button', { name: 'Approve' }).at(-1)!));
    expect(screen.getByText('This login is already taken. Please choose another one.')).toBeInTheDocument();
  });

  it('shows no decision to a user without the right', () => {
    useAuthStore.setState({ user: aCurrentUser({ permissions: [Permissions.CustomerRegistration.View] }) });
    show(CustomerRegistrationStatus.Verified);
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('shows no decision on a registration already decided', () => {
    show(CustomerRegistrationStatus.Rejected);
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
  });
});
