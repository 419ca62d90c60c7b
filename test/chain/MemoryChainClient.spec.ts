import { expect } from 'chai';
import { MemoryChainClient } from '../../adapters/chain/MemoryChainClient';
import type { ChainAccount } from '../../core/shared/account';
import { ChainRefused, ChainUnavailable } from '../../core/ports/ChainClient';
import { chainClientContract } from '../contracts/ChainClient.contract';
import { aUser, anApp } from '../support/builders';

// Built once: deriving keys from passwords is slow, and the client clones what it is given.
let accounts: ChainAccount[] | undefined;
const demoAccounts = () =>
  (accounts ??= [
    aUser('alice').grantedTo('demo-app').build(),
    aUser('bob').build(),
    aUser('carol').grantedTo('demo-app').build(),
    anApp('demo-app').grantedTo('hivegate').build(),
    aUser('hivegate').build(),
  ]);

chainClientContract('MemoryChainClient', async () => ({
  client: new MemoryChainClient(demoAccounts()),
  prefix: 'STM',
}));

describe('MemoryChainClient', () => {
  it('records each broadcast as one transaction', async () => {
    const client = new MemoryChainClient(demoAccounts());
    await client.broadcast([
      ['vote', { voter: 'alice' }],
      ['vote', { voter: 'carol' }],
    ]);
    expect(client.broadcasts).to.deep.equal([
      [
        ['vote', { voter: 'alice' }],
        ['vote', { voter: 'carol' }],
      ],
    ]);
  });

  it('can be made unreachable or refusing', async () => {
    const client = new MemoryChainClient(demoAccounts());
    client.refuseWith = 'no';
    expect(await client.broadcast([]).catch((e: unknown) => e)).to.be.instanceOf(ChainRefused);
    client.unreachable = true;
    expect(await client.getAccounts(['alice']).catch((e: unknown) => e)).to.be.instanceOf(
      ChainUnavailable,
    );
  });
});
