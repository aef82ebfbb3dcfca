import { screen } from '@testing-library/react';
import { renderAt } from '../test/render';
import { ErrorPage } from './error-page';

describe('ErrorPage', () => {
  it('shows the not-found title and message for 404', () => {
    renderAt('/error/404', '/error/:id', <ErrorPage />);
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('shows the offline title, subtitle and Retry for 0', () => {
    renderAt('/error/0', '/error/:id', <ErrorPage />);
    expect(screen.getByRole('heading', { name: 'No network connection' })).toBeInTheDocument();
    expect(screen.getByText(/You seem to be offline/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('shows the generic text for any other id', () => {
    renderAt('/error/503', '/error/:id', <ErrorPage />);
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(
      screen.getByText('If the problem persists, please login again or contact IT-Team'),
    ).toBeInTheDocument();
  });

  it('sends 401 to sign-in', () => {
    renderAt('/error/401', '/error/:id', <ErrorPage />);
    expect(screen.getByTestId('elsewhere')).toBeInTheDocument();
  });
});
