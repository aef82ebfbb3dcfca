/** @jest-environment node */
import { newClientId } from './client-id';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newClientId', () => {
  it('makes version-4 uuids, also where crypto.randomUUID is missing (plain http)', () => {
    expect(newClientId()).toMatch(UUID);
    const randomUUID = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const ids = Array.from({ length: 200 }, newClientId);
      for (const id of ids) expect(id).toMatch(UUID);
      expect(new Set(ids).size).toBe(200);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: randomUUID, configurable: true });
    }
  });
});
