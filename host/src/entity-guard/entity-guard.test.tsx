import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { aCurrentUser } from '@portal/domain/src/testing/current-user';
import { encodeEntity, useAuthStore } from '@portal/shell-contract';
import { layoutMessages } from '../layout/messages';
import { renderAt } from '../test/render';
import { CrossTabEntityWatch } from './cross-tab-entity-watch';
import { EntityGuard } from './entity-guard';

const isEntityAccessible = jest.fn();
jest.mock('@portal/shell-contract', () => ({
  ...jest.requireActual('@portal/shell-contract'),
  userApi: () => ({ isEntityAccessible }),
}));

const page = <p data-testid="page">the screen</p>;

function renderGuardAt(path: string) {
  return render(
    <IntlProvider locale="en" messages={layoutMessages.en}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/landing" element={<p data-testid="landing">landing</p>} />
          <Route path="/:entity/*" element={<EntityGuard>{page}</EntityGuard>} />
        </Routes>
      </MemoryRouter>
    </IntlProvider>,
  );
}

beforeEach(() => {
  isEntityAccessible.mockReset();
  useAuthStore.setState({ user: aCurrentUser(), token: 't', entityId: 1 });
});

describe('EntityGuard', () => {
  it('lets the page through when the URL names the current entity', () => {
    renderGuardAt('/1/cussearch/customer-summary');
    expect(screen.getByTestId('page')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(isEntityAccessible).not.toHaveBeenCalled();
  });

  it('blocks an unknown entity with a not-found message and Switch to /landing', async () => {
    renderGuardAt('/9/cussearch/customer-summary');
    const dialog = await screen.findByRole('dialog', { name: 'Entity not found' });
    expect(dialog).toHaveTextContent('The entity "9" in this address does not exist.');
    expect(screen.queryByTestId('page')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Switch' }));
    expect(screen.getByTestId('landing')).toBeInTheDocument();
  });

  it('says the entity changed, naming both, when the user may use the other entity', async () => {
    isEntityAccessible.mockResolvedValueOnce({ result: 1, isAccessible: true });
    renderGuardAt('/2/inspsummary/booking-summary');
    const dialog = await screen.findByRole('dialog', { name: 'The entity has changed' });
    expect(dialog).toHaveTextContent('This address belongs to Quality Portal Europe');
    expect(dialog).toHaveTextContent('you are working in Quality Portal Asia');
    expect(isEntityAccessible).toHaveBeenCalledWith(2);
    expect(screen.queryByTestId('page')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Switch' }));
    expect(screen.getByTestId('landing')).toBeInTheDocument();
  });

  it('says there is no access when the user may not use the other entity', async () => {
    isEntityAccessible.mockResolvedValueOnce({ result: 1, isAccessible: false });
    renderGuardAt('/3/inspsummary/booking-summary');
    const dialog = await screen.findByRole('dialog', { name: 'No access to this entity' });
    expect(dialog).toHaveTextContent('This address belongs to Quality Portal Services');
    expect(screen.getByRole('button', { name: 'Switch' })).toBeInTheDocument();
  });

  it('treats a failed access check as no access', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    isEntityAccessible.mockRejectedValueOnce(new Error('offline'));
    renderGuardAt('/2/inspsummary/booking-summary');
    expect(await screen.findByRole('dialog', { name: 'No access to this entity' })).toBeInTheDocument();
  });

  it('adopts nothing and blocks nothing before an entity is chosen (the deep link picks it)', () => {
    useAuthStore.setState({ entityId: null });
    renderGuardAt('/2/inspsummary/booking-summary');
    expect(screen.getByTestId('page')).toBeInTheDocument();
  });
});

describe('CrossTabEntityWatch', () => {
  function storageEvent(key: string, newValue: string | null) {
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key, newValue }));
    });
  }

  it('names the entity another tab switched to and offers Refresh', async () => {
    const reload = jest.fn();
    renderAt('/1/x', '/:entity/*', <CrossTabEntityWatch reload={reload} />, layoutMessages.en);
    storageEvent('entity', encodeEntity(2, 'Quality Portal Europe'));
    const dialog = await screen.findByRole('dialog', { name: 'Entity switched' });
    expect(dialog).toHaveTextContent('The entity was switched to Quality Portal Europe in another tab.');
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('ignores other keys, the same entity and a cleared key', async () => {
    renderAt('/1/x', '/:entity/*', <CrossTabEntityWatch reload={jest.fn()} />, layoutMessages.en);
    storageEvent('token', 'x');
    storageEvent('entity', encodeEntity(1, 'Quality Portal Asia'));
    storageEvent('entity', null);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
