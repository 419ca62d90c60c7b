import { expect } from 'chai';
import { PostgresRevocations } from '../../adapters/storage/signIn/PostgresRevocations';

/**
 * The in-memory view of revocations (no database needed for these rules): a NOTIFY may arrive
 * after the purge that deleted its row, and must not bring the revocation back.
 */
describe('PostgresRevocations: the in-memory view of revoked sign-ins', () => {
  it('forgets revocations older than the purge horizon, and takes no late notice of one', () => {
    const view = new PostgresRevocations({});
    view.add('gone', 1_000);
    view.add('kept', 3_000);
    view.forget(2_000);
    expect(view.has('gone')).to.equal(false);
    expect(view.has('kept')).to.equal(true);
    view.add('late', 1_500); // its notice arrived after the purge
    view.add('new', 2_500);
    expect(view.has('late')).to.equal(false);
    expect(view.has('new')).to.equal(true);
  });
});
