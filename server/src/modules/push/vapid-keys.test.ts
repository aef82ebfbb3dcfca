/** @databases postgres */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpush from 'web-push';
import { DEFAULT_VAPID_SUBJECT, resolveVapidKeys } from './vapid-keys';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qp-vapid-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

describe('resolveVapidKeys', () => {
  it('generates a key pair once, keeps it in the data folder (owner only) and reuses it', () => {
    const dir = tempDir();
    const first = resolveVapidKeys({}, dir);
    expect(first.subject).toBe(DEFAULT_VAPID_SUBJECT);
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    const file = path.join(dir, 'vapid-keys.json');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(resolveVapidKeys({}, dir)).toEqual(first);
    expect(fs.readdirSync(dir)).toEqual(['vapid-keys.json']); // no temporary file left behind
    expect(resolveVapidKeys({}, tempDir()).publicKey).not.toBe(first.publicKey);
  });

  it('takes the keys and the subject from the environment when given', () => {
    const pair = webpush.generateVAPIDKeys();
    const dir = tempDir();
    const keys = resolveVapidKeys(
      {
        VAPID_PUBLIC_KEY: pair.publicKey,
        VAPID_PRIVATE_KEY: pair.privateKey,
        VAPID_SUBJECT: 'https://qp.example.com',
      },
      dir,
    );
    expect(keys).toEqual({ ...pair, subject: 'https://qp.example.com' });
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it('refuses half a pair, unusable keys and a bad subject at start-up', () => {
    const pair = webpush.generateVAPIDKeys();
    expect(() => resolveVapidKeys({ VAPID_PUBLIC_KEY: pair.publicKey }, tempDir())).toThrow(
      'must be set together',
    );
    expect(() =>
      resolveVapidKeys({ VAPID_PUBLIC_KEY: 'abc', VAPID_PRIVATE_KEY: pair.privateKey }, tempDir()),
    ).toThrow('VAPID keys are not usable');
    expect(() => resolveVapidKeys({ VAPID_SUBJECT: 'support@example.com' }, tempDir())).toThrow(
      'VAPID keys are not usable',
    );
  });

  it('refuses a key file that does not hold a pair', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'vapid-keys.json'), '{"publicKey":1}');
    expect(() => resolveVapidKeys({}, dir)).toThrow('does not hold a VAPID key pair');
  });
});
