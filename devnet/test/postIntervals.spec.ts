import { expect } from 'chai';
import type { Operation } from '@hiveio/dhive';
import type { Client, PrivateKey } from '@hiveio/dhive';
import {
  expectRefusedWithoutEffect,
  hivedMessage,
  keyOf,
  signed,
  uniquePermlink,
  useDevnet,
} from './devnetFixture';

/** Into the pending block (blocks here come every ten minutes, or when the test seals one). */
const send = async (client: Client, operations: Operation[], key: PrivateKey) =>
  client.call('condenser_api', 'broadcast_transaction', [await signed(client, operations, key)]);

const post = (
  author: string,
  permlink: string,
  parent?: { author: string; permlink: string },
  body = 'Body.',
): Operation => [
  'comment',
  {
    parent_author: parent?.author ?? '',
    parent_permlink: parent?.permlink ?? 'intervals',
    author,
    permlink,
    title: parent ? '' : 'A post',
    body,
    json_metadata: '{}',
  },
];

/**
 * hived's posting intervals (hive_evaluator_social.cpp, comment_evaluator), with its assert texts
 * and the times it captures: a root post once every 5 minutes (strictly more), a comment once
 * every 3 seconds, per author; an edit is neither.
 */
describe('devnet posting intervals, as hived enforces them (issue 26 §2)', () => {
  describe('mainnet intervals (the default), blocks every ten minutes', () => {
    const t = useDevnet({ blockIntervalMs: 600_000, postIntervals: undefined });

    it('refuses a second root post by the same author within 5 minutes, with the times compared', async () => {
      const first = uniquePermlink('root');
      await send(t.client, [post('alice', first)], keyOf('alice'));
      const error = await expectRefusedWithoutEffect(
        t.client,
        () => send(t.client, [post('alice', uniquePermlink('root'))], keyOf('alice')),
        'Assert Exception:( _now - auth.last_root_post ) > HIVE_MIN_ROOT_COMMENT_INTERVAL: You may only post once every 5 minutes.',
      );
      const data = (error.jse_info as { stack: { data: Record<string, string> }[] }).stack[0].data;
      expect(data).to.have.all.keys('now', 'last_root_post');
      // Another author is not held back; an edit of the first post is no new post.
      await send(t.client, [post('bob', uniquePermlink('root'))], keyOf('bob'));
      await send(t.client, [post('alice', first, undefined, 'Edited.')], keyOf('alice'));
    });
  });

  describe('replies (mainnet intervals)', () => {
    const t = useDevnet({ blockIntervalMs: 600_000, postIntervals: undefined });

    it('refuses a second comment by the same author within 3 seconds', async () => {
      const root = uniquePermlink('root');
      await send(t.client, [post('carol', root)], keyOf('carol'));
      t.devnet.chain.produceBlock();
      const parent = { author: 'carol', permlink: root };
      await send(t.client, [post('bob', uniquePermlink('reply'), parent)], keyOf('bob'));
      const error = await expectRefusedWithoutEffect(
        t.client,
        () => send(t.client, [post('bob', uniquePermlink('reply'), parent)], keyOf('bob')),
        'You may only comment once every 3 seconds.',
      );
      expect(hivedMessage(error)).to.include(
        '( _now - auth.last_post ) >= HIVE_MIN_REPLY_INTERVAL',
      );
    });
  });

  describe('after the interval, on chain time (an interval of 1 s, as a testnet may set it)', () => {
    const t = useDevnet({ blockIntervalMs: 600_000, postIntervals: { rootSeconds: 1 } });

    it('takes the next root post once the interval has passed', async () => {
      await send(t.client, [post('alice', uniquePermlink('root'))], keyOf('alice'));
      t.devnet.chain.produceBlock();
      await expectRefusedWithoutEffect(
        t.client,
        () => send(t.client, [post('alice', uniquePermlink('root'))], keyOf('alice')),
        'You may only post once every 5 minutes.',
      );
      // Chain time follows the wall clock: two seconds on, strictly more than the interval.
      await new Promise((resolve) => setTimeout(resolve, 2_100));
      await send(t.client, [post('alice', uniquePermlink('root'))], keyOf('alice'));
    });
  });
});
