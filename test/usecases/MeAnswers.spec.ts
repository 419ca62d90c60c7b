import { expect } from 'chai';
import type { ChainAccount } from '../../core/shared/account';
import { InvalidGrant } from '../../core/errors';
import { coreFixture, demoApp } from '../support/coreFixture';
import { expectError } from '../support/expectError';

/**
 * GET /api/me's answers are made once per account record and token (MeUseCase): what the chain
 * client shares — one frozen record per account until the next block — gets the same answer;
 * anything that changes gets a new one, and a kept answer never outlives its token.
 */
describe('MeUseCase: answers kept per account record and token', () => {
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

  it('answers the same token on the same record with the same frozen answer, counting every request', async () => {
    const first = await core.me.execute(access);
    const second = await core.me.execute(access);
    expect(second).to.equal(first);
    expect(Object.isFrozen(first)).to.equal(true);
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
    expect(after).to.not.equal(before);
    expect(after.user_metadata).to.deep.equal({ profile: { name: 'Alicia' } });

    const loginOnly = (await signIn(['login'])).access_token;
    const other = await core.me.execute(loginOnly);
    expect(other).to.not.equal(after);
    expect(other.scope).to.deep.equal(['login']);
    expect((await core.me.execute(access)).scope).to.include('vote');
  });

  it('answers a record that can still change afresh each time', async () => {
    shared = structuredClone(shared); // not frozen
    const first = await core.me.execute(access);
    shared.posting_json_metadata = '{"profile":{"name":"Changed"}}';
    const second = await core.me.execute(access);
    expect(second.user_metadata).to.deep.equal({ profile: { name: 'Changed' } });
    expect(second).to.not.equal(first);
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
