import { expect } from 'chai';
import { HivegateError, type Client } from '../../client';
import { signedIn, startClientWorld, type ClientWorld } from './clientWorld';
import { aFollow } from '../support/builders';

const follow = (following: string) => aFollow('alice', following);

/** hivegate/client's broadcast(…, { wait }) and status(id) on the dev chain (issue 26 §3). */
describe('hivegate/client: receipts on the dev chain', function () {
  this.timeout(120_000);
  let w: ClientWorld;
  let alice: Client;
  let carol: Client;

  before(async () => {
    w = await startClientWorld();
    alice = await signedIn(w, 'alice');
    carol = await signedIn(w, 'carol');
  });
  after(async () => w?.close());

  it('broadcast(…, { wait: "irreversible" }) answers the receipt; status(id) reads it back', async () => {
    const { result } = await alice.broadcast([follow('bob') as never], { wait: 'irreversible' });
    const onChain = w.net.chain.blocks.transaction(result.id)!;
    expect(result).to.deep.equal({
      id: result.id,
      status: 'irreversible',
      block_num: onChain.block_num,
      trx_num: onChain.trx_num,
    });
    expect(await alice.status(result.id)).to.deep.equal(result);
  });

  it('status(id) of another user’s transaction (carol asks about alice’s) rejects with not_found', async () => {
    const { result } = await alice.broadcast([follow('carol') as never]);
    const error = await carol.status(result.id).catch((e: unknown) => e);
    expect(error).to.be.instanceOf(HivegateError);
    expect((error as HivegateError).error).to.equal('not_found');
    expect((error as HivegateError).status).to.equal(404);
  });
});
