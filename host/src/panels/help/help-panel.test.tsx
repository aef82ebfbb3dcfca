import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { UserType } from '@portal/domain';
import { renderPanel, signInAs } from '../test-support';
import { HelpPanel } from './help-panel';

jest.mock('../work-items/panel-api', () => ({ headerApi: () => header, workItemsApi: () => ({}) }));
const header = { customerKam: jest.fn() };

async function openHelp() {
  renderPanel(<HelpPanel />);
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Help' })));
}

beforeEach(() => jest.clearAllMocks());

describe('HelpPanel', () => {
  it("shows a customer their key account manager's name, email and phone", async () => {
    header.customerKam.mockResolvedValue({
      result: 1,
      data: { name: 'Grace Hopper', email: 'grace@qpa.example.com', phoneNumber: '+33 1 23 45 67 89' },
    });
    signInAs({ usertype: UserType.Customer, customerid: 17 });
    await openHelp();
    await waitFor(() => expect(screen.getByTestId('kam-card')).toHaveTextContent('Grace Hopper'));
    expect(header.customerKam).toHaveBeenCalledWith(17);
    expect(screen.getByRole('link', { name: 'grace@qpa.example.com' })).toHaveAttribute(
      'href',
      'mailto:grace@qpa.example.com',
    );
    expect(screen.getByRole('link', { name: '+33 1 23 45 67 89' })).toHaveAttribute(
      'href',
      'tel:+33123456789',
    );
    expect(screen.queryByTestId('own-card')).toBeNull();
  });

  it('says so when the customer has no key account manager, or the lookup fails', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    header.customerKam.mockRejectedValue(new Error('down'));
    signInAs({ usertype: UserType.Customer, customerid: 17 });
    await openHelp();
    await waitFor(() => expect(screen.getByTestId('kam-card')).toHaveTextContent('No key account manager'));
    error.mockRestore();
  });

  it.each([
    [UserType.InternalUser, 'Your contact card'],
    [UserType.OutSource, 'Your contact card'],
    [UserType.Supplier, 'Your supplier account'],
    [UserType.Factory, 'Your factory account'],
  ])('shows user type %s their own card', async (usertype, title) => {
    signInAs({ usertype, fullName: 'Ada Lovelace', userName: 'ada' });
    await openHelp();
    const card = screen.getByTestId('own-card');
    expect(card).toHaveTextContent(title);
    expect(card).toHaveTextContent('Ada Lovelace');
    expect(card).toHaveTextContent('ada');
    expect(header.customerKam).not.toHaveBeenCalled();
  });

  it('offers Send query to the entity service desk, the user manual and the service portal in a new tab', async () => {
    signInAs({ fullName: 'Ada' }, 2);
    await openHelp();
    expect(screen.getByRole('link', { name: 'Send query' }).getAttribute('href')).toMatch(
      /^mailto:servicedesk@qpe\.example\.com\?subject=/,
    );
    expect(screen.getByRole('link', { name: 'User manual' })).toHaveAttribute(
      'href',
      '/2/userguide/user-guide',
    );
    const portal = screen.getByRole('link', { name: /Service portal/ });
    expect(portal).toHaveAttribute('target', '_blank');
    expect(portal.getAttribute('rel')).toContain('noopener');
    expect(portal.getAttribute('href')).toBe('https://serviceportal.qpe.example.com/');
  });

  it('offers no Send query for the third entity', async () => {
    signInAs({}, 3);
    await openHelp();
    expect(screen.queryByRole('link', { name: 'Send query' })).toBeNull();
  });
});
