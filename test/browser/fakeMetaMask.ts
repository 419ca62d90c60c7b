import type { Page } from 'playwright-core';

/*
 * A fake MetaMask with the Hive Wallet snap (`window.ethereum`, EIP-1193 `request`), written from
 * the snap's RPC (openhive-network/metamask-snap src/rpc.ts, src/snap/signTransaction.ts) and
 * checked against the calls Aioha's provider makes (aioha-hive/aioha src/providers/metamask.ts at
 * 77b7a8e: lines 90–99 wallet_getSnaps / wallet_requestSnaps `{ [snapId]: { version } }`, 112–118
 * wallet_invokeSnap `{ snapId, request: { method, params } }`, 199–201 hive_getPublicKeys
 * `{ keys: [{ role, accountIndex }] }` → `{ publicKeys: [{ accountIndex, role, publicKey }] }`,
 * 352–356 hive_signTransaction `{ transaction: <HF26 JSON string>, keys, chainId }` →
 * `{ signatures }`). Like the snap, it reads the HF26 JSON (here turned back into legacy JSON and
 * signed with its own copy of dhive, for the chain id it is given), and a refusal is the snap's
 * `User denied the transaction` (or MetaMask's 4001 for the connection).
 */
const FAKE_METAMASK = String.raw`function (held, options) {
  const w = window;
  let decline = false;
  let connected = false;
  w.__declineMetaMask = () => (decline = true);
  const SNAP = 'npm:@hiveio/metamask-snap';
  const settings = () => JSON.parse(document.getElementById('page-data').textContent);
  const NAI = { '@@000000021': 'HIVE', '@@000000013': 'HBD', '@@000000037': 'VESTS' };
  function legacy(value) {
    if (Array.isArray(value)) return value.map(legacy);
    if (value === null || typeof value !== 'object') return value;
    if (Object.keys(value).length === 3 && value.nai in NAI) {
      const digits = value.amount.padStart(value.precision + 1, '0');
      return digits.slice(0, -value.precision) + '.' + digits.slice(-value.precision) + ' ' + NAI[value.nai];
    }
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, legacy(v)]));
  }
  const keyOf = (role) => w.dhive.PrivateKey.fromString(held[role]);
  async function snap(method, params) {
    w.__recordWalletCall(method + ' ' + JSON.stringify(params));
    if (method === 'hive_getPublicKeys')
      return { publicKeys: params.keys.map((k) => ({ accountIndex: k.accountIndex, role: k.role, publicKey: keyOf(k.role).createPublic(settings().addressPrefix).toString() })) };
    if (method === 'hive_signTransaction') {
      if (decline) { decline = false; throw { code: -32603, message: 'User denied the transaction' }; }
      const hf26 = JSON.parse(params.transaction);
      const tx = { ...hf26, operations: hf26.operations.map((op) => [op.type.replace(/_operation$/, ''), legacy(op.value)]) };
      const client = new w.dhive.Client(settings().nodes, { chainId: params.chainId, addressPrefix: settings().addressPrefix });
      return { signatures: params.keys.map((k) => client.broadcast.sign(tx, keyOf(k.role)).signatures[0]) };
    }
    throw { code: -32601, message: 'The method does not exist / is not available.' };
  }
  w.ethereum = {
    isMetaMask: true,
    async request({ method, params }) {
      await new Promise((r) => setTimeout(r, 10));
      if (!options.snaps && method.startsWith('wallet_')) throw { code: -32601, message: 'The method "' + method + '" does not exist / is not available.' };
      if (method === 'wallet_getSnaps' && options.refuses) throw { code: 4001, message: 'User rejected the request.' };
      if (method === 'wallet_getSnaps') return connected ? { [SNAP]: { id: SNAP, version: '1.7.0', enabled: true, blocked: false } } : {};
      if (method === 'wallet_requestSnaps') {
        w.__recordWalletCall('wallet_requestSnaps ' + JSON.stringify(params));
        if (decline) { decline = false; throw { code: 4001, message: 'User rejected the request.' }; }
        connected = true;
        return { [SNAP]: { id: SNAP, version: params[SNAP].version, enabled: true, blocked: false } };
      }
      if (method === 'wallet_invokeSnap') {
        if (!connected || params.snapId !== SNAP) throw { code: -32603, message: 'The snap is not connected' };
        return snap(params.request.method, params.request.params);
      }
      throw { code: 4200, message: 'Unsupported method' };
    },
  };
}`;

/** The snap's keys at account index 0: a WIF per role. */
export interface SnapKeys {
  posting: string;
  active: string;
  owner: string;
}

/**
 * `snaps: false`: a MetaMask that cannot run snaps (wallet_* methods unknown to it); `refuses`:
 * one whose user says no at once (a locked MetaMask whose unlock is dismissed: 4001 to wallet_getSnaps).
 */
export async function installFakeMetaMask(
  page: Page,
  keys: SnapKeys,
  options: { snaps?: boolean; refuses?: boolean } = {},
): Promise<{ calls: string[]; declineNext(): Promise<void> }> {
  const calls: string[] = [];
  await page.exposeFunction('__recordWalletCall', (call: string) => calls.push(call));
  await page.addInitScript({ path: require.resolve('@hiveio/dhive/dist/dhive.js') });
  await page.addInitScript(
    `(${FAKE_METAMASK})(${JSON.stringify(keys)}, ${JSON.stringify({ snaps: options.snaps ?? true, refuses: options.refuses ?? false })})`,
  );
  return { calls, declineNext: () => page.evaluate<void>('window.__declineMetaMask()') };
}
