import { contractCompatible } from './contract-compatible';

describe('contractCompatible', () => {
  it.each([
    ['1.0.0', '1.0.0'],
    ['1.0.0', '1.4.2'],
    ['1.7.3', '1.0.0'],
    ['0.3.1', '0.3.9'],
    ['2.0.0-rc.1', '2.1.0'],
  ])('accepts a remote built against %s in a shell on %s', (remote, shell) => {
    expect(contractCompatible(remote, shell)).toBe(true);
  });

  it.each([
    ['2.0.0', '1.0.0'],
    ['1.0.0', '2.3.0'],
    ['0.1.0', '1.0.0'],
    ['0.2.0', '0.3.0'],
    ['', '1.0.0'],
    ['latest', '1.0.0'],
    ['1.0.0', 'unknown'],
  ])('refuses a remote built against %s in a shell on %s', (remote, shell) => {
    expect(contractCompatible(remote, shell)).toBe(false);
  });
});
