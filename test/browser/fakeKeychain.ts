import type { Page } from 'playwright-core';
import type { BrowserWorld } from './browserFixture';

export interface FakeKeychainKeys {
  [account: string]: { posting: string; active: string };
}

/**
 * The fake extension as page script source (plain JavaScript: a function passed to
 * addInitScript would be compiled by tsx, whose esbuild wraps named inner functions in a
 * `__name` helper the page does not have).
 */
const FAKE_KEYCHAIN = String.raw`function (held) {
  const w = window;
  let decline = false;
  w.__declineKeychain = () => (decline = true);
  const client = () => {
    const s = JSON.parse(document.getElementById('page-data').textContent);
    return new w.dhive.Client(s.nodes, { chainId: s.chainId, addressPrefix: s.addressPrefix });
  };
  const keyOf = (user, role) => w.dhive.PrivateKey.fromString(held[user][role.toLowerCase() === 'posting' ? 'posting' : 'active']);
  async function send(operations, user, role) {
    const c = client();
    const props = await c.database.getDynamicGlobalProperties();
    const id = props.head_block_id;
    const prefix = parseInt(id.slice(14, 16) + id.slice(12, 14) + id.slice(10, 12) + id.slice(8, 10), 16);
    const expiration = new Date(Date.parse(props.time + 'Z') + 60000).toISOString().slice(0, 19);
    const tx = { ref_block_num: props.head_block_number & 0xffff, ref_block_prefix: prefix, expiration, operations, extensions: [] };
    return c.call('condenser_api', 'broadcast_transaction_synchronous', [c.broadcast.sign(tx, keyOf(user, role))]);
  }
  async function changeAuthority(user, member, role, weight) {
    const [account] = await client().database.getAccounts([user]);
    const field = role.toLowerCase();
    const authority = account[field];
    const others = authority.account_auths.filter(([name]) => name !== member);
    const auths = weight === null ? others : [...others, [member, weight]];
    auths.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    const updated = { weight_threshold: authority.weight_threshold, account_auths: auths, key_auths: authority.key_auths };
    const op = ['account_update', { account: user, [field]: updated, memo_key: account.memo_key, json_metadata: account.json_metadata }];
    return send([op], user, 'active');
  }
  function answer(callback, work, data) {
    if (decline) {
      decline = false;
      setTimeout(() => callback({ success: false, error: 'user_cancel', message: 'Request was canceled by the user.' }), 10);
      return;
    }
    work().then(
      (result) => callback({ success: true, result, data }),
      (error) => callback({ success: false, error: 'broadcast_error', message: String(error && error.message) }),
    );
  }
  w.hive_keychain = {
    // As the extension does, no user named lets the user choose: here the first account held.
    requestSignBuffer(user, message, role, callback) {
      w.__recordKeychainCall('requestSignBuffer ' + user + ' ' + role);
      w.__recordKeychainMessage(message);
      const signer = user || Object.keys(held)[0];
      answer(callback, async () => keyOf(signer, role).sign(w.dhive.cryptoUtils.sha256(message)).toString(), { username: signer, message });
    },
    requestAddAccountAuthority(user, member, role, weight, callback) {
      w.__recordKeychainCall('requestAddAccountAuthority ' + [user, member, role, weight].join(' '));
      answer(callback, () => changeAuthority(user, member, role, weight));
    },
    requestRemoveAccountAuthority(user, member, role, callback) {
      w.__recordKeychainCall('requestRemoveAccountAuthority ' + [user, member, role].join(' '));
      answer(callback, () => changeAuthority(user, member, role, null));
    },
    requestBroadcast(user, operations, role, callback) {
      w.__recordKeychainCall('requestBroadcast ' + [user, role, JSON.stringify(operations)].join(' '));
      answer(callback, () => send(operations, user, role));
    },
  };
}`;

/**
 * A fake Hive Keychain shaped like the extension's callback API, for the four requests the pages
 * make: requestSignBuffer, requestAddAccountAuthority, requestRemoveAccountAuthority and
 * requestBroadcast. Like the extension, it holds the keys itself, builds and signs the transaction
 * with dhive (its own copy, not the page's code) and broadcasts it to the node named in the
 * page data. `declineNext()` makes it answer the next request as a user who clicked "Cancel".
 * requestSignBuffer with no user signs as the first account it holds (the user's choice) and
 * answers its name in `data.username`, as the extension does; `messages` are the texts it signed.
 * Calls are reported through an exposed function, which outlives navigation.
 */
export async function installFakeKeychain(
  page: Page,
  keys: FakeKeychainKeys,
): Promise<{ calls: string[]; messages: string[]; declineNext(): Promise<void> }> {
  const calls: string[] = [];
  const messages: string[] = [];
  await page.exposeFunction('__recordKeychainCall', (call: string) => calls.push(call));
  await page.exposeFunction('__recordKeychainMessage', (message: string) => messages.push(message));
  // The extension brings its own Hive library; the pages no longer load dhive (issue 21 §8).
  await page.addInitScript({ path: require.resolve('@hiveio/dhive/dist/dhive.js') });
  await page.addInitScript(`(${FAKE_KEYCHAIN})(${JSON.stringify(keys)})`);
  return {
    calls,
    messages,
    declineNext: () => page.evaluate<void>('window.__declineKeychain()'),
  };
}

/** The posting and active keys of `names` on the world's chain, as the fake Keychain holds them. */
export const keysOf = (w: BrowserWorld, ...names: string[]): FakeKeychainKeys =>
  Object.fromEntries(
    names.map((name) => [
      name,
      { posting: w.keys(name).posting.private, active: w.keys(name).active.private },
    ]),
  );
