import { guardModals } from './modal-guard';

/** A page with its own content around a <portal-area>, the area's screen and portal container inside. */
function page() {
  document.body.innerHTML = `
    <header id="top"><a href="/home">Home</a></header>
    <main id="main">
      <p id="before">Text</p>
      <portal-area id="host"></portal-area>
      <button id="after" aria-hidden="false">After</button>
    </main>
    <footer id="bottom" inert>Footer</footer>`;
  const host = document.getElementById('host')!;
  const root = host.attachShadow({ mode: 'open' });
  const area = document.createElement('div');
  area.innerHTML = '<button id="open">Reject</button>';
  const portals = document.createElement('div');
  root.append(area, portals);
  const opener = area.querySelector<HTMLButtonElement>('#open')!;
  return { host, root, area, portals, opener };
}

const byId = (id: string) => document.getElementById(id)!;
const state = (element: Element) => [element.getAttribute('aria-hidden'), element.hasAttribute('inert')];
/** MutationObserver callbacks run as microtasks. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function openDialog(portals: HTMLElement) {
  const dialog = document.createElement('div');
  dialog.setAttribute('role', 'dialog');
  dialog.setAttribute('aria-modal', 'true');
  dialog.innerHTML = '<button id="cancel">Cancel</button>';
  portals.append(dialog);
  return dialog;
}

afterEach(() => {
  document.body.innerHTML = '';
});

it('makes the page around the element and the area behind an open modal inert, then puts them back', async () => {
  const { host, root, area, portals } = page();
  const stop = guardModals({ root, host, area, portals });

  const dialog = openDialog(portals);
  await settle();
  for (const id of ['top', 'before', 'after', 'bottom']) expect(state(byId(id))).toEqual(['true', true]);
  expect(state(area)).toEqual(['true', true]);
  // The way to the dialog stays open.
  for (const element of [byId('main'), host, portals]) expect(state(element)).toEqual([null, false]);

  dialog.remove();
  await settle();
  // Each as it was: the page's own aria-hidden="false" and inert footer kept.
  expect(state(byId('top'))).toEqual([null, false]);
  expect(state(byId('after'))).toEqual(['false', false]);
  expect(state(byId('bottom'))).toEqual([null, true]);
  expect(state(area)).toEqual([null, false]);
  stop();
});

it('reacts to a dialog that stops being modal while it is still in the page (closing)', async () => {
  const { host, root, area, portals } = page();
  const stop = guardModals({ root, host, area, portals });
  const dialog = openDialog(portals);
  await settle();
  expect(state(byId('top'))).toEqual(['true', true]);
  dialog.removeAttribute('aria-modal');
  await settle();
  expect(state(byId('top'))).toEqual([null, false]);
  stop();
});

it('gives focus back to the element of the area that opened the dialog when focus was lost', async () => {
  const { host, root, area, portals, opener } = page();
  const stop = guardModals({ root, host, area, portals });
  opener.focus();
  expect(root.activeElement).toBe(opener);

  const dialog = openDialog(portals);
  dialog.querySelector<HTMLButtonElement>('#cancel')!.focus();
  await settle();
  dialog.remove(); // its focused button goes with it
  await settle(); // the observer sees it
  await settle(); // the focus is given back after Headless UI's own attempt
  expect(root.activeElement).toBe(opener);
  stop();
});

it('leaves focus where the dialog put it on purpose', async () => {
  const { host, root, area, portals, opener } = page();
  area.insertAdjacentHTML('beforeend', '<input id="next" />');
  const next = area.querySelector<HTMLInputElement>('#next')!;
  const stop = guardModals({ root, host, area, portals });
  opener.focus();
  const dialog = openDialog(portals);
  await settle();
  dialog.remove();
  next.focus();
  await settle();
  await settle();
  expect(root.activeElement).toBe(next);
  stop();
});

it('undoes everything when the area is removed with its dialog open', async () => {
  const { host, root, area, portals } = page();
  const stop = guardModals({ root, host, area, portals });
  openDialog(portals);
  await settle();
  stop();
  expect(state(byId('top'))).toEqual([null, false]);
  expect(state(area)).toEqual([null, false]);
});

it('keeps an element hidden while another area still has a modal open', async () => {
  const first = page();
  const second = document.createElement('portal-area');
  byId('main').append(second);
  const secondRoot = second.attachShadow({ mode: 'open' });
  const secondArea = document.createElement('div');
  const secondPortals = document.createElement('div');
  secondRoot.append(secondArea, secondPortals);
  const stops = [
    guardModals(first),
    guardModals({ root: secondRoot, host: second, area: secondArea, portals: secondPortals }),
  ];
  const one = openDialog(first.portals);
  openDialog(secondPortals);
  await settle();
  one.remove();
  await settle();
  // The second area's dialog is still open: the page's header stays hidden.
  expect(state(byId('top'))).toEqual(['true', true]);
  for (const stop of stops) stop();
  expect(state(byId('top'))).toEqual([null, false]);
});
