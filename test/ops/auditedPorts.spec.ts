import { expect } from 'chai';
import { AuditTrail } from '../../adapters/ops/AuditTrail';
import { auditedSignInStore } from '../../adapters/ops/auditedPorts';
import { MemorySignInStore } from '../../adapters/storage/signIn/MemorySignInStore';
import { MemoryLogger } from '../support/MemoryLogger';

describe('audited ports pass every other method through', () => {
  it('binds each method once (not per call), on the store itself, and follows a method replaced later', async () => {
    const store = new MemorySignInStore();
    const audited = auditedSignInStore(store, new AuditTrail(new MemoryLogger()));
    const isRevoked = audited.isRevoked;
    expect(audited.isRevoked, 'the same bound method on every read').to.equal(isRevoked);
    expect(await isRevoked('sid-1'), 'called detached, `this` is still the store').to.equal(false);
    await audited.revokeSignIn({
      sid: 'sid-1',
      username: 'alice',
      app: 'demo-app',
      reason: 'sign_out',
      at: Date.now(),
      until: Date.now() + 3600_000,
    });
    expect(await audited.isRevoked('sid-1')).to.equal(true);

    const replaced = async () => true;
    (store as { isRevoked: unknown }).isRevoked = replaced;
    expect(audited.isRevoked).to.not.equal(isRevoked);
    expect(await audited.isRevoked('anything')).to.equal(true);
  });
});
