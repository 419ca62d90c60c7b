import { expect } from 'chai';
import type { PostingLimits } from '../../core/limits/postingLimits';
import type { Operation } from '../../core/shared/chain';
import {
  InvalidAuthorizationDetails,
  InvalidGrant,
  InvalidScope,
  RateLimited,
} from '../../core/errors';
import { keyOf, signMessage } from '../support/builders';
import { coreFixture, demoApp } from '../support/coreFixture';
import { expectError } from '../support/expectError';
import { MemoryLimitChoices } from '../../adapters/storage/limits/MemoryLimitChoices';
import { USER_END_READ_MS } from '../../core/signIn/SignInEnds';

/** The limits users set, counting how often the core reads them. */
class CountingOverrides extends MemoryLimitChoices {
  finds = 0;
  override find(user: string, app: string) {
    this.finds += 1;
    return super.find(user, app);
  }
}

const vote = (weight: number, voter = 'alice'): Operation => [
  'vote',
  { voter, author: 'bob', permlink: 'hello', weight },
];
const customJson = (id: string): Operation => [
  'custom_json',
  { required_auths: [], required_posting_auths: ['alice'], id, json: '[]' },
];
const comment: Operation = [
  'comment',
  {
    parent_author: '',
    parent_permlink: 'hive',
    author: 'alice',
    permlink: 'p',
    title: 't',
    body: 'b',
    json_metadata: '',
  },
];
const limits = (members: Omit<PostingLimits, 'type'>): PostingLimits => ({
  type: 'hive_posting',
  ...members,
});

/**
 * Issue 24 §2, §4, §5 on memory adapters and a fake clock: limits asked at authorization travel
 * with every token of the grant and are enforced at /api/broadcast before anything is signed.
 */
describe('grant limits (RFC 9396 hive_posting)', () => {
  let core: Awaited<ReturnType<typeof coreFixture>>;
  beforeEach(async () => {
    core = await coreFixture();
  });

  /** Signs alice in with `asked` limits (and scope); the token answer of the code exchange. */
  async function grantWith(asked?: PostingLimits, scope = ['posting']) {
    const code = (await core.signIn('alice', { limits: asked, scope })).get('code')!;
    return core.exchange.execute({ codeOrRefresh: code, clientSecret: demoApp.secret });
  }

  const broadcast = (token: string, operations: Operation[], idempotencyKey?: string) =>
    core.broadcast.execute(token, operations, { idempotencyKey });

  describe('the token answer says the limits in force (issue 57 §7)', () => {
    let overrides: MemoryLimitChoices;
    beforeEach(async () => {
      overrides = new MemoryLimitChoices();
      core = await coreFixture({ limitChoices: overrides });
    });

    it('limits set at /authorized-apps come back in the code exchange and each refresh, tightening the asked ones, as the broadcast holds them', async () => {
      await overrides.tighten('alice', 'demo-app', { max_vote_weight: 2500 });
      const answer = await grantWith(
        limits({ operations: ['vote'], max_vote_weight: 5000, allow_downvote: false }),
        ['vote'],
      );
      expect(answer.authorization_details).to.deep.equal([
        limits({ operations: ['vote'], max_vote_weight: 2500, allow_downvote: false }),
      ]);
      await expectError(
        broadcast(answer.access_token, [vote(3000)]),
        InvalidScope,
        'limit of 2500',
      );
      await overrides.tighten('alice', 'demo-app', { max_operations_per_day: 5 });
      const refreshed = await core.exchange.execute({
        codeOrRefresh: answer.refresh_token,
        clientSecret: demoApp.secret,
      });
      expect(refreshed.authorization_details).to.deep.equal([
        limits({
          operations: ['vote'],
          max_vote_weight: 2500,
          allow_downvote: false,
          max_operations_per_day: 5,
        }),
      ]);
    });

    /** The authorize answer to the consent page for alice (posting key), and the challenge's. */
    async function authorizeAnswer(scope: string[], responseType: 'code' | 'token' = 'code') {
      const asked = { clientId: 'demo-app', redirectUri: 'https://demo.example/callback', scope };
      const challenged = await core.challenge.execute({ username: 'alice', ...asked });
      const answer = await core.authorize.execute({
        ...asked,
        challenge: challenged.challenge,
        signature: signMessage(challenged.challenge, keyOf('alice', 'posting')),
        responseType,
      });
      return { challenged, answer };
    }

    it('the consent page learns the limits the user set only in the answer to the signature (issue 57 §7)', async () => {
      const before = await authorizeAnswer(['vote']);
      expect(before.answer, 'none set: nothing to show').not.to.have.property('limits_in_force');
      await overrides.tighten('alice', 'demo-app', { max_vote_weight: 2500 });
      for (const responseType of ['code', 'token'] as const) {
        const { challenged, answer } = await authorizeAnswer(['vote'], responseType);
        expect(JSON.stringify(challenged), 'the challenge answers anyone').not.to.include('2500');
        expect(answer.limits_in_force).to.deep.equal({ max_vote_weight: 2500 });
      }
      expect(
        (await authorizeAnswer(['login'])).answer,
        'a login grants nothing to limit',
      ).not.to.have.property('limits_in_force');
    });

    it('a grant asked without limits answers the user’s own, and none when there are none', async () => {
      expect(await grantWith()).not.to.have.property('authorization_details');
      await overrides.tighten('alice', 'demo-app', { allow_downvote: false });
      expect((await grantWith()).authorization_details).to.deep.equal([
        limits({ allow_downvote: false }),
      ]);
      // A login grant has nothing to limit.
      expect(await grantWith(undefined, ['login'])).not.to.have.property('authorization_details');
    });
  });

  describe('without authorization_details', () => {
    it('grants and broadcasts as before: no limits in the answer or the token', async () => {
      const answer = await grantWith();
      expect(answer).not.to.have.property('authorization_details');
      expect(await core.signer.verify(answer.access_token)).not.to.have.property(
        'authorization_details',
      );
      await broadcast(answer.access_token, [vote(-10000), customJson('anything'), comment]);
      expect(core.chain.broadcasts).to.have.length(1);
    });
  });

  describe('operations, and the intersection with the scope', () => {
    it('narrows the token scope to the operations allowed; others are invalid_scope naming them', async () => {
      const answer = await grantWith(limits({ operations: ['vote', 'custom_json'] }));
      expect((await core.signer.verify(answer.access_token))!.scope).to.deep.equal([
        'vote',
        'custom_json',
      ]);
      await broadcast(answer.access_token, [vote(100)]);
      await expectError(broadcast(answer.access_token, [comment]), InvalidScope, 'comment');
      expect(core.chain.broadcasts).to.have.length(1);
    });

    it('intersects with a scope that names operations', async () => {
      const answer = await grantWith(limits({ operations: ['vote', 'comment'] }), ['vote']);
      expect((await core.signer.verify(answer.access_token))!.scope).to.deep.equal(['vote']);
      expect(answer.authorization_details).to.deep.equal([limits({ operations: ['vote'] })]);
    });

    it('refuses limits that leave no operation of the scope, before any code is issued', async () => {
      await expectError(
        core.signIn('alice', { scope: ['comment'], limits: limits({ operations: ['vote'] }) }),
        InvalidAuthorizationDetails,
        'allow none of the operations',
      );
    });

    it('asks for the posting grant by themselves when the scope is sign-in only', async () => {
      const answer = await grantWith(limits({ max_vote_weight: 2000 }), ['login']);
      expect(await core.signer.verify(answer.access_token)).to.include({ kind: 'posting' });
    });
  });

  describe('field limits: refused before anything is signed, naming the limit and the value', () => {
    it('max_vote_weight', async () => {
      const { access_token } = await grantWith(limits({ max_vote_weight: 2000 }));
      await broadcast(access_token, [vote(2000)]);
      await expectError(
        broadcast(access_token, [vote(10000)]),
        InvalidScope,
        "operations[0] (vote): vote weight 10000 exceeds this grant's limit of 2000",
      );
      await expectError(broadcast(access_token, [vote(-2001)]), InvalidScope, 'limit of 2000');
      expect(core.chain.broadcasts).to.have.length(1);
    });

    it('allow_downvote: false', async () => {
      const { access_token } = await grantWith(limits({ allow_downvote: false }));
      await broadcast(access_token, [vote(10000)]);
      await expectError(
        broadcast(access_token, [vote(100), vote(-1)]),
        InvalidScope,
        'operations[1] (vote): vote weight -1 is a downvote, which this grant does not allow',
      );
      expect(core.chain.broadcasts).to.have.length(1);
    });

    it('custom_json_ids', async () => {
      const { access_token } = await grantWith(
        limits({ custom_json_ids: ['follow', 'community'] }),
      );
      await broadcast(access_token, [customJson('follow')]);
      await expectError(
        broadcast(access_token, [customJson('splinterlands')]),
        InvalidScope,
        'custom_json id "splinterlands" is not one this grant allows (custom_json_ids: follow, community)',
      );
      expect(core.chain.broadcasts).to.have.length(1);
    });
  });

  describe('max_operations_per_day: a rolling 24 h budget', () => {
    it('counts several operations in one request as several, then answers too_many_requests with Retry-After', async () => {
      const { access_token } = await grantWith(limits({ max_operations_per_day: 3 }));
      await broadcast(access_token, [vote(100), customJson('follow')]);
      core.clock.advance(3600_000);
      await broadcast(access_token, [vote(200)]);
      core.clock.advance(60_000);
      const error = (await expectError(
        broadcast(access_token, [vote(300)]),
        RateLimited,
        'max_operations_per_day',
      )) as RateLimited;
      // Until the oldest counted operations leave the window: 24 h after the first request.
      expect(error.retryAfterSeconds).to.equal(24 * 3600 - 3660);
      expect(core.chain.broadcasts).to.have.length(2);
    });

    it('frees the budget as the oldest operations leave the window', async () => {
      const { access_token } = await grantWith(limits({ max_operations_per_day: 2 }));
      await broadcast(access_token, [vote(100)]);
      core.clock.advance(12 * 3600_000);
      await broadcast(access_token, [vote(200)]);
      await expectError(
        broadcast(access_token, [vote(300)]),
        RateLimited,
        'retry in 43200 seconds',
      );
      core.clock.advance(12 * 3600_000);
      await broadcast(access_token, [vote(300)]);
      expect(core.chain.broadcasts).to.have.length(3);
    });

    it('a retry under the same Idempotency-Key replays its answer and counts nothing more', async () => {
      const { access_token } = await grantWith(limits({ max_operations_per_day: 1 }));
      const first = await core.broadcast.execute(access_token, [vote(100)], {
        idempotencyKey: 'k',
      });
      const again = await core.broadcast.execute(access_token, [vote(100)], {
        idempotencyKey: 'k',
      });
      expect(again).to.deep.equal(first);
      await expectError(
        core.broadcast.execute(access_token, [vote(100)], { idempotencyKey: 'other' }),
        RateLimited,
        'spent',
      );
      expect(core.chain.broadcasts).to.have.length(1);
    });

    it('a request larger than the whole budget is invalid_scope', async () => {
      const { access_token } = await grantWith(limits({ max_operations_per_day: 1 }));
      await expectError(
        broadcast(access_token, [vote(100), vote(200)]),
        InvalidScope,
        "2 operations in one request exceed this grant's limit of 1 a day",
      );
    });

    it('operations the network refused are given back to the budget', async () => {
      const { access_token } = await grantWith(limits({ max_operations_per_day: 1 }));
      core.chain.refuseWith = 'missing required posting authority';
      await broadcast(access_token, [vote(100)]).catch(() => undefined);
      core.chain.refuseWith = undefined;
      await broadcast(access_token, [vote(100)]);
      expect(core.chain.broadcasts).to.have.length(1);
    });

    it('operations that could not be prepared (no node answered) are given back, with or without a key', async () => {
      const { access_token } = await grantWith(limits({ max_operations_per_day: 2 }));
      core.chain.unreachable = true;
      await broadcast(access_token, [vote(100)]).catch(() => undefined);
      await broadcast(access_token, [vote(200)], 'key-1').catch(() => undefined);
      core.chain.unreachable = false;
      await broadcast(access_token, [vote(100)]);
      await broadcast(access_token, [vote(200)], 'key-1');
      expect(core.chain.broadcasts).to.have.length(2);
    });

    it('counts per user and app: a new sign-in of the same app shares the budget', async () => {
      const first = await grantWith(limits({ max_operations_per_day: 1 }));
      await broadcast(first.access_token, [vote(100)]);
      const second = await grantWith(limits({ max_operations_per_day: 1 }));
      await expectError(broadcast(second.access_token, [vote(100)]), RateLimited, 'spent');
    });
  });

  describe('expires_at', () => {
    it('ends the grant: its access and refresh tokens are invalid_grant after it', async () => {
      const answer = await grantWith(limits({ expires_at: '2026-11-22T12:00:00Z' }));
      await broadcast(answer.access_token, [vote(100)]);
      core.clock.set('2026-11-22T12:00:00Z');
      await expectError(broadcast(answer.access_token, [vote(100)]), InvalidGrant, 'ended');
      await expectError(core.me.execute(answer.access_token), InvalidGrant, 'ended');
      await expectError(
        core.exchange.execute({
          codeOrRefresh: answer.refresh_token,
          clientSecret: demoApp.secret,
        }),
        InvalidGrant,
        'ended',
      );
      expect(core.chain.broadcasts).to.have.length(1);
    });

    it('refuses an expires_at already past at authorization', async () => {
      await expectError(
        core.signIn('alice', { limits: limits({ expires_at: '2026-11-20T00:00:00Z' }) }),
        InvalidAuthorizationDetails,
        'has already passed',
      );
    });
  });

  describe('the user lowers them at consent (§3)', () => {
    it('a choice lowers each limit the app asked, and never raises one', async () => {
      const code = (
        await core.signIn('alice', {
          limits: limits({ operations: ['vote', 'comment'], max_vote_weight: 2000 }),
          limitChoice: {
            operations: ['vote', 'custom_json'],
            max_vote_weight: 5000,
            allow_downvote: false,
            max_operations_per_day: 10,
          },
        })
      ).get('code')!;
      const answer = await core.exchange.execute({
        codeOrRefresh: code,
        clientSecret: demoApp.secret,
      });
      expect(answer.authorization_details).to.deep.equal([
        limits({
          operations: ['vote'],
          max_vote_weight: 2000,
          allow_downvote: false,
          max_operations_per_day: 10,
        }),
      ]);
    });

    it('a choice alone limits a posting grant the app asked no limits for', async () => {
      const code = (
        await core.signIn('alice', { limitChoice: { expires_at: '2026-12-21T12:00:00.000Z' } })
      ).get('code')!;
      const answer = await core.exchange.execute({
        codeOrRefresh: code,
        clientSecret: demoApp.secret,
      });
      expect(answer.authorization_details).to.deep.equal([
        limits({ expires_at: '2026-12-21T12:00:00.000Z' }),
      ]);
    });

    it('a choice never turns a sign-in into a posting grant', async () => {
      const code = (
        await core.signIn('alice', { scope: ['login'], limitChoice: { max_vote_weight: 100 } })
      ).get('code')!;
      const answer = await core.exchange.execute({
        codeOrRefresh: code,
        clientSecret: demoApp.secret,
      });
      expect(await core.signer.verify(answer.access_token)).to.include({ kind: 'login' });
      expect(answer).not.to.have.property('authorization_details');
    });
  });

  describe('the user tightens or ends them later (§3, /authorized-apps)', () => {
    /** alice signs a fresh challenge for demo-app and sends `choice`. */
    async function tighten(
      choice: Parameters<typeof core.limits.tighten>[0]['choice'],
      key = keyOf('alice'),
    ) {
      const { challenge } = await core.challenge.execute({
        username: 'alice',
        clientId: 'demo-app',
        purpose: 'limits',
      });
      return core.limits.tighten({
        challenge,
        signature: signMessage(challenge, key),
        app: 'demo-app',
        choice,
      });
    }

    it('takes effect at once on tokens already issued, with or without limits of their own', async () => {
      const limited = await grantWith(limits({ max_vote_weight: 5000 }));
      const unlimited = await grantWith();
      await broadcast(unlimited.access_token, [vote(-10000)]);
      expect(await tighten({ max_vote_weight: 1000, allow_downvote: false })).to.deep.equal({
        user: 'alice',
        app: 'demo-app',
        limits: { max_vote_weight: 1000, allow_downvote: false },
      });
      await expectError(
        broadcast(limited.access_token, [vote(2000)]),
        InvalidScope,
        'limit of 1000',
      );
      await expectError(broadcast(unlimited.access_token, [vote(-1)]), InvalidScope, 'downvote');
      await broadcast(unlimited.access_token, [vote(1000)]);
      expect(core.chain.broadcasts).to.have.length(2);
    });

    it('never loosens: a later, larger value keeps the stricter one; operations narrow the scope', async () => {
      const { access_token } = await grantWith();
      await tighten({ max_vote_weight: 1000, operations: ['vote'] });
      expect((await tighten({ max_vote_weight: 9000 })).limits).to.include({
        max_vote_weight: 1000,
      });
      await expectError(broadcast(access_token, [comment]), InvalidScope, 'comment');
    });

    /** Every way a token is judged (issue 36 §2, §3): each refuses the tokens of an ended grant. */
    async function expectAllRefused(answer: { access_token: string; refresh_token: string }) {
      const ended = /This grant ended at|The token has been revoked/;
      const refused = async (promise: Promise<unknown>) =>
        expect((await expectError(promise, InvalidGrant, '')).message).to.match(ended);
      await refused(broadcast(answer.access_token, [vote(100)]));
      await refused(core.me.execute(answer.access_token));
      await refused(
        core.exchange.execute({
          codeOrRefresh: answer.refresh_token,
          clientSecret: demoApp.secret,
        }),
      );
      const client = {
        method: 'client_secret_basic' as const,
        clientId: 'demo-app',
        secret: demoApp.secret,
      };
      for (const token of [answer.access_token, answer.refresh_token])
        expect(await core.tokenIntrospection.execute({ token, client })).to.deep.equal({
          active: false,
        });
    }

    it('ends the grant: expires_at now ends every token of the app for the user, on every endpoint', async () => {
      const first = await grantWith();
      const second = await grantWith(limits({ max_vote_weight: 5000 }));
      await tighten({ expires_at: new Date(core.clock.now()).toISOString() });
      await expectAllRefused(first);
      await expectAllRefused(second);
      const sid = (await core.signer.verify(first.access_token))!.fam;
      expect(await core.signInStore.isRevoked(sid)).to.equal(true);
    });

    it("the grant's own expires_at ends it on every endpoint, introspection included", async () => {
      const answer = await grantWith(
        limits({ expires_at: new Date(core.clock.now() + 3600_000).toISOString() }),
      );
      core.clock.advance(3600_000);
      await expectAllRefused(answer);
    });

    it('an end set for later holds on every endpoint once it comes, and not before', async () => {
      const answer = await grantWith();
      await tighten({ expires_at: new Date(core.clock.now() + 24 * 3600_000).toISOString() });
      await core.me.execute(answer.access_token);
      await broadcast(answer.access_token, [vote(100)]);
      core.clock.advance(24 * 3600_000);
      await expectAllRefused(answer);
    });

    it('reads the end the user set once per USER_END_READ_MS, not on every request; an end another instance set holds once read', async () => {
      const overrides = new CountingOverrides();
      core = await coreFixture({ limitChoices: overrides });
      const answer = await grantWith();
      core.clock.advance(USER_END_READ_MS);
      overrides.finds = 0;
      for (let i = 0; i < 5; i++) await core.me.execute(answer.access_token);
      expect(overrides.finds, 'five requests, one read').to.equal(1);
      // Another instance records an end in a minute (straight into the shared store).
      await overrides.tighten('alice', 'demo-app', {
        expires_at: new Date(core.clock.now() + 60_000).toISOString(),
      });
      core.clock.advance(USER_END_READ_MS);
      await core.me.execute(answer.access_token);
      expect(overrides.finds).to.equal(2);
      core.clock.advance(60_000);
      await expectAllRefused(answer);
    });

    it('after the user ended a grant, a new consent starts a fresh grant with its own limits', async () => {
      await grantWith();
      await tighten({ expires_at: new Date(core.clock.now()).toISOString(), max_vote_weight: 10 });
      const again = await grantWith(limits({ max_vote_weight: 3000 }));
      await broadcast(again.access_token, [vote(3000)]);
      await core.me.execute(again.access_token);
      await core.exchange.execute({
        codeOrRefresh: again.refresh_token,
        clientSecret: demoApp.secret,
      });
      expect(await core.limits.setBy(again.access_token)).to.deep.equal({
        user: 'alice',
        app: 'demo-app',
        limits: {},
      });
    });

    it("reads what the user set only with the user's own token for that app (issue 37 §3)", async () => {
      const { access_token } = await grantWith();
      await tighten({ max_vote_weight: 1000 });
      expect(
        await core.limits.setBy(access_token, { user: 'alice', app: 'demo-app' }),
      ).to.deep.equal({ user: 'alice', app: 'demo-app', limits: { max_vote_weight: 1000 } });
      await expectError(core.limits.setBy(undefined), InvalidGrant, 'missing');
      await expectError(
        core.limits.setBy(access_token, { user: 'bob' }),
        InvalidGrant,
        "This token is @alice's at @demo-app",
      );
      await expectError(
        core.limits.setBy(access_token, { app: 'other-app' }),
        InvalidGrant,
        'it reads only the limits @alice set on @demo-app',
      );
    });

    it('a new consent after an end set for later has come starts fresh too', async () => {
      const old = await grantWith();
      await tighten({ expires_at: new Date(core.clock.now() + 3600_000).toISOString() });
      core.clock.advance(2 * 3600_000);
      const again = await grantWith();
      await broadcast(again.access_token, [vote(100)]);
      await expectAllRefused(old);
    });

    it('needs a signature by the user on a fresh challenge for that app', async () => {
      await expectError(
        tighten({ max_vote_weight: 1 }, keyOf('bob')),
        InvalidGrant,
        'not from a key',
      );
      await expectError(
        core.limits.tighten({
          challenge: 'made-up',
          signature: '00'.repeat(65),
          app: 'demo-app',
          choice: {},
        }),
        InvalidGrant,
        'challenge',
      );
      expect(await core.limits.effective({ sub: 'alice', app: 'demo-app' } as never)).to.equal(
        undefined,
      );
    });
  });

  describe('visible to apps (§5)', () => {
    it('the token answer carries the limits as granted, on the code exchange and on every refresh', async () => {
      const asked = limits({ max_vote_weight: 2000, allow_downvote: false });
      const answer = await grantWith(asked);
      expect(answer.authorization_details).to.deep.equal([asked]);
      const refreshed = await core.exchange.execute({
        codeOrRefresh: answer.refresh_token,
        clientSecret: demoApp.secret,
      });
      expect(refreshed.authorization_details).to.deep.equal([asked]);
      await expectError(broadcast(refreshed.access_token, [vote(-100)]), InvalidScope, 'downvote');
    });

    it('the implicit flow (response_type=token) carries them in the access token', async () => {
      const params = await core.signIn('alice', {
        responseType: 'token',
        scope: ['vote'],
        limits: limits({ max_vote_weight: 100 }),
      });
      await expectError(
        broadcast(params.get('access_token')!, [vote(101)]),
        InvalidScope,
        'limit of 100',
      );
    });
  });
});
