/** @databases postgres */
import { hashPassword, verifyPassword } from './password-hash';

describe('password hashing', () => {
  it('stores scrypt parameters, salt and hash, with a fresh salt each time', async () => {
    const [a, b] = await Promise.all([hashPassword('Portal#2026'), hashPassword('Portal#2026')]);
    expect(a).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{88}$/);
    expect(a).not.toBe(b);
  });

  it('verifies the right password only, and rejects malformed hashes', async () => {
    const stored = await hashPassword('Portal#2026');
    expect(await verifyPassword('Portal#2026', stored)).toBe(true);
    expect(await verifyPassword('portal#2026', stored)).toBe(false);
    for (const bad of [
      '',
      'plain',
      'scrypt$0$8$1$c2FsdA==$aGFzaA==',
      'bcrypt$1$2$3$4$5',
      'scrypt$16384$8$1$c2FsdA==$',
    ]) {
      expect(await verifyPassword('Portal#2026', bad)).toBe(false);
    }
  });
});
