import { act, fireEvent, screen } from '@testing-library/react';
import { LoginResult } from '@portal/domain';
import { useAuthStore } from '@portal/shell-contract';
import { renderAt } from '../test/render';
import { LoginPage } from './login-page';

jest.mock('../session/sign-in', () => ({ signIn: jest.fn() }));
const { signIn } = jest.requireMock('../session/sign-in') as { signIn: jest.Mock };

async function submit(login: string, password: string) {
  fireEvent.change(screen.getByLabelText('Login'), { target: { value: login } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign in' })));
}

beforeEach(() => useAuthStore.setState({ user: null, token: null }));

describe('LoginPage', () => {
  it.each([
    [LoginResult.LoginNameOrPasswordNotCorrect, 'The login or the password is not correct.'],
    [LoginResult.UserIsDisabled, 'This account is disabled. Please contact your administrator.'],
    [LoginResult.LoginBlocked, 'Too many failed attempts: this account is blocked for 15 minutes.'],
  ])('shows the message of result %s', async (result, message) => {
    signIn.mockResolvedValueOnce({ result });
    renderAt('/login', '/login', <LoginPage />);
    await submit('cs', 'x');
    expect(screen.getByRole('alert')).toHaveTextContent(message);
  });

  it('passes the returnUrl and follows the destination', async () => {
    signIn.mockResolvedValueOnce({ result: LoginResult.Success, destination: '/1/labdashboard' });
    renderAt('/login?returnUrl=%2F1%2Flabdashboard', '/login', <LoginPage />);
    await submit('labuser', 'Portal#2026');
    expect(signIn).toHaveBeenCalledWith('labuser', 'Portal#2026', '/1/labdashboard');
    expect(screen.getByTestId('elsewhere')).toBeInTheDocument();
  });

  it('says so when the server cannot be reached', async () => {
    signIn.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderAt('/login', '/login', <LoginPage />);
    await submit('cs', 'x');
    expect(screen.getByRole('alert')).toHaveTextContent('The server cannot be reached');
  });
  it('asks to wait a moment when the server answers too many attempts (429)', async () => {
    const tooMany = Object.assign(new Error('Request failed with status code 429'), {
      name: 'HTTPError',
      response: { status: 429 },
    });
    signIn.mockRejectedValueOnce(tooMany);
    renderAt('/login', '/login', <LoginPage />);
    await submit('cs', 'x');
    expect(screen.getByRole('alert')).toHaveTextContent('Too many requests. Please wait a moment.');
  });
});
