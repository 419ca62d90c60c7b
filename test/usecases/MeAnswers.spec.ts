import { expect } from 'chai';
import type { ChainAccount } from '../../core/shared/account';
import { InvalidGrant } from '../../core/errors';
import { coreFixture, demoApp } from '../support/coreFixture';
import { expectError } from '../support/expectError';

/**
 * GET /api/me's answers (MeUseCase): made from the record the chain client has now, with the
 * token's own scope, and never past the token's life.
 */
describe('MeUseCase: answers', () => {
  let core: Awaited<ReturnType<typeof coreFixture>>;
  /** The record the chain answers with, as the dhive client's cache shares it (one object). */
  let shared: ChainAccount;
  let access: string;

  const signIn = async (scope?: string[]) => {
    const code = (await core.signIn('alice', scope ? { scope } : {})).get('code')!;
    return core.exchange.execute({ codeOrRefresh: code, clientSecret: demoApp.secret });
  };

  beforeEach(async () => {
    core = await coreFixture();
    shared = (await core.chain.getAccounts(['alice']))[0];
    const read = core.chain.getAccounts.bind(core.chain);
    core.chain.getAccounts = async (names) =>
      (await read(names)).map((account) => (account.name === 'alice' ? shared : account));
    access = (await signIn()).access_token;
  });

  it('answers the user, the record and its metadata, counting every request', async () => {
    const first = await core.me.execute(access);
    await core.me.execute(access);
    expect(first).to.include({ user: 'alice', account: shared });
    expect(first.user_metadata).to.deep.equal({ profile: { name: 'Alice', version: 2 } });
    await core.usage.stop();
    const [usage] = await core.usageStore.summarize('2026-11-01', '2026-11-30');
    expect(usage).to.include({ requests: 2 });
  });

  it('answers anew when the record changes (a new block) and for another token with its own scope', async () => {
    const before = await core.me.execute(access);
    shared = Object.freeze({ ...shared, posting_json_metadata: '{"profile":{"name":"Alicia"}}' });
    const after = await core.me.execute(access);
    expect(before.user_metadata).to.deep.equal({ profile: { name: 'Alice', version: 2 } });
    expect(after.user_metadata).to.deep.equal({ profile: { name: 'Alicia' } });

    const loginOnly = (await signIn(['login'])).access_token;
    const other = await core.me.execute(loginOnly);
    expect(other.scope).to.deep.equal(['login']);
    expect((await core.me.execute(access)).scope).to.include('vote');
  });

  it('answers a record that can still change afresh each time', async () => {
    shared = structuredClone(shared); // not frozen
    const first = await core.me.execute(access);
    shared.posting_json_metadata = '{"profile":{"name":"Changed"}}';
    const second = await core.me.execute(access);
    expect(first.user_metadata).to.deep.equal({ profile: { name: 'Alice', version: 2 } });
    expect(second.user_metadata).to.deep.equal({ profile: { name: 'Changed' } });
  });

  it('keeps no answer past its token: revoked or expired, the request is refused', async () => {
    await core.me.execute(access);
    await core.revoke.execute(access);
    await expectError(core.me.execute(access), InvalidGrant, 'revoked');

    const fresh = (await signIn()).access_token;
    await core.me.execute(fresh);
    core.clock.advance(604_800_000);
    await expectError(core.me.execute(fresh), InvalidGrant, 'expired');
  });
});
