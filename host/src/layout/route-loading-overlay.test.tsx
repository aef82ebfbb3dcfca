import { act, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { layoutMessages } from './messages';
import { RouteLoadingOverlay } from './route-loading-overlay';

let setLoading: (value: boolean) => void = () => undefined;
let go: (to: string) => void = () => undefined;

function Frame() {
  const outlet = useRef<HTMLElement>(null);
  const [loading, setState] = useState(true);
  const navigate = useNavigate();
  setLoading = setState;
  go = navigate;
  return (
    <main ref={outlet}>
      {loading ? <div role="status">Loading…</div> : <h1>Screen</h1>}
      <RouteLoadingOverlay outlet={outlet} />
    </main>
  );
}

function renderFrame() {
  render(
    <IntlProvider locale="en" messages={layoutMessages.en}>
      <MemoryRouter initialEntries={['/1/a']}>
        <Frame />
      </MemoryRouter>
    </IntlProvider>,
  );
}

const overlay = () => screen.queryByRole('progressbar', { name: 'Loading the page…' });

describe('RouteLoadingOverlay', () => {
  it('shows while the page after a navigation is still loading, then goes', async () => {
    renderFrame();
    expect(overlay()).toBeInTheDocument();
    await act(async () => setLoading(false));
    expect(overlay()).not.toBeInTheDocument();
  });

  it("ignores a screen's own later loaders, and shows again on the next navigation", async () => {
    renderFrame();
    await act(async () => setLoading(false));
    await act(async () => setLoading(true));
    expect(overlay()).not.toBeInTheDocument();
    await act(async () => go('/1/b'));
    expect(overlay()).toBeInTheDocument();
  });

  it('stays away while offline (the offline page handles that case)', async () => {
    const online = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    renderFrame();
    expect(overlay()).not.toBeInTheDocument();
    online.mockRestore();
  });
});
