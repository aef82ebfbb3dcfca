import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { UserType } from '@portal/domain';
import { renderPanel, signInAs } from '../test-support';
import { UserPanel } from './user-panel';

jest.mock('../work-items/panel-api', () => ({ headerApi: () => header, workItemsApi: () => ({}) }));
jest.mock('../../session/sign-in', () => ({ signOut: jest.fn().mockResolvedValue(undefined) }));
jest.mock('../push/web-push', () => ({
  unsubscribePush: jest.fn().mockResolvedValue(undefined),
  subscribePush: jest.fn(),
  rememberPushChoice: jest.fn(),
}));
const header = { userGender: jest.fn(), profileSummary: jest.fn(), file: jest.fn() };
const { signOut } = jest.requireMock('../../session/sign-in') as { signOut: jest.Mock };
const { unsubscribePush } = jest.requireMock('../push/web-push') as { unsubscribePush: jest.Mock };

async function openMenu() {
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'User menu' })));
}

beforeEach(() => {
  jest.clearAllMocks();
  header.userGender.mockResolvedValue({ result: 1, gender: 'F', isPhotovailable: false, fileUrl: null });
  header.profileSummary.mockResolvedValue({ result: 1, data: { profileImageUrl: null } });
});

describe('UserPanel', () => {
  it.each([UserType.InternalUser, UserType.OutSource])(
    'hides Change password for user type %s and uses the gender lookup for the avatar',
    async (usertype) => {
      signInAs({ usertype, id: 5, fullName: 'Ada Lovelace' });
      renderPanel(<UserPanel />);
      await openMenu();
      expect(screen.getByTestId('current-user')).toHaveTextContent('Ada Lovelace');
      expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute(
        'href',
        '/userprofile/user-profile/5',
      );
      expect(screen.queryByRole('link', { name: 'Change password' })).toBeNull();
      expect(header.userGender).toHaveBeenCalled();
      await waitFor(() => expect(document.querySelector('[data-avatar="female"]')).not.toBeNull());
    },
  );

  it.each([UserType.Customer, UserType.Supplier, UserType.Factory])(
    'shows Change password for user type %s and uses the profile summary image',
    async (usertype) => {
      header.profileSummary.mockResolvedValue({
        result: 1,
        data: { profileImageUrl: 'https://cdn.example.com/me.png' },
      });
      signInAs({ usertype, id: 8 });
      renderPanel(<UserPanel />);
      await openMenu();
      expect(screen.getByRole('link', { name: 'Change password' })).toHaveAttribute(
        'href',
        '/changepassword',
      );
      expect(header.profileSummary).toHaveBeenCalledWith(8);
      await waitFor(() =>
        expect(screen.getAllByTestId('profile-photo')[0]).toHaveAttribute(
          'src',
          'https://cdn.example.com/me.png',
        ),
      );
    },
  );

  it('falls back to the default avatar when the photo lookup fails', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    header.userGender.mockRejectedValue(new Error('down'));
    signInAs({ usertype: UserType.InternalUser });
    renderPanel(<UserPanel />);
    await waitFor(() => expect(error).toHaveBeenCalled());
    expect(screen.queryByTestId('profile-photo')).toBeNull();
    expect(document.querySelector('[data-avatar="male"]')).not.toBeNull();
    error.mockRestore();
  });

  it('signs out: push unsubscribed, server sign-out, then the login page', async () => {
    signInAs({ id: 5 });
    renderPanel(<UserPanel />);
    await openMenu();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign out' })));
    expect(unsubscribePush).toHaveBeenCalledWith(5);
    expect(signOut).toHaveBeenCalled();
    expect(screen.getByTestId('elsewhere')).toBeInTheDocument();
  });

  it('shows the desktop-notification state', async () => {
    signInAs();
    renderPanel(<UserPanel />);
    await openMenu();
    expect(screen.getByTestId('push-status')).toHaveTextContent(
      'Desktop notifications: Not supported by this browser',
    );
  });
});
