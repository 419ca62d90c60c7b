import { randomUUID } from 'node:crypto';
import type { PrivateKey } from '@hiveio/dhive';
import type { AccountKeys } from './accountKeys';
import { readProofOfKey } from './proofOfKey';

/*
 * The routing of a HiveAuth relay (HAS), by the documented messages, without the WebSocket.
 * Enforces:
 * - a request (auth_req, sign_req, challenge_req) gets a fresh uuid and an expiry; it goes only to
 *   wallets registered for its account, now or when one registers before it expires;
 * - a wallet registers an account only with a Proof of Key from one of the account's keys on chain,
 *   made in the last 10 s (register_req → register_ack);
 * - an answer (…_ack/_nack/_err) is taken once, only from a wallet registered for the account,
 *   only with a Proof of Key of that request's uuid, and goes only to the app that asked;
 * - an app that lost its socket re-attaches by uuid (attach_req) and gets a stored answer again;
 * - expired requests are forgotten.
 * Held by devnet/test/hiveauth/relay.spec.ts.
 */

export interface Peer {
  send(message: object): void;
}

type Kind = 'auth' | 'sign' | 'challenge';

interface PendingRequest {
  uuid: string;
  kind: Kind;
  account: string;
  data: string;
  authKey?: string;
  expire: number;
  app?: Peer;
  answer?: Record<string, unknown>;
}

export interface RelayRouterOptions {
  timeoutMs: number;
  relayKey: PrivateKey;
  addressPrefix: string;
  /** Where registrations and proofs are checked against the chain. */
  accountKeys: AccountKeys;
  now?: () => number;
}

const ACCOUNT = /^[a-z][a-z0-9.-]{2,15}$/;
const REQUEST = /^(auth|sign|challenge)_req$/;
const ANSWER = /^(auth|sign|challenge)_(ack|nack|err)$/;
const REGISTER_WINDOW_MS = 10_000;
const MAX_DATA = 60_000;

export class RelayRouter {
  private readonly requests = new Map<string, PendingRequest>();
  private readonly wallets = new Map<Peer, Set<string>>();
  private readonly now: () => number;

  constructor(private readonly options: RelayRouterOptions) {
    this.now = options.now ?? Date.now;
  }

  get publicKey(): string {
    return this.options.relayKey.createPublic(this.options.addressPrefix).toString();
  }

  /** Requests still waiting or holding an answer. */
  get pending(): number {
    return this.requests.size;
  }

  greet(peer: Peer): void {
    peer.send({
      cmd: 'connected',
      server: 'hivegate-devnet-relay',
      socketid: randomUUID(),
      timeout: this.options.timeoutMs / 1000,
      ping_rate: 60,
      version: '1.0.0',
      protocol: 1,
    });
  }

  left(peer: Peer): void {
    this.wallets.delete(peer);
    for (const request of this.requests.values()) if (request.app === peer) request.app = undefined;
  }

  sweep(): void {
    const now = this.now();
    for (const [uuid, request] of this.requests)
      if (request.expire <= now) this.requests.delete(uuid);
  }

  async receive(peer: Peer, message: unknown): Promise<void> {
    const m = message as Record<string, unknown>;
    if (!m || typeof m !== 'object' || typeof m.cmd !== 'string')
      return peer.send({ cmd: 'error', error: 'invalid message' });
    if (REQUEST.test(m.cmd)) return this.request(peer, m.cmd.slice(0, -4) as Kind, m);
    if (ANSWER.test(m.cmd)) return this.answer(peer, m.cmd, m);
    switch (m.cmd) {
      case 'attach_req':
        return this.attach(peer, m);
      case 'key_req':
        return peer.send({ cmd: 'key_ack', key: this.publicKey });
      case 'register_req':
        return this.register(peer, m);
      case 'error':
        return; // a wallet reporting its own trouble: nothing to route
      default:
        return peer.send({ cmd: 'error', error: 'unknown cmd' });
    }
  }

  private request(app: Peer, kind: Kind, m: Record<string, unknown>): void {
    if (typeof m.account !== 'string' || !ACCOUNT.test(m.account))
      return app.send({ cmd: 'error', error: 'invalid payload (account)' });
    if (typeof m.data !== 'string' || !m.data || m.data.length > MAX_DATA)
      return app.send({ cmd: 'error', error: 'invalid payload (data)' });
    const request: PendingRequest = {
      uuid: randomUUID(),
      kind,
      account: m.account,
      data: m.data,
      expire: this.now() + this.options.timeoutMs,
      app,
      ...(typeof m.auth_key === 'string' ? { authKey: m.auth_key } : {}),
    };
    this.requests.set(request.uuid, request);
    app.send({
      cmd: `${kind}_wait`,
      uuid: request.uuid,
      expire: request.expire,
      account: request.account,
    });
    for (const [wallet, accounts] of this.wallets)
      if (accounts.has(request.account)) this.forward(wallet, request);
  }

  private forward(wallet: Peer, request: PendingRequest): void {
    const { kind, account, data, uuid, expire, authKey } = request;
    wallet.send({
      cmd: `${kind}_req`,
      account,
      data,
      uuid,
      expire,
      ...(authKey ? { auth_key: authKey } : {}),
    });
  }

  private attach(app: Peer, m: Record<string, unknown>): void {
    const request = typeof m.uuid === 'string' ? this.live(m.uuid) : undefined;
    if (!request) return app.send({ cmd: 'attach_nack', uuid: m.uuid });
    request.app = app;
    app.send({ cmd: 'attach_ack', uuid: request.uuid });
    if (request.answer) app.send(request.answer);
  }

  private async register(wallet: Peer, m: Record<string, unknown>): Promise<void> {
    const entries = Array.isArray(m.accounts) ? (m.accounts as Record<string, unknown>[]) : [];
    if (entries.length === 0)
      return wallet.send({ cmd: 'error', error: 'invalid payload (accounts)' });
    const names: string[] = [];
    for (const entry of entries) {
      const name = entry && typeof entry.name === 'string' ? entry.name : '';
      const problem = await this.checkProof(
        name,
        entry?.pok,
        (value) => Math.abs(this.now() - toMillis(value)) <= REGISTER_WINDOW_MS,
      );
      if (problem)
        return wallet.send({ cmd: 'error', error: `cannot register @${name || '?'}: ${problem}` });
      names.push(name);
    }
    const registered = this.wallets.get(wallet) ?? new Set<string>();
    this.wallets.set(wallet, registered);
    for (const name of names) {
      registered.add(name);
      wallet.send({ cmd: 'register_ack', account: name });
      for (const request of this.requests.values()) {
        if (request.account === name && !request.answer && request.expire > this.now())
          this.forward(wallet, request);
      }
    }
  }

  private async answer(wallet: Peer, cmd: string, m: Record<string, unknown>): Promise<void> {
    const request = typeof m.uuid === 'string' ? this.live(m.uuid) : undefined;
    if (!request)
      return wallet.send({ cmd: 'error', uuid: m.uuid, error: 'unknown or expired request' });
    if (!cmd.startsWith(`${request.kind}_`))
      return wallet.send({
        cmd: 'error',
        uuid: request.uuid,
        error: `not a ${request.kind} request`,
      });
    if (!this.wallets.get(wallet)?.has(request.account))
      return wallet.send({
        cmd: 'error',
        uuid: request.uuid,
        error: `not registered for @${request.account}`,
      });
    if (request.answer)
      return wallet.send({ cmd: 'error', uuid: request.uuid, error: 'request already answered' });
    const problem = await this.checkProof(
      request.account,
      m.pok,
      (value) => value === request.uuid,
    );
    if (problem) return wallet.send({ cmd: 'error', uuid: request.uuid, error: problem });
    if (request.answer) return; // another wallet answered while the proof was checked
    request.answer = {
      cmd,
      uuid: request.uuid,
      ...(typeof m.data === 'string' ? { data: m.data } : {}),
      ...(typeof m.error === 'string' ? { error: m.error } : {}),
      ...(cmd === 'sign_ack' && m.broadcast !== undefined ? { broadcast: m.broadcast } : {}),
    };
    request.app?.send(request.answer);
  }

  /** Why the proof does not show a key of `account` signed an acceptable value, or undefined when it does. */
  private async checkProof(
    account: string,
    pok: unknown,
    acceptable: (value: string) => boolean,
  ): Promise<string | undefined> {
    if (!ACCOUNT.test(account)) return 'invalid account name';
    const proof = readProofOfKey(pok, this.options.relayKey, this.options.addressPrefix);
    if (!proof) return 'invalid proof of key';
    if (!acceptable(proof.value)) return 'proof of key is stale or for another request';
    const keys = await this.options.accountKeys(account);
    if (!keys) return 'no such account';
    if (!keys.includes(proof.sender)) return 'proof of key is not from a key of the account';
    return undefined;
  }

  private live(uuid: string): PendingRequest | undefined {
    const request = this.requests.get(uuid);
    return request && request.expire > this.now() ? request : undefined;
  }
}

/** Registration proofs carry the time; wallets send milliseconds, the docs say UNIX time: take both. */
function toMillis(value: string): number {
  const n = Number(value);
  return n < 1e12 ? n * 1000 : n;
}
