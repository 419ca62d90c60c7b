import { createHash } from 'node:crypto';

/** One transaction of the load, as condenser_api.get_block answers it. */
export type LoadTransaction = Record<string, unknown> & { transaction_id: string };

/**
 * What mainnet's busiest hours put in a block, by share of transactions (one operation each):
 * games' custom_json (Splinterlands and the like) first, votes, follows, transfers, comments, a
 * few account updates. Rough shares from block explorers' operation counts; what matters for a
 * follower is the size of each and how many are of the kinds it acts on (account updates).
 */
const MIX: readonly [kind: Kind, share: number][] = [
  ['game', 0.5],
  ['vote', 0.25],
  ['follow', 0.08],
  ['transfer', 0.07],
  ['comment', 0.07],
  ['account_update', 0.03],
];
type Kind = 'game' | 'vote' | 'follow' | 'transfer' | 'comment' | 'account_update';

/** Blocks whose filler is kept, so that a block read twice answers the same transactions. */
const KEPT_BLOCKS = 64;

/**
 * The dev chain's load mode (issue 61 §2): each block condenser_api.get_block answers carries,
 * after its own transactions, `transactionsPerBlock` more shaped like mainnet's (MIX), by accounts
 * the dev chain does not hold. They are never applied to the chain's state nor checked (their
 * signatures are filler): they exist for a block follower to read, at mainnet's size and ten times
 * it, without a wallet signing thousands of transactions every three seconds. The same block
 * number always gets the same transactions.
 */
export class MainnetLoad {
  /** Transactions added to each block; 0 (the default) adds none. */
  transactionsPerBlock = 0;
  private readonly kept = new Map<number, LoadTransaction[]>();

  /** The load's transactions of block `num` (at `timestamp`, its time), numbered after `first`. */
  transactionsOf(num: number, timestamp: string, first: number): LoadTransaction[] {
    if (this.transactionsPerBlock === 0) return [];
    const known = this.kept.get(num);
    if (known) return known;
    const made = Array.from({ length: this.transactionsPerBlock }, (_, i) =>
      transaction(num, first + i, timestamp),
    );
    this.kept.set(num, made);
    for (const old of this.kept.keys()) {
      if (this.kept.size <= KEPT_BLOCKS) break;
      this.kept.delete(old);
    }
    return made;
  }
}

function transaction(block: number, index: number, timestamp: string): LoadTransaction {
  const seed = block * 100_003 + index;
  const id = createHash('sha1').update(`load ${seed}`).digest('hex');
  const expiration = new Date(Date.parse(`${timestamp}Z`) + 60_000).toISOString().slice(0, 19);
  return {
    ref_block_num: (block - 1) & 0xffff,
    ref_block_prefix: seed % 4_294_967_296,
    expiration,
    operations: [operation(kindOf(seed), seed)],
    extensions: [],
    signatures: [`1f${id}${id}${id}${id.slice(0, 8)}`], // 65 bytes, as a compact signature is
    transaction_id: id,
    block_num: block,
    transaction_num: index,
  };
}

function kindOf(seed: number): Kind {
  let point = ((seed * 2_654_435_761) % 4_294_967_296) / 4_294_967_296;
  for (const [kind, share] of MIX) {
    if (point < share) return kind;
    point -= share;
  }
  return 'game';
}

const account = (seed: number) => `mainnet-user${seed % 50_000}`;

function operation(kind: Kind, seed: number): [string, Record<string, unknown>] {
  const who = account(seed);
  const other = account(seed * 7 + 1);
  switch (kind) {
    case 'game':
      return [
        'custom_json',
        {
          required_auths: [],
          required_posting_auths: [who],
          id: 'sm_submit_team',
          json: JSON.stringify({
            trx_id: `sl_${seed.toString(16)}`,
            team_hash: createHash('md5').update(`team ${seed}`).digest('hex'),
            summoner: `starter-${seed % 400}-${(seed * 13).toString(36).slice(0, 5)}`,
            monsters: Array.from({ length: 6 }, (_, i) => `starter-${(seed + i) % 400}-abcde`),
            secret: (seed * 31).toString(36),
            app: 'splinterlands/0.7.176',
            n: (seed * 17).toString(36).slice(0, 10),
          }),
        },
      ];
    case 'vote':
      return [
        'vote',
        { voter: who, author: other, permlink: `post-${seed % 9973}`, weight: 10000 },
      ];
    case 'follow':
      return [
        'custom_json',
        {
          required_auths: [],
          required_posting_auths: [who],
          id: 'follow',
          json: JSON.stringify(['follow', { follower: who, following: other, what: ['blog'] }]),
        },
      ];
    case 'transfer':
      return [
        'transfer',
        { from: who, to: other, amount: `${(seed % 1000) + 1}.000 HIVE`, memo: `order ${seed}` },
      ];
    case 'comment':
      return [
        'comment',
        {
          parent_author: other,
          parent_permlink: `post-${seed % 9973}`,
          author: who,
          permlink: `re-${seed.toString(36)}`,
          title: '',
          body: `Great post! ${'Lorem ipsum dolor sit amet, consectetur adipiscing elit. '.repeat(6)}`,
          json_metadata: JSON.stringify({ tags: ['hive'], app: 'peakd/2024.11.1' }),
        },
      ];
    case 'account_update':
      return [
        'account_update',
        {
          account: who,
          posting: {
            weight_threshold: 1,
            account_auths: [['some-app', 1]],
            key_auths: [[`STM${id52(seed)}`, 1]],
          },
          memo_key: `STM${id52(seed + 1)}`,
          json_metadata: JSON.stringify({ profile: { name: who, about: 'hive user' } }),
        },
      ];
  }
}

/** A public key's 50 characters of base58-looking text (never checked). */
function id52(seed: number): string {
  return createHash('sha256')
    .update(`key ${seed}`)
    .digest('base64')
    .replace(/[+/=0OIl]/g, 'x')
    .slice(0, 50);
}
