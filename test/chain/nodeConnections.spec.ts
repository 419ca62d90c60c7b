import { expect } from 'chai';
import { errors } from 'undici';
import { giveBack, lend, MAX_FREE_PER_NODE } from '../../adapters/chain/nodeConnections';

// Clients connect on their first request only: none of these opens a socket.
describe('nodeConnections: the kept connections to each node', () => {
  it('lends the connection freed last first, and a new one when none is free', () => {
    const origin = 'http://lifo.invalid:1';
    const [a, b] = [lend(origin), lend(origin)];
    expect(a.client).to.not.equal(b.client);
    giveBack(origin, a, true);
    giveBack(origin, b, true);
    expect(lend(origin)).to.equal(b);
    expect(lend(origin)).to.equal(a);
    expect([a.client, b.client]).to.not.include(lend(origin).client);
  });

  it('keeps connections apart by node', () => {
    const one = lend('http://one.invalid:1');
    giveBack('http://one.invalid:1', one, true);
    expect(lend('http://two.invalid:1')).to.not.equal(one);
  });

  it(`keeps at most ${MAX_FREE_PER_NODE} free per node and closes one freed beyond that`, async () => {
    const origin = 'http://many.invalid:1';
    const lent = Array.from({ length: MAX_FREE_PER_NODE + 1 }, () => lend(origin));
    for (const one of lent) giveBack(origin, one, true);
    const extra = lent.at(-1)!;
    expect(extra.client.closed).to.equal(true);
    const again = Array.from({ length: MAX_FREE_PER_NODE }, () => lend(origin));
    // The kept ones, the last freed first.
    expect(again.reverse().every((one, i) => one === lent[i])).to.equal(true);
    expect(lend(origin)).to.not.equal(extra);
    await Promise.all(lent.map((one) => one.client.destroy()));
  });

  it('marks a connection used once it carried an answer, and fresh again once its socket closed', () => {
    const origin = 'http://used.invalid:1';
    const one = lend(origin);
    expect(one.used).to.equal(false);
    giveBack(origin, one, false);
    expect(lend(origin).used).to.equal(false);
    giveBack(origin, one, true);
    expect(lend(origin).used).to.equal(true);
    one.client.emit('disconnect', new URL(origin), [one.client], new errors.SocketError('closed'));
    expect(one.used).to.equal(false);
  });
});
