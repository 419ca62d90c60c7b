import { expect } from 'chai';
import { plainRefusal as refusal, type RefusalContext } from '../../web/i18n/words/refusalWords';
import { english } from '../support/words';

const plainRefusal = (message: string, context: RefusalContext) =>
  refusal(message, context, english);

/** Issue 39 §3: the network's refusals the sign page says in plain words (the node's text kept behind Details). */
describe('plainRefusal: a refusal of the network in plain words', () => {
  const bobForAlice = { signer: 'bob', actor: 'alice' };
  it('a signature the actor’s authority does not accept', () => {
    const message =
      'missing required posting authority:Missing Posting Authority alice s.check_authority( id ) || check_with_role_upgrade(…)';
    expect(plainRefusal(message, bobForAlice)).to.equal(
      "@bob cannot sign this as @alice: it acts for @alice, and only @alice's posting authority (or an account it lists) can sign it.",
    );
    expect(plainRefusal(message, { signer: 'alice', actor: 'alice' })).to.equal(
      "@alice cannot sign this with that key: it needs @alice's posting authority.",
    );
  });

  it('a missing post, too few funds, too few resource credits; anything else is not guessed', () => {
    expect(plainRefusal('Could not find comment bob/nope', bobForAlice)).to.equal(
      'The post @bob/nope does not exist (or no longer does).',
    );
    expect(
      plainRefusal(
        'Account alice does not have sufficient funds for balance adjustment',
        bobForAlice,
      ),
    ).to.equal('@alice does not have enough funds for this.');
    expect(
      plainRefusal('not_enough_rc_exception: Account: bob has 10 RC, needs 130000 RC', bobForAlice),
    ).to.match(/^@bob does not have enough resource credits/);
    expect(plainRefusal('duplicate transaction', bobForAlice)).to.equal(undefined);
  });
});
