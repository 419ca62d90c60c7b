import { expect } from 'chai';
import CryptoJS from 'crypto-js';
import fc from 'fast-check';
import { decryptCryptoJs, encryptCryptoJs } from '../../hiveauth/cryptojsAes';

/** The salt CryptoJS chose, read back from its OpenSSL-format output. */
function saltOf(ciphertext: string): Buffer {
  return Buffer.from(ciphertext, 'base64').subarray(8, 16);
}

const text = fc.string({ unit: 'binary', maxLength: 200 });
const passphrase = fc.oneof(fc.uuid(), fc.string({ unit: 'binary', minLength: 1, maxLength: 40 }));

describe('HiveAuth: CryptoJS passphrase AES with node:crypto', () => {
  it('decrypts what CryptoJS.AES.encrypt produced', () => {
    fc.assert(
      fc.property(text, passphrase, (plain, pass) => {
        expect(decryptCryptoJs(CryptoJS.AES.encrypt(plain, pass).toString(), pass)).to.equal(plain);
      }),
      { numRuns: 60 },
    );
  });

  it('produces what CryptoJS.AES.decrypt reads', () => {
    fc.assert(
      fc.property(text, passphrase, (plain, pass) => {
        expect(
          CryptoJS.AES.decrypt(encryptCryptoJs(plain, pass), pass).toString(CryptoJS.enc.Utf8),
        ).to.equal(plain);
      }),
      { numRuns: 60 },
    );
  });

  it('with the same salt, writes exactly the bytes CryptoJS writes', () => {
    const pass = '03f63469-5a35-47cb-a6b4-e8c4d3144cf9';
    const plain = JSON.stringify({
      app: { name: 'hivegate' },
      challenge: { key_type: 'posting', challenge: 'sign in @alice ✓' },
    });
    const theirs = CryptoJS.AES.encrypt(plain, pass).toString();
    expect(theirs.startsWith('U2FsdGVkX1')).to.equal(true); // base64 of "Salted__"
    expect(encryptCryptoJs(plain, pass, saltOf(theirs))).to.equal(theirs);
  });

  it('refuses a wrong passphrase and text that is not in the format', () => {
    const ciphertext = encryptCryptoJs('{"hello":"wallet"}', 'right-key');
    expect(() => decryptCryptoJs(ciphertext, 'wrong-key')).to.throw();
    expect(() =>
      decryptCryptoJs(Buffer.from('not salted at all, not at all').toString('base64'), 'right-key'),
    ).to.throw(/Not a CryptoJS/);
  });
});
