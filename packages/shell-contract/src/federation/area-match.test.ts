import { findRemoteForArea } from './area-match';
import type { RemoteConfig } from './remote-module';

const remotes: RemoteConfig[] = [
  {
    name: 'inspection',
    entry: '',
    areas: ['insp*', 'cusdashboard', 'supdashboard', 'customkpi', 'po*', 'report*', 'summary'],
  },
  { name: 'finance', entry: '', areas: ['quotations', '*invoice*', 'InvoiceDataAccess', 'finance'] },
  { name: 'masterdata', entry: '', areas: ['cus*', 'supplier*', 'permissionmap', 'email*'] },
  { name: 'hr', entry: '', areas: ['staff*', 'user*', 'leave*'] },
];

describe('findRemoteForArea', () => {
  it.each([
    ['inspsummary', 'inspection'],
    ['cusdashboard', 'inspection'],
    ['customkpi', 'inspection'],
    ['cussearch', 'masterdata'],
    ['CUSEDIT', 'masterdata'],
    ['supdashboard', 'inspection'],
    ['suppliersearch', 'masterdata'],
    ['editinvoice', 'finance'],
    ['invoicedataaccess', 'finance'],
    ['posearch', 'inspection'],
    ['permissionmap', 'masterdata'],
    ['usersearch', 'hr'],
  ])('gives %s to %s', (area, owner) => {
    expect(findRemoteForArea(area, remotes)?.name).toBe(owner);
  });

  it('gives an unknown area to nobody', () => {
    expect(findRemoteForArea('nosucharea', remotes)).toBeUndefined();
  });

  it('does not treat regex characters in a pattern as regex', () => {
    expect(findRemoteForArea('a.b', [{ name: 'x', entry: '', areas: ['a.b'] }])?.name).toBe('x');
    expect(findRemoteForArea('axb', [{ name: 'x', entry: '', areas: ['a.b'] }])).toBeUndefined();
  });
});
