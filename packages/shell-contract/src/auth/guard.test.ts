import type { CurrentUser } from '@portal/domain';
import { aCurrentUser } from '@portal/domain/src/testing/current-user';
import { evaluateGuard } from './guard';

const user = (overrides: Partial<CurrentUser> = {}): CurrentUser =>
  aCurrentUser({ permissions: ['InspectionSummary.View'], ...overrides });

describe('evaluateGuard', () => {
  it('sends a signed-out visitor to /login keeping the requested URL', () => {
    expect(
      evaluateGuard({ user: null, online: true, location: '/1/inspsummary/booking-summary?x=1' }),
    ).toEqual({
      kind: 'redirect',
      to: '/login?returnUrl=%2F1%2Finspsummary%2Fbooking-summary%3Fx%3D1',
    });
  });
  it('sends an offline navigation to /error/0', () => {
    expect(evaluateGuard({ user: user(), online: false, location: '/1/a' })).toEqual({
      kind: 'redirect',
      to: '/error/0?returnUrl=%2F1%2Fa',
    });
  });
  it('lets a screen that works offline open without a network, still for signed-in users only', () => {
    expect(evaluateGuard({ user: user(), online: false, availableOffline: true, location: '/1/a' })).toEqual({
      kind: 'allow',
    });
    expect(evaluateGuard({ user: null, online: false, availableOffline: true, location: '/1/a' })).toEqual({
      kind: 'redirect',
      to: '/login?returnUrl=%2F1%2Fa',
    });
  });
  it('sends a user with the default password, or an old one, to /changepassword', () => {
    expect(
      evaluateGuard({ user: user({ defaultPasswordChanged: false }), online: true, location: '/' }),
    ).toEqual({
      kind: 'redirect',
      to: '/changepassword',
    });
    expect(
      evaluateGuard({ user: user({ isPasswordChangedRecently: false }), online: true, location: '/' }),
    ).toEqual({
      kind: 'redirect',
      to: '/changepassword',
    });
  });
  it('compares the route permission case-insensitively', () => {
    expect(
      evaluateGuard({ user: user(), permission: 'inspectionsummary.VIEW', online: true, location: '/' }),
    ).toEqual({
      kind: 'allow',
    });
  });
  it('sends a user without the route permission to /forbidden', () => {
    expect(
      evaluateGuard({ user: user(), permission: 'StaffSummary.View', online: true, location: '/' }),
    ).toEqual({
      kind: 'redirect',
      to: '/forbidden',
    });
  });
  it('allows a route without a declared permission', () => {
    expect(evaluateGuard({ user: user({ permissions: [] }), online: true, location: '/' })).toEqual({
      kind: 'allow',
    });
  });
});
