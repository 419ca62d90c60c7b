import type { Page } from 'playwright-core';
import type { FakeKeychainKeys } from './fakeKeychain';

/*
 * A fake PeakVault (`window.peakvault`), written from the calls Aioha's provider makes
 * (aioha-hive/aioha src/providers/peakvault.ts at 77b7a8e, lines 30, 145, 159, 172; the answer
 * shapes from src/lib/peakvault-types.ts):
 * - requestSignBuffer(account, keyRole, message) → Promise<{ success, account, result, publicKey }>,
 *   `result` the hex signature of SHA-256(message);
 * - requestSignTx(account, tx, keyRole) → Promise<{ success, account, result: signed tx }>;
 * - requestBroadcast(account, operations, keyRole) → Promise<{ success, account, result: { status, tx_id } }>;
 * - a refusal rejects with `{ success: false, account, error, message }`.
 * keyRole is Aioha's KeyTypes: 'posting' | 'active' | 'owner' | 'memo'. Like the extension, it holds
 * the keys and signs with its own copy of dhive (not the page's code), for the page's chain id.
 */
const FAKE_PEAKVAULT = String.raw`function (held) {
  const w = window;
  let decline = false;
  w.__declinePeakVault = () => (decline = true);
  const settings = () => JSON.parse(document.getElementById('page-data').textContent);
  const client = () => {
    const s = settings();
    return new w.dhive.Client(s.nodes, { chainId: s.chainId, addressPrefix: s.addressPrefix });
  };
  function keyOf(account, role) {
    if (!held[account]) throw { success: false, account, error: 'account_not_found', message: 'Account ' + account + ' is not in PeakVault.' };
    return w.dhive.PrivateKey.fromString(held[account][role === 'posting' ? 'posting' : 'active']);
  }
  async function answer(account, work) {
    await new Promise((r) => setTimeout(r, 10));
    if (decline) {
      decline = false;
      throw { success: false, account, error: 'user_cancel', message: 'Request was canceled by the user.' };
    }
    return { success: true, account, ...(await work()) };
  }
  w.peakvault = {
    requestSignBuffer(account, keyRole, message) {
      w.__recordWalletCall('requestSignBuffer ' + account + ' ' + keyRole);
      w.__recordWalletMessage(message);
      return answer(account, async () => {
        const key = keyOf(account, keyRole);
        return {
          result: key.sign(w.dhive.cryptoUtils.sha256(message)).toString(),
          publicKey: key.createPublic(settings().addressPrefix).toString(),
        };
      });
    },
    requestSignTx(account, tx, keyRole) {
      w.__recordWalletCall('requestSignTx ' + account + ' ' + keyRole + ' ' + JSON.stringify(tx.operations));
      return answer(account, async () => ({ result: client().broadcast.sign(tx, keyOf(account, keyRole)) }));
    },
    requestBroadcast(account, operations, keyRole) {
      w.__recordWalletCall('requestBroadcast ' + account + ' ' + keyRole);
      return answer(account, async () => {
        const r = await client().broadcast.sendOperations(operations, keyOf(account, keyRole));
        return { result: { status: 'ok', tx_id: r.id } };
      });
    },
  };
}`;

/**
 * Installs the fake PeakVault holding `keys` (account → its posting and active WIFs; give an
 * account another's keys to play a vault that signs with the wrong key). `declineNext()` answers
 * the next request as a user who pressed Cancel.
 */
export async function installFakePeakVault(
  page: Page,
  keys: FakeKeychainKeys,
): Promise<{ calls: string[]; messages: string[]; declineNext(): Promise<void> }> {
  const calls: string[] = [];
  const messages: string[] = [];
  await page.exposeFunction('__recordWalletCall', (call: string) => calls.push(call));
  await page.exposeFunction('__recordWalletMessage', (message: string) => messages.push(message));
  await page.addInitScript({ path: require.resolve('@hiveio/dhive/dist/dhive.js') });
  await page.addInitScript(`(${FAKE_PEAKVAULT})(${JSON.stringify(keys)})`);
  return {
    calls,
    messages,
    declineNext: () => page.evaluate<void>('window.__declinePeakVault()'),
  };
}
