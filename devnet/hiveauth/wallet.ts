import { Client, PrivateKey, cryptoUtils } from '@hiveio/dhive';
import type { Operation } from '@hiveio/dhive';
import { WebSocket } from 'ws';
import { socketText } from './socketText';
import { readAuthLink } from './authLink';
import { decryptCryptoJs, encryptCryptoJs } from './cryptojsAes';
import { makeProofOfKey } from './proofOfKey';

/*
 * A headless HiveAuth wallet (PKSA) for tests and demos, after hiveauth/hive-auth-pksa: it connects
 * to a relay, registers its accounts with a Proof of Key, learns each sign-in's auth_key from the
 * scanned has://auth_req/ link (as a phone does from the QR code), and approves or rejects
 * auth_req, challenge_req and sign_req. Behaviours:
 * - an auth_req waits until its link is scanned (the relay may deliver it first);
 * - challenge_req and sign_req are taken only under an auth_key this wallet approved, with a nonce
 *   greater than the last one (replay);
 * - a dropped relay socket is reopened and the accounts registered again;
 * - sign_req is broadcast to `node` with the key of its key_type, when the wallet holds it.
 */

export type KeyRole = 'posting' | 'active' | 'memo';

export interface WalletAccount {
  name: string;
  /** WIF private keys; the lowest one held also makes the Proofs of Key. */
  keys: Partial<Record<KeyRole, string>>;
}

export interface HeadlessWalletOptions {
  relay: string;
  accounts: WalletAccount[];
  /** What the user answers to every request; approve by default. */
  decision?: 'approve' | 'reject';
  /** Test double of a lying wallet: signs challenges with this key, still reporting the account's own public key. */
  signChallengesWith?: string;
  /** Where sign_req transactions go. */
  node?: { url: string; chainId: string; addressPrefix: string };
  addressPrefix?: string;
  name?: string;
  onEvent?: (event: WalletEvent) => void;
}

export type WalletEvent =
  | { type: 'registered'; account: string }
  | { type: 'answered'; cmd: string; uuid: string; account: string }
  | { type: 'relay-error'; error: string };

export interface HeadlessWallet {
  /** Resolves once every account is registered with the relay. */
  ready: Promise<void>;
  /** Hands the wallet a has://auth_req/ link, as scanning the QR code does. */
  scan(link: string): void;
  /** Every event so far. */
  events: WalletEvent[];
  /** Resolves with the first event (past or future) that `match` accepts. */
  waitFor(match: (event: WalletEvent) => boolean): Promise<WalletEvent>;
  close(): Promise<void>;
}

interface Auth {
  account: string;
  key: string;
  expire: number;
  nonce: number;
}

/** A request as the relay forwards it (its fields by command: absent ones read as undefined). */
interface Message {
  cmd?: string;
  uuid: string;
  account: string;
  /** The encrypted payload. */
  data: string;
  expire: number;
  key?: string;
  error?: unknown;
}

/** A request's decrypted payload. */
interface Payload {
  challenge?: unknown;
  key_type?: unknown;
  nonce?: unknown;
  broadcast?: unknown;
  ops?: unknown;
}

/** A relay message's fields, read as strings and numbers; anything else fails the checks that use it. */
function messageOf(raw: string): Message {
  const value = JSON.parse(raw) as Record<string, unknown>;
  const text = (key: string) => (typeof value[key] === 'string' ? value[key] : '');
  return {
    ...value,
    cmd: typeof value.cmd === 'string' ? value.cmd : undefined,
    uuid: text('uuid'),
    account: text('account'),
    data: text('data'),
    expire: typeof value.expire === 'number' ? value.expire : 0,
  };
}

const ROLES_LOWEST_FIRST: KeyRole[] = ['memo', 'posting', 'active'];
const AUTH_DAYS = 1;

export function startHeadlessWallet(options: HeadlessWalletOptions): HeadlessWallet {
  const prefix = options.addressPrefix ?? 'STM';
  const decision = options.decision ?? 'approve';
  const accounts = new Map(options.accounts.map((a) => [a.name, a]));
  const links = new Map<string, string>(); // request uuid → auth_key
  const unscanned = new Map<string, Message>(); // auth_req waiting for its link
  const auths: Auth[] = [];
  const events: WalletEvent[] = [];
  const watchers: { match: (e: WalletEvent) => boolean; resolve: (e: WalletEvent) => void }[] = [];
  let socket: WebSocket;
  let closing = false;
  let relayKey = '';

  const emit = (event: WalletEvent) => {
    events.push(event);
    options.onEvent?.(event);
    for (const w of [...watchers])
      if (w.match(event)) {
        watchers.splice(watchers.indexOf(w), 1);
        w.resolve(event);
      }
  };
  const send = (message: Record<string, unknown>) =>
    socket.readyState === WebSocket.OPEN && socket.send(JSON.stringify(message));
  const proof = (account: string, value: string) =>
    makeProofOfKey(lowestKey(accounts.get(account)!), relayKey, value);
  const answer = (cmd: string, request: Message, fields: Record<string, unknown>) => {
    send({ cmd, uuid: request.uuid, ...fields, pok: proof(request.account, request.uuid) });
    emit({ type: 'answered', cmd, uuid: request.uuid, account: request.account });
  };

  // Like the reference PKSA, reconnect (and register again) when the relay drops the socket.
  const ready = new Promise<void>((resolve, reject) => {
    const waiting = new Set(accounts.keys());
    let first = true;
    const open = () => {
      socket = new WebSocket(options.relay);
      socket.on('error', (error) => first && reject(error));
      socket.on('open', () => (first = false));
      socket.on('close', () => !closing && !first && setTimeout(() => !closing && open(), 200));
      socket.on('message', (raw) => {
        let message: Message;
        try {
          message = messageOf(socketText(raw));
        } catch {
          return;
        }
        if (message.cmd === 'register_ack') {
          waiting.delete(message.account);
          emit({ type: 'registered', account: message.account });
          if (waiting.size === 0) resolve();
        }
        handle(message).catch((error: unknown) =>
          emit({ type: 'relay-error', error: String(error) }),
        );
      });
    };
    open();
  });
  ready.catch(() => undefined);

  async function handle(message: Message): Promise<void> {
    switch (message.cmd) {
      case 'connected':
        return void send({ cmd: 'key_req' });
      case 'key_ack':
        relayKey = String(message.key);
        return void send({
          cmd: 'register_req',
          app: options.name ?? 'hivegate headless wallet',
          accounts: [...accounts.keys()].map((name) => ({
            name,
            pok: proof(name, String(Date.now())),
          })),
        });
      case 'error':
        return emit({ type: 'relay-error', error: String(message.error) });
      case 'auth_req':
        if (!accounts.has(message.account) || message.expire <= Date.now()) return;
        return authRequest(message);
      case 'challenge_req':
        return challengeRequest(message);
      case 'sign_req':
        return signRequest(message);
    }
  }

  function authRequest(request: Message): void {
    const key = links.get(request.uuid);
    if (!key) return void unscanned.set(request.uuid, request);
    links.delete(request.uuid);
    let data: Payload;
    try {
      data = JSON.parse(decryptCryptoJs(request.data, key)) as Payload;
    } catch {
      return; // not for this link's key
    }
    if (decision === 'reject')
      return answer('auth_nack', request, { data: encryptCryptoJs(request.uuid, key) });
    const expire = Date.now() + AUTH_DAYS * 86_400_000;
    const ack: Record<string, unknown> = { expire };
    if (data.challenge && typeof data.challenge === 'object') {
      const signed = signChallenge(request.account, data.challenge);
      if (!signed) return answer('auth_err', request, { error: 'The wallet holds no such key' });
      ack.challenge = signed;
    }
    auths.push({ account: request.account, key, expire, nonce: 0 });
    answer('auth_ack', request, { data: encryptCryptoJs(JSON.stringify(ack), key) });
  }

  /** `{pubkey, challenge}` as the reference PKSA answers: hex signature of sha256(challenge). */
  function signChallenge(
    account: string,
    challenge: Payload,
  ): { pubkey: string; challenge: string } | undefined {
    const wif = accounts.get(account)!.keys[challenge.key_type as KeyRole];
    if (!wif || typeof challenge.challenge !== 'string') return undefined;
    const own = PrivateKey.fromString(wif);
    const signer = options.signChallengesWith
      ? PrivateKey.fromString(options.signChallengesWith)
      : own;
    return {
      pubkey: own.createPublic(prefix).toString(),
      challenge: signer.sign(cryptoUtils.sha256(challenge.challenge)).toString(),
    };
  }

  /** The approved auth whose key decrypts the request, and the payload; undefined when none does or it is a replay. */
  function openUnderAuth(request: Message): { auth: Auth; data: Payload } | undefined {
    for (const auth of auths) {
      if (auth.account !== request.account || auth.expire <= Date.now()) continue;
      let data: Payload;
      try {
        data = JSON.parse(decryptCryptoJs(request.data, auth.key)) as Payload;
      } catch {
        continue;
      }
      if (!(Number(data.nonce) > auth.nonce)) return undefined;
      auth.nonce = Number(data.nonce);
      return { auth, data };
    }
    return undefined;
  }

  function challengeRequest(request: Message): void {
    const opened = openUnderAuth(request);
    if (!opened) return;
    const { auth, data } = opened;
    if (decision === 'reject')
      return answer('challenge_nack', request, { data: encryptCryptoJs(request.uuid, auth.key) });
    const signed = signChallenge(request.account, data);
    if (!signed)
      return answer('challenge_err', request, {
        error: encryptCryptoJs('The wallet holds no such key', auth.key),
      });
    answer('challenge_ack', request, { data: encryptCryptoJs(JSON.stringify(signed), auth.key) });
  }

  async function signRequest(request: Message): Promise<void> {
    const opened = openUnderAuth(request);
    if (!opened) return;
    const { auth, data } = opened;
    const fail = (text: string) =>
      answer('sign_err', request, { error: encryptCryptoJs(text, auth.key) });
    if (decision === 'reject')
      return answer('sign_nack', request, { data: encryptCryptoJs(request.uuid, auth.key) });
    const wif = accounts.get(request.account)!.keys[data.key_type as KeyRole];
    if (!wif)
      return fail(`The wallet holds no ${String(data.key_type)} key of @${request.account}`);
    if (!data.broadcast || !options.node) return fail('This wallet only signs and broadcasts');
    try {
      const client = new Client(options.node.url, {
        chainId: options.node.chainId,
        addressPrefix: options.node.addressPrefix,
        timeout: 15_000,
        failoverThreshold: 0,
      });
      const result = await client.broadcast.sendOperations(
        data.ops as Operation[],
        PrivateKey.fromString(wif),
      );
      answer('sign_ack', request, { data: result.id, broadcast: true });
    } catch (error) {
      fail(error instanceof Error ? error.message : String(error));
    }
  }

  return {
    ready,
    events,
    scan(link) {
      const payload = readAuthLink(link);
      if (!accounts.has(payload.account))
        throw new Error(`This wallet holds no keys of @${payload.account}`);
      if (payload.host.replace(/\/+$/, '') !== options.relay.replace(/\/+$/, ''))
        throw new Error(`The link is for the relay ${payload.host}, not ${options.relay}`);
      links.set(payload.uuid, payload.key);
      const request = unscanned.get(payload.uuid);
      if (request) {
        unscanned.delete(payload.uuid);
        authRequest(request);
      }
    },
    waitFor(match) {
      const seen = events.find(match);
      return seen
        ? Promise.resolve(seen)
        : new Promise((resolve) => watchers.push({ match, resolve }));
    },
    close: () =>
      new Promise((resolve) => {
        closing = true;
        if (socket.readyState === WebSocket.CLOSED) return resolve();
        socket.once('close', () => resolve());
        socket.terminate();
      }),
  };
}

function lowestKey(account: WalletAccount): string {
  const role = ROLES_LOWEST_FIRST.find((r) => account.keys[r]);
  if (!role) throw new Error(`No key of @${account.name}`);
  return account.keys[role]!;
}
