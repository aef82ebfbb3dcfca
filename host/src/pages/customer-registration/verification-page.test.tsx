import { screen } from '@testing-library/react';
import { CustomerVerificationResult } from '@portal/domain';
import { renderAt } from '../../test/render';
import { VerificationPage } from './verification-page';

jest.mock('./registration-api', () => {
  const verify = jest.fn();
  return { registrationApi: () => ({ verify }), verify };
});
const { verify } = jest.requireMock('./registration-api') as { verify: jest.Mock };

beforeEach(() => verify.mockReset());

describe('VerificationPage', () => {
  it.each([
    [CustomerVerificationResult.Success, /your email address is confirmed/],
    [CustomerVerificationResult.CustomerNotFound, /could not find a registration/],
    [CustomerVerificationResult.TokenRequired, /the verification token is missing/],
    [CustomerVerificationResult.TokenNotValid, /not valid any more/],
    [CustomerVerificationResult.AlreadyVerified, /was already confirmed/],
  ])('shows the message of code %s', async (result, message) => {
    verify.mockResolvedValueOnce({ result, companyName: 'Blue Fjord AS' });
    renderAt('/emailuserverification?token=abc', '/emailuserverification', <VerificationPage />);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(verify).toHaveBeenCalledTimes(1);
    expect(verify).toHaveBeenCalledWith('abc');
  });

  it('names the company once the link is confirmed', async () => {
    verify.mockResolvedValueOnce({
      result: CustomerVerificationResult.Success,
      companyName: 'Blue Fjord AS',
    });
    renderAt('/emailuserverification?token=abc', '/emailuserverification', <VerificationPage />);
    expect(await screen.findByText('Blue Fjord AS')).toBeInTheDocument();
  });

  it('offers to register again only when the link can never work', async () => {
    verify.mockResolvedValueOnce({ result: CustomerVerificationResult.TokenNotValid });
    renderAt('/emailuserverification?token=x', '/emailuserverification', <VerificationPage />);
    expect(await screen.findByRole('link', { name: 'Register again' })).toHaveAttribute(
      'href',
      '/customer-registration',
    );
  });

  it('says so, with Retry, when the server cannot be reached', async () => {
    verify.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderAt('/emailuserverification?token=x', '/emailuserverification', <VerificationPage />);
    expect(await screen.findByText('The link could not be checked. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
