import { base64UrlToBytes, subscriptionPayload } from './push-keys';

describe('push keys', () => {
  it('decodes base64url without padding', () => {
    expect(Array.from(base64UrlToBytes('-_8'))).toEqual([0xfb, 0xff]);
    expect(Array.from(base64UrlToBytes('AQID'))).toEqual([1, 2, 3]);
  });

  it("builds the server's payload from a subscription, or nothing when a key is missing", () => {
    expect(
      subscriptionPayload({ endpoint: 'https://push.example/1', keys: { auth: 'a', p256dh: 'p' } }),
    ).toEqual({
      auth: 'a',
      p256Dh: 'p',
      endPoint: 'https://push.example/1',
    });
    expect(subscriptionPayload({ endpoint: 'https://push.example/1', keys: { auth: 'a' } })).toBeNull();
  });
});
