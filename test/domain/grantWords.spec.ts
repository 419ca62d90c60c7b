import { expect } from 'chai';
import { grantedBy } from '../../core/signIn/grantStatement';
import { allowsId, grantWords } from '../../web/i18n/words/grantWords';
import { en } from '../../web/i18n/catalogues/en';
import { english } from '../support/words';
import { BROADCAST_OPERATION_NAMES } from '../../core/operations/operationRegistry';

/**
 * Issue 39 §1: the pages say a grant in one way, from the grant itself (`grantedBy`, the rule the
 * signed message and the sign-in follow): a request for votes only never mentions publishing.
 */
describe('grantWords: what a grant lets the app do, in the pages’ words', () => {
  it('every broadcast operation has words of its own in the catalogue', () => {
    for (const name of BROADCAST_OPERATION_NAMES) {
      const id = allowsId(name);
      expect(id, name).to.be.a('string');
      expect(en, name).to.have.property(id!);
    }
  });

  it('votes only, at most 20 %: says voting and the limit, never publishing', () => {
    const words = grantWords(
      grantedBy(['vote'], { type: 'hive_posting', operations: ['vote'], max_vote_weight: 2000 }),
      english,
    );
    expect(words).to.deep.equal([
      'Learn your Hive username, to sign you in.',
      'Act for you on Hive: vote on posts and comments.',
      'Votes of at most 20 %.',
      'It can never move your funds or change your keys.',
    ]);
    expect(words.join(' ')).not.to.match(/publish|profile|reblog|rewards/);
  });

  it("the user's choice lowers what is said as it lowers what is granted", () => {
    const asked = { type: 'hive_posting' as const, operations: ['vote', 'custom_json'] };
    const words = grantWords(
      grantedBy(['posting'], asked, {
        operations: ['custom_json'],
        custom_json_ids: ['follow'],
        max_operations_per_day: 3,
      }),
      english,
    );
    expect(words).to.include(
      'Act for you on Hive: send app messages (follow, reblog, communities, games).',
    );
    expect(words).to.include('App messages (custom_json) only of the kinds: follow.');
    expect(words).to.include('At most 3 actions a day.');
    expect(words.join(' ')).not.to.include('vote on');
  });

  it('scope=vote grants votes and says only that; scope=posting grants every posting operation, and says so (issue 57 §1)', () => {
    expect(grantWords(grantedBy(['vote']), english)[1]).to.equal(
      'Act for you on Hive: vote on posts and comments.',
    );
    const words = grantWords(grantedBy(['posting']), english);
    expect(words[1]).to.equal(
      'Act for you on Hive: vote on posts and comments, publish and edit posts and comments, delete your posts and comments, set the payout options of your posts, send app messages (follow, reblog, communities, games), claim your rewards, and update your profile.',
    );
  });

  it('a limit on an operation not granted binds nothing and is not said', () => {
    const asked = {
      type: 'hive_posting' as const,
      operations: ['vote', 'custom_json'],
      max_vote_weight: 2000,
      custom_json_ids: ['follow'],
    };
    const votesOnly = grantWords(grantedBy(['posting'], asked, { operations: ['vote'] }), english);
    expect(votesOnly.join(' ')).to.include('Votes of at most 20 %').and.not.include('follow');
    const messagesOnly = grantWords(
      grantedBy(['posting'], asked, { operations: ['custom_json'] }),
      english,
    );
    expect(messagesOnly.join(' ')).to.include('kinds: follow').and.not.include('20 %');
  });

  it('a sign-in only: the username, and that it cannot act', () => {
    expect(grantWords(grantedBy(['login']), english)).to.deep.equal([
      'Learn your Hive username, to sign you in; it cannot act for you on Hive.',
    ]);
  });
});
