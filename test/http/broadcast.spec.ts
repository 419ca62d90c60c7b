import { expect } from 'chai';
import { MemoryChainClient } from '../../adapters/chain/MemoryChainClient';
import type { ChainAccount } from '../../core/shared/account';
import { anApp, aUser } from '../support/builders';
import { demoApp, otherApp } from '../support/coreFixture';
import { call } from '../support/http';
import { startTestServer } from '../support/httpFixture';
import { startBroadcastServer } from './broadcastServer';

const vote = ['vote', { voter: 'alice', author: 'bob', permlink: 'hello', weight: 10000 }];
const follow = [
  'custom_json',
  {
    required_auths: [],
    required_posting_auths: ['alice'],
    id: 'follow',
    json: '["follow",{"follower":"alice","following":"bob","what":["blog"]}]',
  },
];

describe('HTTP: POST /api/broadcast', () => {
  let accounts: ChainAccount[];
  let chain: MemoryChainClient;
  let t: Awaited<ReturnType<typeof startBroadcastServer>>;
  before(() => {
    accounts = [
      aUser('alice').grantedTo('demo-app').grantedTo('lazy-app').build(),
      aUser('bob').build(),
      demoApp.build(),
      otherApp.build(),
      anApp('lazy-app').build(),
      aUser('hivegate').build(),
    ];
  });
  beforeEach(async () => {
    chain = new MemoryChainClient(accounts);
    t = await startBroadcastServer(chain);
  });
  afterEach(() => t.close());

  const post = async (json: unknown, token?: string) =>
    call(t.url, 'POST', '/api/broadcast', { json, headers: token ? { Authorization: token } : {} });

  /** Asserts the answer is the spec's error body and nothing was broadcast. */
  function expectRefusal(
    answer: { status: number; body: any },
    status: number,
    error: string,
    description?: string | RegExp,
  ) {
    expect(answer.status, JSON.stringify(answer.body)).to.equal(status);
    expect(answer.body.error).to.equal(error);
    expect(answer.body.error_description).to.be.a('string');
    if (typeof description === 'string')
      expect(answer.body.error_description).to.equal(description);
    if (description instanceof RegExp) expect(answer.body.error_description).to.match(description);
    expect(chain.broadcasts, 'nothing may be broadcast').to.deep.equal([]);
  }

  describe('success', () => {
    it('answers 200 { result: { id } } and broadcasts all operations as one transaction', async () => {
      const answer = await post({ operations: [vote, follow] }, await t.token());
      expect(answer.status).to.equal(200);
      expect(answer.headers.get('content-type')).to.match(/^application\/json/);
      expect(answer.body).to.have.all.keys('result');
      expect(answer.body.result).to.have.all.keys('id');
      expect(answer.body.result.id).to.match(/^[0-9a-f]{40}$/);
      expect(chain.broadcasts).to.deep.equal([[vote, follow]]);
    });

    it('takes the token as "Bearer", or as access_token in the query or the body', async () => {
      const token = await t.token();
      expect((await post({ operations: [vote] }, `Bearer ${token}`)).status).to.equal(200);
      expect(
        (
          await call(t.url, 'POST', `/api/broadcast?access_token=${token}`, {
            json: { operations: [vote] },
          })
        ).status,
      ).to.equal(200);
      expect((await post({ operations: [vote], access_token: token })).status).to.equal(200);
      expect(chain.broadcasts).to.have.length(3);
    });

    it('takes a form body carrying operations as JSON', async () => {
      const form = new URLSearchParams({
        operations: JSON.stringify([vote]),
        access_token: await t.token(),
      }).toString();
      const answer = await call(t.url, 'POST', '/api/broadcast', { form });
      expect(answer.status, JSON.stringify(answer.body)).to.equal(200);
      expect(chain.broadcasts).to.deep.equal([[vote]]);
    });

    it('counts the request as usage of the app by the user', async () => {
      await post({ operations: [vote] }, await t.token());
      await post({ operations: [vote] }, await t.token('alice', 'posting', 'lazy-app')); // refused: not counted
      expect(await t.requestsCounted()).to.deep.equal({ 'demo-app': 1 });
    });

    it('answers cross-origin preflights, so web apps can call it from the browser', async () => {
      const answer = await fetch(`${t.url}/api/broadcast`, {
        method: 'OPTIONS',
        headers: {
          Origin: 'https://app.example',
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'authorization,content-type',
        },
      });
      expect(answer.status).to.be.within(200, 204);
      expect(answer.headers.get('access-control-allow-origin')).to.equal('*');
    });
  });

  describe('tokens', () => {
    it('refuses a missing token with 401 invalid_grant', async () => {
      expectRefusal(await post({ operations: [vote] }), 401, 'invalid_grant');
    });

    it('refuses a forged token with 401 invalid_grant', async () => {
      expectRefusal(
        await post({ operations: [vote] }, 'eyJhbGciOiJub25lIn0.e30.'),
        401,
        'invalid_grant',
      );
    });

    for (const kind of ['code', 'refresh'] as const) {
      it(`refuses a ${kind} with 401 invalid_grant "The token has invalid role"`, async () => {
        expectRefusal(
          await post({ operations: [vote] }, await t.token('alice', kind)),
          401,
          'invalid_grant',
          'The token has invalid role',
        );
      });
    }

    it('refuses a login token with 401 invalid_scope naming the operations', async () => {
      expectRefusal(
        await post({ operations: [vote, follow] }, await t.token('alice', 'login')),
        401,
        'invalid_scope',
        'The access_token scope does not allow the following operation(s): vote, custom_json',
      );
    });
  });

  describe('operations', () => {
    it('refuses an operation outside the table with 401 invalid_scope, not 400', async () => {
      const transfer = ['transfer', { from: 'alice', to: 'bob', amount: '1.000 HIVE', memo: '' }];
      expectRefusal(
        await post({ operations: [vote, transfer] }, await t.token()),
        401,
        'invalid_scope',
        'The access_token scope does not allow the following operation(s): transfer',
      );
    });

    it('refuses an operation for another account with 401 unauthorized_client', async () => {
      const bobVotes = ['vote', { ...(vote[1] as object), voter: 'bob' }];
      expectRefusal(
        await post({ operations: [bobVotes] }, await t.token()),
        401,
        'unauthorized_client',
        /voter must be @alice/,
      );
    });

    it('refuses account_update2 touching keys with 401 unauthorized_client', async () => {
      const update = [
        'account_update2',
        { account: 'alice', memo_key: 'STM6…', json_metadata: '', posting_json_metadata: '' },
      ];
      expectRefusal(
        await post({ operations: [update] }, await t.token()),
        401,
        'unauthorized_client',
        /memo_key/,
      );
    });

    it('tells the app owner what to do when the app has not granted the service', async () => {
      expectRefusal(
        await post({ operations: [vote] }, await t.token('alice', 'posting', 'lazy-app')),
        401,
        'unauthorized_client',
        /^The app @lazy-app has not granted @hivegate posting authority: the owner of @lazy-app must add @hivegate/,
      );
    });

    it('refuses when the user has not granted the app', async () => {
      const bobVotes = ['vote', { ...(vote[1] as object), voter: 'bob' }];
      expectRefusal(
        await post({ operations: [bobVotes] }, await t.token('bob')),
        401,
        'unauthorized_client',
        /@bob has not granted @demo-app/,
      );
    });
  });

  describe('malformed bodies: 400 invalid_request, never a 500', () => {
    const cases: [string, unknown, string | RegExp][] = [
      ['no operations', {}, 'operations is missing'],
      [
        'operations not an array',
        { operations: { vote: 1 } },
        'operations must be an array of [name, fields] operations',
      ],
      ['an empty list', { operations: [] }, 'operations must hold at least one operation'],
      [
        'a weight out of range',
        { operations: [['vote', { ...(vote[1] as object), weight: 20000 }]] },
        'operations[0] (vote): weight must be an integer between -10000 and 10000',
      ],
      [
        'a custom_json id too long',
        { operations: [['custom_json', { ...(follow[1] as object), id: 'x'.repeat(33) }]] },
        'operations[0] (custom_json): id must be at most 32 characters',
      ],
      [
        'an operation that is a string',
        { operations: ['vote'] },
        'operations[0] must be a [name, fields] pair',
      ],
      ['a null operation', { operations: [null] }, 'operations[0] must be a [name, fields] pair'],
      ['too many operations', { operations: Array(51).fill(vote) }, /at most 50/],
      ['a body that is an array', [vote], 'operations is missing'],
    ];
    for (const [what, body, description] of cases) {
      it(what, async () => {
        expectRefusal(await post(body, await t.token()), 400, 'invalid_request', description);
      });
    }

    it('a body that is not JSON', async () => {
      const answer = await call(t.url, 'POST', '/api/broadcast', {
        raw: '{"operations": [',
        contentType: 'application/json',
        headers: { Authorization: await t.token() },
      });
      expectRefusal(answer, 400, 'invalid_request');
    });

    it('operations over 64 KiB', async () => {
      const comment = [
        'comment',
        {
          parent_author: '',
          parent_permlink: 'hive',
          author: 'alice',
          permlink: 'p',
          title: 't',
          body: 'x'.repeat(66_000),
          json_metadata: '',
        },
      ];
      expectRefusal(
        await post({ operations: [comment] }, await t.token()),
        400,
        'invalid_request',
        /at most 65536/,
      );
    });
  });

  describe('chain failures', () => {
    it('answers 500 server_error with the node message and the raw error when the chain refuses', async () => {
      chain.refuseWith = 'Missing Posting Authority alice';
      const answer = await post({ operations: [vote] }, await t.token());
      expect(answer.status).to.equal(500);
      expect(answer.body).to.deep.equal({
        error: 'server_error',
        error_description: 'Missing Posting Authority alice',
        response: { code: -32000, message: 'Missing Posting Authority alice' },
      });
    });

    it('answers 500 server_error when the chain cannot be reached', async () => {
      chain.unreachable = true;
      expectRefusal(
        await post({ operations: [vote] }, await t.token()),
        500,
        'server_error',
        /could not be reached/,
      );
    });
  });

  it('is mounted by the service built from configuration (createServer)', async () => {
    const full = await startTestServer();
    try {
      const answer = await call(full.url, 'POST', '/api/broadcast', {
        json: { operations: [vote] },
      });
      expect(answer.status).to.equal(401);
      expect(answer.body.error).to.equal('invalid_grant');
    } finally {
      await full.close();
    }
  });
});
