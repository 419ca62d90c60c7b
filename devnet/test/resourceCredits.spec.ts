import { PrivateKey } from '@hiveio/dhive';
import { expect } from 'chai';
import { demoGenesis } from '..';
import type { AccountState } from '../chainState';
import {
  currentRc,
  maxRc,
  RC_CREATION_ADJUSTMENT,
  RC_PER_BYTE,
  RC_REGEN_SECONDS,
} from '../resourceCredits';
import { expectRefusedWithoutEffect, hivedMessage, keyOf, send, useDevnet } from './devnetFixture';

type Wax = typeof import('@hiveio/wax', { with: { 'resolution-mode': 'import' } });

const STARVED = 'dave';
/**
 * Payers whose mana is far below their max: what regenerates between two reads is then never
 * capped, so a spend shows in the reads whatever the head time did meanwhile.
 */
const PAYERS = { customJson: 'erin', comment: 'frank' } as const;
const PARTIAL_MANA = 1_000_000_000;
const RC_TEXT =
  /^Account: dave has \d+ RC, needs \d+ RC\. Please wait to transact or power up HIVE\.$/;

interface RcAccount {
  account: string;
  rc_manabar: { current_mana: string; last_update_time: number };
  max_rc: string;
}

/** Issue 23 §6: resource credits spent per transaction, regenerating over five days, and a starved account refused as mainnet refuses it. */
describe('devnet resource credits', function () {
  this.timeout(30_000);
  const t = useDevnet({
    genesis: demoGenesis([
      { name: STARVED, password: 'dave-password', rc_mana: 0 },
      ...Object.values(PAYERS).map((name) => ({
        name,
        password: `${name}-password`,
        rc_mana: PARTIAL_MANA,
      })),
    ]),
  });

  const rcOf = async (name: string): Promise<RcAccount> => {
    const answer = (await t.client.call('rc_api', 'find_rc_accounts', {
      accounts: [name],
    })) as { rc_accounts: RcAccount[] };
    return answer.rc_accounts[0];
  };

  /**
   * Mana spent between two reads: the fall the reads show, plus what regenerated between their
   * times (each read is at the head block's time, and an instant-mode block is stamped with the
   * wall clock's second: a read one second later finds about 2.3 M regenerated).
   */
  const spentBetween = (before: RcAccount, after: RcAccount): number => {
    const seconds = after.rc_manabar.last_update_time - before.rc_manabar.last_update_time;
    const regenerated = Math.floor((Number(after.max_rc) * seconds) / RC_REGEN_SECONDS);
    return (
      Number(before.rc_manabar.current_mana) - Number(after.rc_manabar.current_mana) + regenerated
    );
  };

  it('gives every account a manabar of its vesting shares plus the creation adjustment, full at genesis', async () => {
    const alice = await rcOf('alice');
    expect(Number(alice.max_rc)).to.equal(1_000_000_000_000 + RC_CREATION_ADJUSTMENT);
    expect(alice.rc_manabar.current_mana).to.equal(alice.max_rc);
  });

  it('spends RC from the payer for each transaction, by its size, also one that changes its account', async () => {
    for (const [name, op] of [
      [
        PAYERS.customJson,
        [
          'custom_json',
          {
            required_auths: [],
            required_posting_auths: [PAYERS.customJson],
            id: 'rc',
            json: '{}',
          },
        ],
      ],
      [
        PAYERS.comment,
        [
          'comment',
          {
            parent_author: '',
            parent_permlink: 'rc',
            author: PAYERS.comment,
            permlink: 'rc-post',
            title: 'RC',
            body: 'Spent.',
            json_metadata: '{}',
          },
        ],
      ],
    ] as const) {
      const before = await rcOf(name);
      await send(t.client, [op], keyOf(name));
      const after = await rcOf(name);
      expect(Number(after.rc_manabar.current_mana), name).to.be.lessThan(Number(after.max_rc));
      expect(spentBetween(before, after), name)
        .to.be.greaterThan(50 * RC_PER_BYTE)
        .and.lessThan(400 * RC_PER_BYTE);
    }
  });

  it("refuses a starved account with hived's message, changing nothing; wax decodes it", async () => {
    const vote = [
      'custom_json',
      { required_auths: [], required_posting_auths: [STARVED], id: 'rc', json: '{}' },
    ] as const;
    const error = await expectRefusedWithoutEffect(
      t.client,
      () => send(t.client, [vote], PrivateKey.fromLogin(STARVED, 'dave-password', 'posting')),
      'payer has not enough RC mana for transaction:has_mana: Account: dave has',
    );
    expect(error.message).to.match(RC_TEXT);
    expect(hivedMessage(error)).to.include('Please wait to transact or power up HIVE.');

    const wax: Wax = await import('@hiveio/wax');
    const chain = await wax.createHiveChain({
      chainId: t.devnet.chainId,
      apiEndpoint: t.devnet.url,
    });
    const tx = await chain.createTransaction();
    tx.pushOperation({
      custom_json_operation: {
        required_auths: [],
        required_posting_auths: [STARVED],
        id: 'rc',
        json: '{}',
      },
    });
    const key = PrivateKey.fromLogin(STARVED, 'dave-password', 'posting');
    tx.addSignature(key.sign(Buffer.from(tx.sigDigest, 'hex')).toString());
    const refused = (await chain.broadcast(tx).then(
      () => expect.fail('a starved account transacted'),
      (e: unknown) => e,
    )) as Error;
    expect(refused).to.be.instanceOf(wax.WaxAssertionError);
    expect(refused.message).to.include('Please wait to transact or power up HIVE.');
  });

  it('regenerates linearly to full over five days (HIVE_RC_REGEN_TIME)', () => {
    const account = {
      vesting_shares: 4 * RC_REGEN_SECONDS,
      rc_mana: 0,
      rc_last_update: 1000,
    } as AccountState;
    const max = maxRc(account);
    expect(currentRc(account, 1000)).to.equal(0);
    expect(currentRc(account, 1000 + RC_REGEN_SECONDS / 2)).to.equal(Math.floor(max / 2));
    expect(currentRc(account, 1000 + RC_REGEN_SECONDS)).to.equal(max);
    expect(currentRc(account, 1000 + 10 * RC_REGEN_SECONDS), 'never above the max').to.equal(max);
  });
});
