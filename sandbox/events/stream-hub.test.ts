import { describe, expect, it } from 'vitest';
import { StreamHub, type OpenStream } from './stream-hub.ts';

/** A stream that counts its ends and leaves the hub when ended, as the events route's streams do. */
function openStream(hub: StreamHub, memberId: number, scope: string) {
  const state = { ended: 0 };
  let forget: () => void = () => undefined;
  const stream: OpenStream = {
    memberId,
    merchant: 'demo',
    scope,
    end: () => {
      state.ended += 1;
      forget();
    },
  };
  forget = hub.add(stream);
  return state;
}

describe('open event streams (issue 34: the control API counts and drops them)', () => {
  it('counts one per tab of the member in the caller scope only', () => {
    const hub = new StreamHub();
    openStream(hub, 1, 'scope-a');
    openStream(hub, 1, 'scope-a');
    openStream(hub, 1, 'scope-b');
    openStream(hub, 2, 'scope-a');
    expect(hub.matching({ memberId: 1, scope: 'scope-a' })).toHaveLength(2);
    expect(hub.matching({ memberId: 1 })).toHaveLength(3);
    expect(hub.matching({ scope: 'scope-a' })).toHaveLength(3);
  });

  it('NOTIFY-05 drops only the matching streams, each once, and closing ends every one', () => {
    const hub = new StreamHub();
    const mine = [openStream(hub, 1, 'scope-a'), openStream(hub, 1, 'scope-a')];
    const otherScope = openStream(hub, 1, 'scope-b');
    const otherMember = openStream(hub, 2, 'scope-a');
    expect(hub.drop({ memberId: 1, scope: 'scope-a' })).toBe(2);
    expect(mine.map((stream) => stream.ended)).toEqual([1, 1]);
    expect([otherScope.ended, otherMember.ended]).toEqual([0, 0]);
    expect(hub.drop({ memberId: 1, scope: 'scope-a' })).toBe(0);
    hub.closeAll();
    expect([otherScope.ended, otherMember.ended]).toEqual([1, 1]);
    expect(hub.matching({})).toHaveLength(0);
  });
});
