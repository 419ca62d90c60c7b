import { expect } from 'chai';
import {
  formatSignInMessage,
  parseSignInMessage,
  type SignInMessage,
} from '../../core/signIn/signInMessage';

const message: SignInMessage = {
  domain: 'hivegate.example',
  account: 'alice',
  statement: 'Sign in to @demo-app.',
  uri: 'https://hivegate.example',
  keyRole: 'posting',
  app: 'demo-app',
  returnsTo: 'https://demo.example/callback?x=1',
  chainId: 'beeab0de00000000000000000000000000000000000000000000000000000000',
  nonce: 'n0nce',
  issuedAt: '2026-11-25T10:00:00.000Z',
  expiresAt: '2026-11-25T10:05:00.000Z',
};

describe('the sign-in message (core/signIn/signInMessage.ts, issue 27 §4)', () => {
  it('says on separate lines what a careful user checks, in the documented order', () => {
    expect(formatSignInMessage(message).split('\n')).to.deep.equal([
      'hivegate.example wants you to sign in with your Hive account:',
      '@alice',
      '',
      'Sign in to @demo-app.',
      '',
      'URI: https://hivegate.example',
      'Key role: posting',
      'App: @demo-app',
      'Returns to: https://demo.example/callback?x=1',
      'Chain ID: beeab0de00000000000000000000000000000000000000000000000000000000',
      'Nonce: n0nce',
      'Issued At: 2026-11-25T10:00:00.000Z',
      'Expiration Time: 2026-11-25T10:05:00.000Z',
    ]);
  });

  it('reads back what it wrote, with or without the optional lines and the account', () => {
    expect(parseSignInMessage(formatSignInMessage(message))).to.deep.equal(message);
    const { account: _a, app: _b, returnsTo: _c, ...bare } = message;
    const device = { ...bare, deviceCode: 'BCDF-GHJK' };
    const text = formatSignInMessage(device);
    expect(text.split('\n')[1]).to.equal('(the account you choose in your wallet)');
    expect(parseSignInMessage(text)).to.deep.equal(device);
  });

  it('refuses anything out of format: a field missing, repeated, out of order or unknown, a bad account, a changed header', () => {
    const lines = formatSignInMessage(message).split('\n');
    const without = (label: string) => lines.filter((l) => !l.startsWith(label)).join('\n');
    const swapped = [...lines];
    [swapped[5], swapped[6]] = [swapped[6], swapped[5]];
    for (const text of [
      without('Nonce: '),
      without('Chain ID: '),
      without('Expiration Time: '),
      [...lines, 'Nonce: again'].join('\n'),
      swapped.join('\n'),
      [...lines.slice(0, 6), 'Resources: x', ...lines.slice(6)].join('\n'),
      ['evil.example wants you to sign in:', ...lines.slice(1)].join('\n'),
      [lines[0], '@Alice!', ...lines.slice(2)].join('\n'),
      lines.join('\r\n'),
      formatSignInMessage(message).replace('Key role: posting', 'Key role: memo'),
      formatSignInMessage(message) + '\n',
      'hivegate: sign in @alice to @demo-app #1',
    ]) {
      expect(parseSignInMessage(text), text).to.equal(undefined);
    }
  });
});
