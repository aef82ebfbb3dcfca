import { UserType, type CurrentUser } from '@portal/domain';
import { STORAGE_KEYS, decodeEntity } from '../storage-keys';
import { useAuthStore } from './auth-store';

const user = { id: 7, fullName: 'Ada', userName: 'ada', usertype: UserType.InternalUser } as CurrentUser;

describe('the auth store', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the session under the spec’s local storage keys', () => {
    const store = useAuthStore.getState();
    store.signIn('tkn', user);
    store.selectEntity(2);
    store.selectRightType(7);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('tkn');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.currentUser)!)).toMatchObject({
      id: 7,
      userName: 'ada',
    });
    expect(localStorage.getItem(STORAGE_KEYS.entityId)).toBe('2');
    expect(decodeEntity(localStorage.getItem(STORAGE_KEYS.entity))).toEqual({
      id: 2,
      name: 'Quality Portal Europe',
    });
    expect(localStorage.getItem(STORAGE_KEYS.rightType)).toBe('7');
    expect(useAuthStore.getState()).toMatchObject({ token: 'tkn', entityId: 2, rightType: 7 });
  });

  it('signs out by clearing everything but the chosen language', () => {
    localStorage.setItem(STORAGE_KEYS.lang, 'fr');
    useAuthStore.getState().signIn('tkn', user);
    useAuthStore.getState().signOut();
    for (const key of Object.values(STORAGE_KEYS)) {
      expect([key, localStorage.getItem(key)]).toEqual([key, key === STORAGE_KEYS.lang ? 'fr' : null]);
    }
    expect(useAuthStore.getState()).toMatchObject({
      token: null,
      user: null,
      entityId: null,
      rightType: null,
    });
  });

  it('reads back only a well-formed stored entity', () => {
    expect(decodeEntity('not base64 json')).toBeNull();
    expect(decodeEntity(null)).toBeNull();
  });
});
