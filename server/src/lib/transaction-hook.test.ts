/** @databases postgres */
import type { Db } from '../db/client';
import { transactionHook } from './transaction-hook';

const tx = {} as Db;

describe('a transaction hook', () => {
  it('runs the attached reactions in order, with the transaction and the payload', async () => {
    const hook = transactionHook<number>();
    const seen: string[] = [];
    hook.attach(async (given, id) => void seen.push(`first ${id} ${given === tx}`));
    hook.attach(async (_tx, id) => void seen.push(`second ${id}`));
    await hook.run(tx, 7);
    expect(seen).toEqual(['first 7 true', 'second 7']);
  });

  it('keeps one of a reaction attached twice, as when a second app registers its routes', async () => {
    const hook = transactionHook<number>();
    const reaction = jest.fn(async () => undefined);
    hook.attach(reaction);
    hook.attach(reaction);
    await hook.run(tx, 1);
    expect(reaction).toHaveBeenCalledTimes(1);
  });

  it("passes a reaction's failure to the leader, which rolls its transaction back", async () => {
    const hook = transactionHook<number>();
    const after = jest.fn(async () => undefined);
    hook.attach(async () => {
      throw new Error('refused');
    });
    hook.attach(after);
    await expect(hook.run(tx, 1)).rejects.toThrow('refused');
    expect(after).not.toHaveBeenCalled();
  });

  it('does nothing when no module follows', async () => {
    await expect(transactionHook<number>().run(tx, 1)).resolves.toBeUndefined();
  });
});
