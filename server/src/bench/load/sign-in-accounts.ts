/**
 * The set-up phase: every bench account signs in once through POST /api/User/SignIn, as a browser would,
 * before any measurement. The tokens are then shared by the virtual users (user-cycle.ts), so the load
 * itself never signs in: a sign-in is a deliberately slow scrypt check, and a rate limit on it must not
 * decide the figures.
 */
import { DEMO_PASSWORD } from '../../db/seed/demo-data';
import type { Account } from './load-data';

export interface SignedIn extends Account {
  token: string;
}

/** Two at a time: scrypt takes a core each, and the machine has two. */
const PARALLEL = 2;
/** How long a rate-limited sign-in is retried, honouring Retry-After, before the set-up gives up. */
const RATE_LIMIT_PATIENCE_MS = 5 * 60_000;

async function signIn(base: string, account: Account): Promise<SignedIn> {
  const giveUpAt = Date.now() + RATE_LIMIT_PATIENCE_MS;
  for (;;) {
    const response = await fetch(`${base}/api/User/SignIn?lang=en`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ UserName: account.login, Password: DEMO_PASSWORD, isEncrypt: false }),
    });
    if (response.status === 429 && Date.now() < giveUpAt) {
      const seconds = Number(response.headers.get('retry-after')) || 5;
      await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
      continue;
    }
    const body = (await response.json().catch(() => ({}))) as { result?: number; token?: string };
    if (!response.ok || !body.token)
      throw new Error(
        `sign-in of ${account.login} answered HTTP ${response.status}, result ${body.result ?? '-'}` +
          ' (rate-limited? run with fewer --accounts)',
      );
    return { ...account, token: body.token };
  }
}

export async function signInAccounts(base: string, accounts: Account[]): Promise<SignedIn[]> {
  const signedIn: SignedIn[] = [];
  let next = 0;
  const worker = async () => {
    while (next < accounts.length) {
      const account = accounts[next++]!;
      signedIn.push(await signIn(base, account));
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return signedIn.sort((a, b) => a.userId - b.userId);
}
