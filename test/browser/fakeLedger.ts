import type { Page } from 'playwright-core';

/*
 * A fake Ledger with the Hive app, behind a fake WebUSB (`navigator.usb`), answering the Hive
 * app's APDU protocol (engrave's ledger-app-hive doc/COMMANDS.md, as the client library encodes it:
 * @aioha/ledger-app-hive lib/Hive.js) with software keys:
 * - CLA 0xD4; INS 0x06 GET_APP_VERSION → major, minor, patch;
 *   INS 0x02 GET_PUBLIC_KEY (data: the BIP-32 path, a count byte then 4-byte big-endian indexes)
 *   → [65][uncompressed public key][n][address as text, STM…];
 *   INS 0x10 SIGN_HASH (data: path, then a 32-byte digest) → 65-byte compact signature, once the
 *   user confirms on the device;
 *   INS 0x04 SIGN_TRANSACTION in chunks (P1 0x00 first with the path, 0x80 after; P2 0x80 while more
 *   follow, 0x00 last): the data is DER octet strings (tag 0x04) of the chain id, ref_block_num,
 *   ref_block_prefix, expiration, operation count, each serialized operation and the extensions
 *   count; the device signs SHA-256 of their values concatenated, once the user confirms;
 * - status words: 0x9000 ok, 0x6985 declined on the device, 0x6e01 when the Hive app is not open
 *   (the dashboard answers another CLA so).
 * The USB side is Ledger's HID framing over endpoint 3 (64-byte packets: channel, tag 0x05,
 * sequence, the APDU's length first), as @aioha/ledger-app-hive's lib/transport/web-usb.js and
 * hid-framing.js speak it. Checked against Aioha's provider (aioha-hive/aioha src/providers/ledger.ts
 * at 77b7a8e): TransportWebUSB.create() (line 192), getPublicKey(path, false) (92, 148),
 * signHash(sha256 hex, path) (231, 353), signTransaction(tx, path, chainId) (372), and its status
 * words 0x6985 and 0xb006 (lines 75–82).
 * The keys are held by path; an unknown path gets a key derived from the path, as a device would
 * have one there.
 */
const FAKE_LEDGER = String.raw`function (held, options) {
  const w = window;
  const state = { app: options.app, hold: options.hold, pending: [], noDevice: options.noDevice };
  w.__ledger = state;
  const settings = () => JSON.parse(document.getElementById('page-data').textContent);
  const P = 2n ** 256n - 2n ** 32n - 977n;
  const modPow = (b, e, m) => { let r = 1n; b %= m; while (e > 0n) { if (e & 1n) r = (r * b) % m; b = (b * b) % m; e >>= 1n; } return r; };
  function uncompressed(compressed) {
    const x = BigInt('0x' + Array.from(compressed.slice(1), (b) => b.toString(16).padStart(2, '0')).join(''));
    let y = modPow((x ** 3n + 7n) % P, (P + 1n) / 4n, P);
    if ((y & 1n) !== BigInt(compressed[0] & 1)) y = P - y;
    const hex = (n) => n.toString(16).padStart(64, '0');
    return Uint8Array.from((('04' + hex(x) + hex(y)).match(/../g)).map((h) => parseInt(h, 16)));
  }
  function readPath(data) {
    const n = data[0];
    const parts = [];
    for (let i = 0; i < n; i++) {
      const v = new DataView(data.buffer, data.byteOffset + 1 + 4 * i, 4).getUint32(0, false);
      parts.push((v & 0x7fffffff) + ((v & 0x80000000) ? "'" : ''));
    }
    return { path: 'm/' + parts.join('/'), rest: data.subarray(1 + 4 * n) };
  }
  const keyAt = (path) => held[path] ? w.dhive.PrivateKey.fromString(held[path]) : w.dhive.PrivateKey.fromSeed('ledger ' + path);
  const concat = (parts) => { const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0)); let o = 0; for (const p of parts) { out.set(p, o); o += p.length; } return out; };
  // dhive signs Buffers: its own Buffer, found through a value it makes.
  const buffer = (bytes) => w.dhive.cryptoUtils.sha256('').constructor.from(bytes);
  const sw = (code) => new Uint8Array([code >> 8, code & 0xff]);
  function derValues(data) {
    const values = [];
    for (let i = 0; i < data.length; ) {
      if (data[i] !== 0x04) throw new Error('not an octet string');
      let len = data[i + 1]; let at = i + 2;
      if (len & 0x80) { const n = len & 0x7f; len = 0; for (let k = 0; k < n; k++) len = (len << 8) | data[at + k]; at += n; }
      values.push(data.subarray(at, at + len)); i = at + len;
    }
    return values;
  }
  /** Waits for the user on the device: at once, or when the test confirms or declines. */
  function onDevice(what, sign) {
    w.__recordWalletCall('waiting ' + what);
    return new Promise((resolve) => {
      const answer = (yes) => resolve(yes ? concat([sign(), sw(0x9000)]) : sw(0x6985));
      if (state.hold) state.pending.push(answer); else answer(true);
    });
  }
  let txPath = null; let txData = [];
  async function apdu(bytes) {
    const [cla, ins, p1, p2, lc] = bytes;
    const data = bytes.subarray(5, 5 + lc);
    if (cla !== 0xd4 || state.app !== 'hive') return sw(0x6e01);
    if (ins === 0x06) return concat([new Uint8Array([1, 2, 0]), sw(0x9000)]);
    if (ins === 0x02) {
      const { path } = readPath(data);
      w.__recordWalletCall('getPublicKey ' + path);
      const pub = keyAt(path).createPublic('STM');
      const address = new TextEncoder().encode(pub.toString());
      return concat([new Uint8Array([65]), uncompressed(pub.key), new Uint8Array([address.length]), address, sw(0x9000)]);
    }
    if (ins === 0x10) {
      const { path, rest } = readPath(data);
      w.__recordWalletCall('signHash ' + path);
      return onDevice('signHash', () => keyAt(path).sign(buffer(rest.slice(0, 32))).toBuffer());
    }
    if (ins === 0x04) {
      if (p1 === 0x00) { const { path, rest } = readPath(data); txPath = path; txData = [rest.slice()]; }
      else txData.push(data.slice());
      if (p2 === 0x80) return sw(0x9000);
      const values = derValues(concat(txData));
      w.__recordWalletCall('signTransaction ' + txPath + ' ' + values.length + ' fields');
      const path = txPath;
      return onDevice('signTransaction', () => keyAt(path).sign(w.dhive.cryptoUtils.sha256(buffer(concat(values)))).toBuffer());
    }
    return sw(0x6d00);
  }
  // Ledger's HID framing over USB endpoint 3.
  let incoming = null; const outgoing = []; const readers = [];
  function frames(channel, response) {
    const data = concat([new Uint8Array([response.length >> 8, response.length & 0xff]), response]);
    const out = [];
    for (let seq = 0, at = 0; at < data.length; seq++) {
      const room = 64 - 5; const chunk = data.subarray(at, at + room); at += room;
      const frame = new Uint8Array(64);
      frame.set([channel >> 8, channel & 0xff, 0x05, seq >> 8, seq & 0xff]); frame.set(chunk, 5);
      out.push(frame);
    }
    return out;
  }
  function deliver(frame) { const reader = readers.shift(); if (reader) reader(frame); else outgoing.push(frame); }
  const device = {
    vendorId: 0x2c97, productId: 0x4011, productName: 'Nano S Plus (fake)', opened: false,
    configuration: null,
    configurations: [{ configurationValue: 1, interfaces: [{ interfaceNumber: 0, alternates: [{ interfaceClass: 3 }] }, { interfaceNumber: 2, alternates: [{ interfaceClass: 255 }] }] }],
    async open() { this.opened = true; },
    async close() { this.opened = false; },
    async reset() {},
    async selectConfiguration() { this.configuration = this.configurations[0]; },
    async claimInterface() {}, async releaseInterface() {},
    async transferOut(endpoint, block) {
      const b = new Uint8Array(block.buffer ? block.buffer.slice(block.byteOffset, block.byteOffset + block.byteLength) : block);
      const channel = (b[0] << 8) | b[1]; const seq = (b[3] << 8) | b[4];
      if (seq === 0) incoming = { channel, length: (b[5] << 8) | b[6], data: b.slice(7) };
      else incoming.data = concat([incoming.data, b.slice(5)]);
      if (incoming.data.length >= incoming.length) {
        const request = incoming; incoming = null;
        apdu(request.data.subarray(0, request.length)).then((response) => frames(request.channel, response).forEach(deliver));
      }
      return { status: 'ok', bytesWritten: b.length };
    },
    transferIn() {
      return new Promise((resolve) => {
        const give = (frame) => resolve({ status: 'ok', data: new DataView(frame.buffer) });
        if (outgoing.length) give(outgoing.shift()); else readers.push(give);
      });
    },
  };
  let allowed = false;
  const usb = new EventTarget();
  usb.getDevices = async () => (allowed ? [device] : []);
  usb.requestDevice = async (options) => {
    w.__recordWalletCall('requestDevice ' + JSON.stringify(options));
    if (state.noDevice) throw new DOMException('No device selected.', 'NotFoundError');
    allowed = true;
    return device;
  };
  Object.defineProperty(Navigator.prototype, 'usb', { get: () => usb, configurable: true });
}`;

export interface FakeLedger {
  calls: string[];
  confirm(): Promise<void>;
  decline(): Promise<void>;
  /** The dashboard instead of the Hive app (`'dashboard'`), or the Hive app (`'hive'`). */
  openApp(app: 'hive' | 'dashboard'): Promise<void>;
}

/** The user's answer on the device, once the device asks. */
async function answer(page: Page, yes: boolean): Promise<void> {
  // A function, not a string: the page's CSP forbids eval.
  await page.waitForFunction(
    () => (window as unknown as { __ledger: { pending: unknown[] } }).__ledger.pending.length > 0,
  );
  await page.evaluate((answer) => {
    const ledger = (window as unknown as { __ledger: { pending: ((yes: boolean) => void)[] } })
      .__ledger;
    ledger.pending.shift()!(answer);
  }, yes);
}

/** `keys`: BIP-32 path (m/48'/13'/role'/account'/0') → WIF. */
export async function installFakeLedger(
  page: Page,
  keys: Record<string, string>,
  /** `hold`: each signature waits for `confirm()` or `decline()`, as a user reading the device. */
  options: { app?: 'hive' | 'dashboard'; hold?: boolean; noDevice?: boolean } = {},
): Promise<FakeLedger> {
  const calls: string[] = [];
  await page.exposeFunction('__recordWalletCall', (call: string) => calls.push(call));
  await page.addInitScript({ path: require.resolve('@hiveio/dhive/dist/dhive.js') });
  // One script: the order of several init scripts is not defined.
  const settings = {
    app: options.app ?? 'hive',
    hold: Boolean(options.hold),
    // The browser's device list closed with nothing chosen (or no Ledger plugged in).
    noDevice: Boolean(options.noDevice),
  };
  await page.addInitScript(
    `(${FAKE_LEDGER})(${JSON.stringify(keys)}, ${JSON.stringify(settings)})`,
  );
  return {
    calls,
    confirm: () => answer(page, true),
    decline: () => answer(page, false),
    openApp: (app) => page.evaluate<void>(`void (window.__ledger.app = ${JSON.stringify(app)})`),
  };
}

/** The paths of the first Hive account on a Ledger, holding `keys` (a demo account's). */
export function ledgerPaths(
  keys: { owner: { private: string }; active: { private: string }; posting: { private: string } },
  account = 0,
): Record<string, string> {
  return {
    [`m/48'/13'/0'/${account}'/0'`]: keys.owner.private,
    [`m/48'/13'/1'/${account}'/0'`]: keys.active.private,
    [`m/48'/13'/4'/${account}'/0'`]: keys.posting.private,
  };
}
