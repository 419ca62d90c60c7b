import { expect } from 'chai';
import { accountAnswerBody, accountAnswerJson } from '../../adapters/http/tokens/accountAnswerJson';
import type { ChainAccount } from '../../core/shared/account';
import type { AccountAnswer } from '../../core/signIn/MeUseCase';

const authority = {
  weight_threshold: 1,
  account_auths: [] as [string, number][],
  key_auths: [['STM5abc', 1]] as [string, number][],
};
const record = (extra: Record<string, unknown> = {}): ChainAccount => ({
  id: 7,
  name: 'alice',
  owner: authority,
  active: authority,
  posting: authority,
  memo_key: 'STM5abc',
  json_metadata: '{"profile":{"name":"Älice \\"A\\" \\u2028"}}',
  posting_json_metadata: '',
  balance: '1.000 HIVE',
  ...extra,
});

const answer = (account: ChainAccount, extra: Partial<AccountAnswer> = {}): AccountAnswer => ({
  user: 'alice',
  _id: 'alice',
  name: 'alice',
  account,
  scope: ['vote', 'comment'],
  user_metadata: { profile: { name: 'Älice "A" \u2028' } },
  ...extra,
});

describe('GET /api/me answer serialisation', () => {
  it('gives exactly the bytes of JSON.stringify, with and without user_metadata', () => {
    const frozen = Object.freeze(record());
    for (const value of [
      answer(frozen),
      answer(frozen, { user_metadata: undefined }),
      answer(record({ extra: [1, null, { a: 'b' }] })),
    ]) {
      expect(accountAnswerJson(value)).to.equal(JSON.stringify(value));
    }
  });

  it('reuses the JSON of a frozen record, and re-serialises a record that can change', () => {
    const frozen = Object.freeze(record());
    const first = accountAnswerJson(answer(frozen, { scope: ['vote'] }));
    expect(accountAnswerJson(answer(frozen, { scope: ['comment'] }))).to.equal(
      first.replace('["vote"]', '["comment"]'),
    );

    const mutable = record();
    accountAnswerJson(answer(mutable));
    mutable.balance = '2.000 HIVE';
    expect(accountAnswerJson(answer(mutable))).to.contain('"balance":"2.000 HIVE"');
  });

  it('keeps the bytes of a frozen answer, and encodes one that can change every time', () => {
    const frozen = Object.freeze(answer(Object.freeze(record())));
    const body = accountAnswerBody(frozen);
    expect(body.equals(Buffer.from(JSON.stringify(frozen), 'utf8'))).to.equal(true);
    expect(accountAnswerBody(frozen)).to.equal(body);

    const mutable = answer(Object.freeze(record()));
    const before = accountAnswerBody(mutable);
    mutable.scope = ['login'];
    const after = accountAnswerBody(mutable);
    expect(after).to.not.equal(before);
    expect(after.toString('utf8')).to.equal(JSON.stringify(mutable));
  });
});
