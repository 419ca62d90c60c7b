import { expect } from 'chai';
import { MemoryChainClient } from '../../adapters/chain/MemoryChainClient';
import { JoseTokenSigner } from '../../adapters/signer/JoseTokenSigner';
import { MemorySignInStore } from '../../adapters/storage/signIn/MemorySignInStore';
import type { ChainAccount } from '../../core/shared/account';
import type { Operation } from '../../core/shared/chain';
import { LOGIN_SCOPE, POSTING_SCOPE } from '../../core/operations/operations';
import { DEFAULT_TOKEN_POLICY } from '../../core/tokens/tokenPolicy';
import type { TokenKind } from '../../core/tokens/tokens';
import { DomainError, type ServerError } from '../../core/errors';
import { ChainUnavailable } from '../../core/ports/ChainClient';
import type { UsageRecord, UsageStore } from '../../core/ports/UsageStore';
import type { Hivegate } from '../../bootstrap/composeCore';
import type { BroadcastUseCase } from '../../core/broadcast/BroadcastUseCase';
import { testCore } from '../support/coreFixture';
import { mintToken } from '../support/mintToken';
import { FakeClock } from '../support/FakeClock';
import { aUser, anApp } from '../support/builders';

/** Keeps what the recorder flushes, so a test can see what was counted. */
class RecordingUsageStore implements UsageStore {
  readonly records: UsageRecord[] = [];
  async record(batch: readonly UsageRecord[]): Promise<void> {
    this.records.push(...batch);
  }
  async summarize(): Promise<never[]> {
    return [];
  }
}

const vote = (voter = 'alice', weight = 10000): Operation => [
  'vote',
  { voter, author: 'bob', permlink: 'hello', weight },
];
const follow = (auths = ['alice']): Operation => [
  'custom_json',
  {
    required_auths: [],
    required_posting_auths: auths,
    id: 'follow',
    json: '["follow",{"follower":"alice","following":"bob","what":["blog"]}]',
  },
];

describe('BroadcastUseCase', () => {
  let chain: MemoryChainClient;
  let clock: FakeClock;
  let grants: MemorySignInStore;
  let usageStore: RecordingUsageStore;
  let core: Hivegate;
  let broadcast: BroadcastUseCase;

  // Built once: deriving every role's key from a password is slow, and MemoryChainClient clones them.
  let accounts: ChainAccount[];
  let signer: JoseTokenSigner;
  before(async () => {
    accounts = [
      aUser('alice').grantedTo('demo-app').build(),
      aUser('bob').build(),
      anApp('demo-app').grantedTo('hivegate').build(),
      anApp('lazy-app').build(),
      aUser('hivegate').build(),
      // App accounts that signed in to demo-app with posting scope (issue 37 §2).
      anApp('victim-app').grantedTo('hivegate').grantedTo('demo-app').build(),
      anApp('hs-app').inPostingMetadata().grantedTo('hivegate').grantedTo('demo-app').build(),
    ];
    signer = await JoseTokenSigner.fromPrivateJwk(await JoseTokenSigner.generatePrivateJwk());
  });

  /** alice's record with its posting authority changed by `change`. */
  const alice = (change: (account: ChainAccount) => void): ChainAccount => {
    const account = structuredClone(accounts[0]);
    change(account);
    return account;
  };

  beforeEach(async () => {
    chain = new MemoryChainClient(accounts);
    clock = new FakeClock();
    grants = new MemorySignInStore();
    usageStore = new RecordingUsageStore();
    ({ core } = await testCore({ chain, clock, signIns: grants, signer, usage: usageStore }));
    broadcast = core.broadcast;
  });

  /** A token issued now; `app: null` issues one naming no app. */
  async function tokenFor(
    user = 'alice',
    kind: TokenKind = 'posting',
    app: string | null = 'demo-app',
    scope = POSTING_SCOPE,
  ) {
    const claims = {
      kind,
      sub: user,
      scope: kind === 'login' ? LOGIN_SCOPE : scope,
      fam: `fam-${user}`,
    };
    return mintToken(signer, clock, app === null ? claims : { ...claims, app });
  }

  async function refusal(promise: Promise<unknown>): Promise<DomainError> {
    const error = await promise.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error, 'expected the broadcast to be refused').to.be.instanceOf(DomainError);
    expect(chain.broadcasts, 'nothing may be broadcast when refused').to.have.length(0);
    return error as DomainError;
  }

  async function counted(): Promise<UsageRecord[]> {
    await core.usage.stop(); // flushes
    return usageStore.records;
  }

  describe('success', () => {
    it('broadcasts the operations and answers the transaction id', async () => {
      const answer = await broadcast.execute(await tokenFor(), [vote()]);
      expect(chain.broadcasts).to.deep.equal([[vote()]]);
      expect(answer.result.id).to.match(/^[0-9a-f]{40}$/);
    });

    it('puts every operation of one request into ONE transaction', async () => {
      const ops: Operation[] = [
        vote(),
        follow(),
        [
          'claim_reward_balance',
          {
            account: 'alice',
            reward_hive: '0.000 HIVE',
            reward_hbd: '0.000 HBD',
            reward_vests: '0.000000 VESTS',
          },
        ],
      ];
      await broadcast.execute(await tokenFor(), ops);
      expect(chain.broadcasts).to.have.length(1);
      expect(chain.broadcasts[0]).to.deep.equal(ops);
    });

    it('counts one request for the token app and user', async () => {
      await broadcast.execute(await tokenFor(), [vote()]);
      expect(await counted()).to.deep.equal([
        { app: 'demo-app', user: 'alice', day: '2026-11-21', requests: 1 },
      ]);
    });

    it('accepts account_update2 that changes posting_json_metadata only', async () => {
      await broadcast.execute(await tokenFor(), [
        [
          'account_update2',
          {
            account: 'alice',
            json_metadata: '',
            posting_json_metadata: '{"profile":{}}',
            extensions: [],
          },
        ],
      ]);
      expect(chain.broadcasts).to.have.length(1);
    });

    it('accepts a user posting threshold met by the app weight', async () => {
      chain.put(
        alice((a) => {
          a.posting.account_auths = [['demo-app', 2]];
          a.posting.weight_threshold = 2;
        }),
      );
      await broadcast.execute(await tokenFor(), [vote()]);
      expect(chain.broadcasts).to.have.length(1);
    });
  });

  describe('token', () => {
    it('refuses a missing token with invalid_grant', async () => {
      const error = await refusal(broadcast.execute(undefined, [vote()]));
      expect(error.code).to.equal('invalid_grant');
    });

    it('refuses a forged token with invalid_grant', async () => {
      const error = await refusal(broadcast.execute('not.a.token', [vote()]));
      expect(error.code).to.equal('invalid_grant');
    });

    for (const kind of ['code', 'refresh'] as const) {
      it(`refuses a ${kind} with invalid_grant "The token has invalid role"`, async () => {
        const error = await refusal(broadcast.execute(await tokenFor('alice', kind), [vote()]));
        expect(error.code).to.equal('invalid_grant');
        expect(error.description).to.equal('The token has invalid role');
      });
    }

    it('refuses a login token with invalid_scope naming every operation', async () => {
      const error = await refusal(
        broadcast.execute(await tokenFor('alice', 'login'), [vote(), follow()]),
      );
      expect(error.code).to.equal('invalid_scope');
      expect(error.description).to.equal(
        'The access_token scope does not allow the following operation(s): vote, custom_json',
      );
    });

    it('refuses an expired token', async () => {
      const token = await tokenFor();
      clock.advance((DEFAULT_TOKEN_POLICY.access + 1) * 1000);
      expect((await refusal(broadcast.execute(token, [vote()]))).code).to.equal('invalid_grant');
    });

    it('refuses a token whose grant was revoked (signed out)', async () => {
      const token = await tokenFor();
      await grants.revokeSignIn({
        sid: 'fam-alice',
        reason: 'sign_out',
        username: 'alice',
        at: clock.now(),
        until: clock.now() + 3600_000,
      });
      expect((await refusal(broadcast.execute(token, [vote()]))).code).to.equal('invalid_grant');
    });

    it('refuses a posting token that names no app', async () => {
      const error = await refusal(
        broadcast.execute(await tokenFor('alice', 'posting', null), [vote()]),
      );
      expect(error.code).to.equal('unauthorized_client');
    });
  });

  describe('scope', () => {
    it('refuses operations outside the table, naming each offending one once', async () => {
      const transfer: Operation = [
        'transfer',
        { from: 'alice', to: 'bob', amount: '1.000 HIVE', memo: '' },
      ];
      const witness: Operation = [
        'account_witness_vote',
        { account: 'alice', witness: 'bob', approve: true },
      ];
      const error = await refusal(
        broadcast.execute(await tokenFor(), [vote(), transfer, witness, transfer]),
      );
      expect(error.code).to.equal('invalid_scope');
      expect(error.description).to.equal(
        'The access_token scope does not allow the following operation(s): transfer, account_witness_vote',
      );
    });

    it('refuses an allowed operation the token scope does not list', async () => {
      const error = await refusal(
        broadcast.execute(await tokenFor('alice', 'posting', 'demo-app', ['vote']), [
          vote(),
          follow(),
        ]),
      );
      expect(error.code).to.equal('invalid_scope');
      expect(error.description).to.match(/: custom_json$/);
    });

    it('checks scope before authorship', async () => {
      const error = await refusal(
        broadcast.execute(await tokenFor(), [vote('bob'), ['transfer', { from: 'bob' }]]),
      );
      expect(error.code).to.equal('invalid_scope');
    });
  });

  describe('actor', () => {
    const others: [string, Operation][] = [
      ['vote voter', vote('bob')],
      [
        'comment author',
        [
          'comment',
          {
            parent_author: '',
            parent_permlink: 'hive',
            author: 'bob',
            permlink: 'p',
            title: 't',
            body: 'b',
            json_metadata: '{}',
          },
        ],
      ],
      ['delete_comment author', ['delete_comment', { author: 'bob', permlink: 'p' }]],
      [
        'comment_options author',
        [
          'comment_options',
          {
            author: 'bob',
            permlink: 'p',
            max_accepted_payout: '0.000 HBD',
            percent_hbd: 10000,
            allow_votes: true,
            allow_curation_rewards: true,
            extensions: [],
          },
        ],
      ],
      [
        'claim_reward_balance account',
        [
          'claim_reward_balance',
          {
            account: 'bob',
            reward_hive: '0.000 HIVE',
            reward_hbd: '0.000 HBD',
            reward_vests: '0.000000 VESTS',
          },
        ],
      ],
      [
        'account_update2 account',
        [
          'account_update2',
          { account: 'bob', json_metadata: '', posting_json_metadata: '{}', extensions: [] },
        ],
      ],
      ['custom_json first posting auth', follow(['bob'])],
      ['custom_json second posting auth', follow(['alice', 'bob'])],
      ['custom_json with no posting auth', follow([])],
    ];
    for (const [what, op] of others) {
      it(`refuses another account as ${what} with unauthorized_client`, async () => {
        const error = await refusal(broadcast.execute(await tokenFor(), [vote(), op]));
        expect(error.code).to.equal('unauthorized_client');
        expect(error.description).to.contain('operations[1]');
        expect(error.description).to.contain('@alice');
      });
    }

    it('refuses custom_json with required_auths (active authority)', async () => {
      const op = follow();
      op[1].required_auths = ['alice'];
      const error = await refusal(broadcast.execute(await tokenFor(), [op]));
      expect(error.code).to.equal('unauthorized_client');
      expect(error.description).to.contain('required_auths must be empty');
    });

    for (const field of ['owner', 'active', 'posting', 'memo_key']) {
      it(`refuses account_update2 carrying ${field}`, async () => {
        const value =
          field === 'memo_key'
            ? 'STM5...'
            : { weight_threshold: 1, account_auths: [], key_auths: [] };
        const op: Operation = [
          'account_update2',
          {
            account: 'alice',
            [field]: value,
            json_metadata: '',
            posting_json_metadata: '',
            extensions: [],
          },
        ];
        const error = await refusal(broadcast.execute(await tokenFor(), [op]));
        expect(error.code).to.equal('unauthorized_client');
        expect(error.description).to.contain(field);
      });
    }

    it('refuses account_update2 with a non-empty json_metadata', async () => {
      const op: Operation = [
        'account_update2',
        {
          account: 'alice',
          json_metadata: '{"profile":{}}',
          posting_json_metadata: '',
          extensions: [],
        },
      ];
      const error = await refusal(broadcast.execute(await tokenFor(), [op]));
      expect(error.code).to.equal('unauthorized_client');
      expect(error.description).to.contain('json_metadata');
    });
  });

  describe("an app account's profile (issue 37 §2)", () => {
    const profileUpdate = (account: string, posting: unknown): Operation => [
      'account_update2',
      {
        account,
        json_metadata: '',
        posting_json_metadata: typeof posting === 'string' ? posting : JSON.stringify(posting),
        extensions: [],
      },
    ];
    const evilProfile = {
      profile: {
        type: 'app',
        redirect_uris: ['https://evil.example/cb'],
        secret: 'e'.repeat(64),
      },
    };

    for (const app of ['victim-app', 'hs-app']) {
      it(`never writes the posting profile of an app account (${app === 'hs-app' ? 'registered HiveSigner’s way' : 'identity in json_metadata'}), whatever it writes`, async () => {
        for (const posting of [evilProfile, { profile: { name: 'Just a name' } }]) {
          const error = await refusal(
            broadcast.execute(await tokenFor(app), [profileUpdate(app, posting)]),
          );
          expect(error.code).to.equal('unauthorized_client');
          expect(error.description).to.equal(
            `operations[0] (account_update2): @${app} is an app account: its profile is changed only with its own active key (json_metadata, at /apps/register), never through /api/broadcast`,
          );
        }
      });
    }

    it('still broadcasts for an app account what changes no profile: a vote, an empty posting_json_metadata', async () => {
      await broadcast.execute(await tokenFor('victim-app'), [
        vote('victim-app'),
        profileUpdate('victim-app', ''),
      ]);
      expect(chain.broadcasts).to.have.length(1);
    });

    it("never makes a user's posting profile an app profile", async () => {
      const error = await refusal(
        broadcast.execute(await tokenFor(), [profileUpdate('alice', evilProfile)]),
      );
      expect(error.code).to.equal('unauthorized_client');
      expect(error.description).to.contain(
        'may not declare an app profile (type "app") for @alice',
      );
    });
  });

  describe('preconditions', () => {
    it('refuses when the user account cannot be loaded', async () => {
      const error = await refusal(broadcast.execute(await tokenFor('ghost'), [vote('ghost')]));
      expect(error.code).to.equal('unauthorized_client');
      expect(error.description).to.equal('The account @ghost could not be loaded');
    });

    it('refuses when the app account cannot be loaded', async () => {
      const error = await refusal(
        broadcast.execute(await tokenFor('alice', 'posting', 'gone-app'), [vote()]),
      );
      expect(error.code).to.equal('unauthorized_client');
      expect(error.description).to.equal('The app account @gone-app could not be loaded');
    });

    it('refuses when the user has not granted the app posting authority', async () => {
      const error = await refusal(broadcast.execute(await tokenFor('bob'), [vote('bob')]));
      expect(error.code).to.equal('unauthorized_client');
      expect(error.description).to.contain('@bob has not granted @demo-app posting authority');
    });

    it('refuses when the user grant weighs less than the posting threshold', async () => {
      chain.put(
        alice((a) => {
          a.posting.weight_threshold = 2;
        }),
      );
      const error = await refusal(broadcast.execute(await tokenFor(), [vote()]));
      expect(error.description).to.contain('@alice has not granted @demo-app posting authority');
    });

    it('tells the app owner exactly what to do when the app has not granted the service', async () => {
      chain.put(
        alice((a) => {
          a.posting.account_auths.push(['lazy-app', 1]);
        }),
      );
      const error = await refusal(
        broadcast.execute(await tokenFor('alice', 'posting', 'lazy-app'), [vote()]),
      );
      expect(error.code).to.equal('unauthorized_client');
      expect(error.description).to.equal(
        'The app @lazy-app has not granted @hivegate posting authority: the owner of @lazy-app must add @hivegate ' +
          'to the posting authority of @lazy-app (account_auths) with a weight of at least its posting weight_threshold (1)',
      );
    });

    it('refuses when the app grants the service too little weight', async () => {
      const app = structuredClone(accounts[2]);
      app.posting.weight_threshold = 3;
      chain.put(app);
      const error = await refusal(broadcast.execute(await tokenFor(), [vote()]));
      expect(error.description).to.contain('@demo-app has not granted @hivegate');
    });

    it('answers server_error, broadcasting nothing, when accounts cannot be loaded', async () => {
      chain.unreachable = true;
      const error = await refusal(broadcast.execute(await tokenFor(), [vote()]));
      expect(error.code).to.equal('server_error');
    });
  });

  describe('chain failures', () => {
    it('maps a refusal to server_error with the node message and raw error, counting nothing', async () => {
      chain.refuseWith = 'missing required posting authority: Missing Posting Authority alice';
      const error = (await refusal(broadcast.execute(await tokenFor(), [vote()]))) as ServerError;
      expect(error.code).to.equal('server_error');
      expect(error.description).to.equal(chain.refuseWith);
      expect(error.response).to.deep.equal({ code: -32000, message: chain.refuseWith });
      expect(await counted()).to.deep.equal([]);
    });

    it('maps an unreachable network during the broadcast to server_error carrying what is known', async () => {
      const raw = { transaction_id: 'abc' };
      chain.send = async () => {
        throw new ChainUnavailable('The transaction abc may or may not have been included', raw);
      };
      const error = (await refusal(broadcast.execute(await tokenFor(), [vote()]))) as ServerError;
      expect(error.code).to.equal('server_error');
      expect(error.description).to.contain('abc');
      expect(error.response).to.deep.equal(raw);
      expect(await counted()).to.deep.equal([]);
    });
  });
});
