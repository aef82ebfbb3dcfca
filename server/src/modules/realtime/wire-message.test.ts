/** @databases postgres */
import { parseWireMessage, toWireMessage } from './wire-message';
import { notificationEvent, taskEvent } from './work-item-event.test-support';

describe('NOTIFY payload format', () => {
  it('round-trips an event with its origin', () => {
    const event = notificationEvent(4, 2, 'Report failed: "quotes" and\nnew lines');
    expect(parseWireMessage(toWireMessage('instance-a', event))).toEqual({ origin: 'instance-a', event });
  });

  it.each([
    ['not JSON', 'LISTEN'],
    ['another version', JSON.stringify({ v: 2, origin: 'a', event: taskEvent(1, 1) })],
    ['no origin', JSON.stringify({ v: 1, event: taskEvent(1, 1) })],
    ['an unknown kind', JSON.stringify({ v: 1, origin: 'a', event: { ...taskEvent(1, 1), kind: 'mail' } })],
    [
      'a user id that is not a positive integer',
      JSON.stringify({ v: 1, origin: 'a', event: taskEvent(0, 1) }),
    ],
    ['no item', JSON.stringify({ v: 1, origin: 'a', event: { kind: 'task', userId: 1, entityId: 1 } })],
    ['null', 'null'],
  ])('rejects %s', (_name, payload) => {
    expect(parseWireMessage(payload)).toBeNull();
  });
});
