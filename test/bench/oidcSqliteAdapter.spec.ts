import { expect } from 'chai';
import { openDatabase, type SqliteDatabase } from '../../adapters/storage/openDatabase';
import { sqliteAdapter } from '../../bench/oidcPeer/sqliteAdapter';

describe("bench: node-oidc-provider's SQLite adapter", () => {
  let db: SqliteDatabase;
  let now: number;
  let adapterFor: ReturnType<typeof sqliteAdapter>;
  beforeEach(() => {
    db = openDatabase(':memory:');
    now = 1_000_000;
    adapterFor = sqliteAdapter(db, () => now);
  });
  afterEach(() => db.close());

  it('finds what it stored, per model, until it expires', async () => {
    const codes = adapterFor('AuthorizationCode');
    await codes.upsert('c1', { grantId: 'g1', scope: 'vote' }, 600);
    expect(await codes.find('c1')).to.deep.equal({ grantId: 'g1', scope: 'vote' });
    expect(await adapterFor('RefreshToken').find('c1')).to.equal(undefined);
    now += 599_999;
    expect(await codes.find('c1')).to.not.equal(undefined);
    now += 1;
    expect(await codes.find('c1')).to.equal(undefined);
  });

  it('keeps an entry given no lifetime', async () => {
    const clients = adapterFor('Client');
    await clients.upsert('demo-app', { client_id: 'demo-app' });
    now += 10 ** 12;
    expect(await clients.find('demo-app')).to.deep.equal({ client_id: 'demo-app' });
  });

  it('marks a consumed entry with the time in seconds, and an upsert replaces the entry whole', async () => {
    const tokens = adapterFor('RefreshToken');
    await tokens.upsert('r1', { grantId: 'g1' }, 60);
    await tokens.consume('r1');
    expect(await tokens.find('r1')).to.deep.equal({ grantId: 'g1', consumed: 1000 });
    await tokens.upsert('r1', { grantId: 'g2' }, 60);
    expect(await tokens.find('r1')).to.deep.equal({ grantId: 'g2' });
  });

  it('destroys one entry, and revokes every model’s entries of a grant', async () => {
    const codes = adapterFor('AuthorizationCode');
    const tokens = adapterFor('RefreshToken');
    await codes.upsert('c1', { grantId: 'g1' }, 60);
    await codes.upsert('c2', { grantId: 'g2' }, 60);
    await tokens.upsert('r1', { grantId: 'g1' }, 60);
    await codes.destroy('c2');
    expect(await codes.find('c2')).to.equal(undefined);
    await tokens.revokeByGrantId('g1');
    expect(await codes.find('c1')).to.equal(undefined);
    expect(await tokens.find('r1')).to.equal(undefined);
  });

  it('finds a session by its uid and a device code by its user code, within the model', async () => {
    await adapterFor('Session').upsert('s1', { uid: 'u1', accountId: 'alice' }, 60);
    await adapterFor('DeviceCode').upsert('d1', { userCode: 'ABCD', grantId: 'g1' }, 60);
    expect(await adapterFor('Session').findByUid('u1')).to.deep.equal({
      uid: 'u1',
      accountId: 'alice',
    });
    expect(await adapterFor('DeviceCode').findByUserCode('ABCD')).to.deep.equal({
      userCode: 'ABCD',
      grantId: 'g1',
    });
    expect(await adapterFor('Interaction').findByUid('u1')).to.equal(undefined);
  });
});
