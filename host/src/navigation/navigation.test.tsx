import { fireEvent, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { RightType, UserType, type MenuItem } from '@portal/domain';
import { aCurrentUser } from '@portal/domain/src/testing/current-user';
import { SHELL_CONTRACT_MESSAGES, useAuthStore } from '@portal/shell-contract';
import { layoutMessages } from '../layout/messages';
import { sidebarDefault } from '../layout/layout-store';
import { NavigationPanel } from './side-nav';

const rightTypeList = jest.fn();
jest.mock('@portal/shell-contract', () => ({
  ...jest.requireActual('@portal/shell-contract'),
  userApi: () => ({ rightTypeList }),
}));

function right(id: number, titleName: string, parentId: number | null, path = '#'): MenuItem {
  return {
    id,
    parentId,
    active: true,
    glyphicons: null,
    isHeading: path === '#',
    menuName: titleName,
    titleName,
    path,
    ranking: id,
    showMenu: true,
    rightType: RightType.Inspection,
  };
}

const RIGHTS = [
  right(110, 'Inspection', null),
  right(111, 'Booking Summary', 110, 'inspsummary/booking-summary'),
  right(120, 'Dashboard', null),
  right(125, 'Operations Dashboards', 120),
  right(123, 'QC Dashboard', 125, 'qcdashboard'),
];

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderPanel(path = '/1/inspsummary/booking-summary') {
  const messages = { ...SHELL_CONTRACT_MESSAGES.en, ...layoutMessages.en };
  return render(
    <IntlProvider locale="en" messages={messages}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="*"
            element={
              <>
                <NavigationPanel idPrefix="test" />
                <Where />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </IntlProvider>,
  );
}

beforeEach(() => {
  localStorage.clear();
  rightTypeList.mockReset().mockReturnValue(new Promise(() => undefined));
  useAuthStore.setState({
    token: 't',
    entityId: 1,
    rightType: RightType.Inspection,
    user: aCurrentUser({ serviceAccess: [1], rightsDB: RIGHTS }),
  });
});

describe('service switcher', () => {
  it('lists only the accessible right types and offers learn-more for the services the user lacks', () => {
    renderPanel();
    const switcher = screen.getByTestId('service-switcher');
    expect(
      within(switcher)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Inspection']);
    const learnMore = within(switcher).getAllByRole('link');
    expect(learnMore.map((link) => link.textContent)).toEqual([
      'Learn more about Audit',
      'Learn more about TCF',
      'Learn more about Lab testing',
    ]);
    expect(learnMore[0]).toHaveAttribute('href', 'https://www.qpa.example.com/services');
    expect(learnMore[0]).toHaveAttribute('target', '_blank');
  });

  it("follows the server's answer once it arrives", async () => {
    rightTypeList.mockResolvedValueOnce({
      result: 1,
      rightTypeList: [
        { id: RightType.Inspection, userHasAccess: true },
        { id: RightType.Audit, userHasAccess: true },
        { id: RightType.Customer, userHasAccess: false },
      ],
    });
    useAuthStore.setState({ user: aCurrentUser({ id: 77, rightsDB: RIGHTS }) });
    renderPanel();
    expect(await screen.findByRole('button', { name: 'Audit' })).toBeInTheDocument();
    expect(screen.queryByText('Learn more about Audit')).not.toBeInTheDocument();
  });

  it('stores the chosen right type and goes to its destination', () => {
    useAuthStore.setState({
      user: aCurrentUser({
        id: 78,
        usertype: UserType.Customer,
        serviceAccess: [1, 2],
        rightsDB: [...RIGHTS, { ...right(510, 'Customer', null), rightType: RightType.Customer }],
      }),
    });
    renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Customer' }));
    expect(useAuthStore.getState().rightType).toBe(RightType.Customer);
    expect(localStorage.getItem('rightType')).toBe(String(RightType.Customer));
    expect(screen.getByTestId('where')).toHaveTextContent('/1/cussearch/customer-summary');
  });
});

describe('menu tree', () => {
  it('shows three levels with entity-prefixed links and marks the current screen', () => {
    renderPanel('/1/qcdashboard');
    const tree = screen.getByTestId('menu-tree');
    // The branch of the current screen starts open.
    const qc = within(tree).getByRole('link', { name: 'QC Dashboard' });
    expect(qc).toHaveAttribute('href', '/1/qcdashboard');
    expect(qc).toHaveAttribute('aria-current', 'page');
    fireEvent.click(within(tree).getByRole('button', { name: 'Inspection' }));
    expect(within(tree).getByRole('link', { name: 'Booking Summary' })).toHaveAttribute(
      'href',
      '/1/inspsummary/booking-summary',
    );
  });

  it('stores the opened item as the active menu id', () => {
    renderPanel('/1/qcdashboard');
    const tree = screen.getByTestId('menu-tree');
    fireEvent.click(within(tree).getByRole('button', { name: 'Inspection' }));
    fireEvent.click(within(tree).getByRole('link', { name: 'Booking Summary' }));
    expect(localStorage.getItem('activeMenuId')).toBe('111');
    expect(screen.getByTestId('where')).toHaveTextContent('/1/inspsummary/booking-summary');
  });

  it('reloads the current screen through the blank page when its own link is clicked', () => {
    renderPanel('/1/qcdashboard');
    fireEvent.click(screen.getByRole('link', { name: 'QC Dashboard' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/1/shared/blank-page?to=%2F1%2Fqcdashboard');
  });
});

describe('side bar default', () => {
  it('is open at start for a customer only', () => {
    expect(sidebarDefault(aCurrentUser({ usertype: UserType.Customer }))).toBe(true);
    expect(sidebarDefault(aCurrentUser({ usertype: UserType.InternalUser }))).toBe(false);
    expect(sidebarDefault(aCurrentUser({ usertype: UserType.Supplier }))).toBe(false);
    expect(sidebarDefault(null)).toBe(false);
  });
});
