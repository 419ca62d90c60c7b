import { expect } from 'chai';
import CryptoJS from 'crypto-js';
import fc from 'fast-check';

/** The consent page's HiveAuth client (web/src/hiveauth.ts), loaded as the browser would run it but in Node. */
import * as page from '../../../web/src/hiveauth';
import { decrypt, encrypt } from '../../../web/src/hiveauthCipher';

const text = fc.string({ unit: 'binary', maxLength: 200 });
const passphrase = fc.oneof(fc.uuid(), fc.string({ unit: 'binary', minLength: 1, maxLength: 40 }));

describe('HiveAuth: the page crypto (web/src/hiveauthCipher.ts) against CryptoJS', () => {
  it('decrypts what CryptoJS encrypted, and CryptoJS decrypts what it encrypted', async () => {
    await fc.assert(
      fc.asyncProperty(text, passphrase, async (plain, pass) => {
        expect(await decrypt(CryptoJS.AES.encrypt(plain, pass).toString(), pass)).to.equal(plain);
        expect(
          CryptoJS.AES.decrypt(await encrypt(plain, pass), pass).toString(CryptoJS.enc.Utf8),
        ).to.equal(plain);
      }),
      { numRuns: 40 },
    );
  });

  it('with the same salt, writes exactly the bytes CryptoJS writes', async () => {
    const pass = '9b0e2dc3-f574-4766-abdd-c429dce11284';
    const plain = '{"key_type":"posting","challenge":"hivegate: sign in @alice to @demo-app #x"}';
    const theirs = CryptoJS.AES.encrypt(plain, pass).toString();
    const salt = Buffer.from(theirs, 'base64').subarray(8, 16);
    expect(await encrypt(plain, pass, new Uint8Array(salt))).to.equal(theirs);
  });

  it('rejects a wrong passphrase', async () => {
    const ciphertext = CryptoJS.AES.encrypt('{"a":1}', 'right').toString();
    let failed = false;
    await decrypt(ciphertext, 'wrong').then(
      (plain) => (failed = plain !== '{"a":1}'),
      () => (failed = true),
    );
    expect(failed).to.equal(true);
  });

  it('builds the documented deep link (the example of the HiveAuth docs)', () => {
    const link = page.authLink({
      account: 'arcange',
      uuid: '9b0e2dc3-f574-4766-abdd-c429dce11284',
      key: '03f63469-5a35-47cb-a6b4-e8c4d3144cf9',
      host: 'wss://has.hiveauth.com',
    });
    expect(link).to.equal(
      'has://auth_req/eyJhY2NvdW50IjoiYXJjYW5nZSIsInV1aWQiOiI5YjBlMmRjMy1mNTc0LTQ3NjYtYWJkZC1jNDI5ZGNlMTEyODQiLCJrZXkiOiIwM2Y2MzQ2OS01YTM1LTQ3Y2ItYTZiNC1lOGM0ZDMxNDRjZjkiLCJob3N0Ijoid3NzOi8vaGFzLmhpdmVhdXRoLmNvbSJ9',
    );
  });
});
