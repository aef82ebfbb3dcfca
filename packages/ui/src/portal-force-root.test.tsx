import { render, screen } from '@testing-library/react';
import { ForcePortalRoot, usePortalRoot } from './portal-force-root';

function Probe() {
  return <p>{usePortalRoot() ? 'forced' : 'free'}</p>;
}

/** A probe under Headless UI's own `ForcePortalRoot force`, as its Dialog renders its panel. */
const renderForced = () =>
  render(
    <ForcePortalRoot force>
      <Probe />
    </ForcePortalRoot>,
  );

afterEach(() => {
  delete (window as { __portalEmbedStyles?: unknown }).__portalEmbedStyles;
});

it('forces the document root as Headless UI asks, on the portal’s own pages', () => {
  renderForced();
  expect(screen.getByText('forced')).toBeTruthy();
});

it('lets a dialog follow the area’s portal group while an embed loader is on the page', () => {
  (window as { __portalEmbedStyles?: unknown }).__portalEmbedStyles = () => undefined;
  renderForced();
  expect(screen.getByText('free')).toBeTruthy();
});

it('is not forced outside a ForcePortalRoot, or inside one that says no', () => {
  render(
    <>
      <Probe />
      <ForcePortalRoot force>
        <ForcePortalRoot force={false}>
          <Probe />
        </ForcePortalRoot>
      </ForcePortalRoot>
    </>,
  );
  expect(screen.getAllByText('free')).toHaveLength(2);
});
