import { fireEvent, render, screen } from '@testing-library/react';

import { IntlProvider } from 'react-intl';
import { groupPermissions, type RightsLookups } from '@portal/domain';
import { RIGHTS_MESSAGES } from './messages';
import { RightsTree, toggleRight } from './rights-tree';

const lookups: RightsLookups = {
  rightTypes: [{ id: 9, name: 'Admin' }],
  rights: [
    { id: 920, parentId: null, name: 'User Management', rightTypeId: 9, isHeading: true, ranking: 1 },
    { id: 922, parentId: 920, name: 'Rights', rightTypeId: 9, isHeading: false, ranking: 1 },
    { id: 925, parentId: 920, name: 'Permission Map', rightTypeId: 9, isHeading: false, ranking: 2 },
  ],
};

describe('rights tree', () => {
  it('ticking a screen ticks its heading; unticking a heading unticks what sits below', () => {
    expect([...toggleRight(lookups.rights, new Set(), 922)].sort()).toEqual([920, 922]);
    expect([...toggleRight(lookups.rights, new Set([920, 922, 925]), 920)]).toEqual([]);
    expect([...toggleRight(lookups.rights, new Set([920, 922, 925]), 925)].sort()).toEqual([920, 922]);
  });

  it('shows one labelled checkbox per right and reports the new set', () => {
    const onChange = jest.fn();
    render(
      <IntlProvider
        locale="fr"
        messages={{ ...RIGHTS_MESSAGES.fr, 'contract.rightType.9': 'Administration' }}
      >
        <RightsTree lookups={lookups} chosen={new Set([920, 922])} onChange={onChange} roleName="Cs" />
      </IntlProvider>,
    );
    expect(screen.getByRole('group', { name: 'Administration' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Cs : Rights' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Cs : Permission Map' })).not.toBeChecked();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Cs : Permission Map' }));
    expect([...(onChange.mock.calls[0]![0] as Set<number>)].sort()).toEqual([920, 922, 925]);
  });

  it('groups permission strings by screen', () => {
    expect(groupPermissions(['B.View', 'A.Edit', 'A.View', 'B.View', 'Loose'])).toEqual([
      { screen: 'A', permissions: ['A.Edit', 'A.View'] },
      { screen: 'B', permissions: ['B.View'] },
      { screen: 'Loose', permissions: ['Loose'] },
    ]);
  });

  it('has every English text in French', () => {
    expect(Object.keys(RIGHTS_MESSAGES.fr).sort()).toEqual(Object.keys(RIGHTS_MESSAGES.en).sort());
  });
});
