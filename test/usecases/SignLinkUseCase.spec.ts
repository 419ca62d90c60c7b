import { expect } from 'chai';
import { InvalidRequest, UnauthorizedClient } from '../../core/errors';
import { coreFixture } from '../support/coreFixture';
import { expectError } from '../support/expectError';

describe('SignLinkUseCase: what only the chain and the clock can judge in a sign link', () => {
  let core: Awaited<ReturnType<typeof coreFixture>>;
  before(async () => {
    core = await coreFixture();
  });
  const at = (seconds: number) =>
    new Date(core.clock.now() + seconds * 1000).toISOString().slice(0, 19);
  const link = (fields: Partial<Parameters<typeof core.signLink.execute>[0]> = {}) =>
    core.signLink.execute({ accounts: [{ field: 'to', name: 'bob' }], broadcast: true, ...fields });

  it('names the first account that does not exist, the signer included', async () => {
    expect(await link()).to.deep.equal({ automaticReturn: false });
    await expectError(
      link({
        accounts: [
          { field: 'to', name: 'bob' },
          { field: 'delegatee', name: 'nobody' },
        ],
      }),
      InvalidRequest,
      'delegatee: the account @nobody does not exist',
    );
    await expectError(link({ signer: 'ghost' }), InvalidRequest, '@ghost does not exist');
  });

  it('accepts a fixed expiration only in the future, and within the hour when it is broadcast', async () => {
    await expectError(link({ expiration: at(0) }), InvalidRequest, 'expired at');
    await expectError(link({ expiration: at(3601) }), InvalidRequest, 'at most 60 minutes');
    await expectError(
      link({ expiration: '2030-02-30T99:00:00' }),
      InvalidRequest,
      'must be a date',
    );
    expect(await link({ expiration: at(3600) })).to.deep.equal({ automaticReturn: false });
    expect(
      await link({ expiration: at(86400), broadcast: false }),
      'a signature only, broadcast later by the site',
    ).to.deep.equal({ automaticReturn: false });
  });

  it('returns by itself only to a callback the named app registered, its query aside', async () => {
    const answer = await link({
      clientId: 'demo-app',
      callback: 'https://demo.example/callback?id={{id}}',
    });
    expect(answer).to.deep.include({ automaticReturn: true });
    expect(answer.app!.username).to.equal('demo-app');
    await expectError(
      link({ clientId: 'demo-app', callback: 'https://demo.example/callback/other' }),
      InvalidRequest,
      'not registered for the app @demo-app',
    );
    await expectError(
      link({ clientId: 'alice', callback: 'https://demo.example/callback' }),
      UnauthorizedClient,
      'is not a registered app',
    );
    expect(await link({ callback: 'https://demo.example/callback' })).to.deep.equal({
      automaticReturn: false,
    });
  });
});
