import { randomId } from '../shared/crypto';
import { BACKCHANNEL_LOGOUT_EVENT } from '../tokens/openId';
import type { Clock } from '../ports/Clock';
import type { Logger } from '../ports/Logger';
import type { LogoutDelivery, LogoutQueue } from '../ports/LogoutQueue';
import type { LogoutOutcome, LogoutSender } from '../ports/LogoutSender';
import type { TokenSigner } from '../ports/TokenSigner';
import type { AppLoader } from '../apps/AppLoader';

export interface BackChannelOptions {
  /** How long a notice is tried before it is given up, ms. */
  retryForMs: number;
  /** The wait after the first failure, ms; it doubles after each. */
  firstRetryMs: number;
  /** The longest wait between two tries, ms. */
  maxRetryMs: number;
  /** How often due notices are looked for, ms (a new notice is sent at once as well). */
  pollMs: number;
  /** How long a claimed notice is left to its sender before another instance may try it, ms. */
  leaseMs: number;
  /** How long a logout token is valid, s: it is checked on arrival. */
  tokenSeconds: number;
}

export const DEFAULT_BACKCHANNEL: BackChannelOptions = {
  retryForMs: 24 * 3600_000,
  firstRetryMs: 5_000,
  maxRetryMs: 3600_000,
  pollMs: 5_000,
  leaseMs: 60_000,
  tokenSeconds: 120,
};

/** What became of one try: counted by the metrics. */
export type DeliveryResult = 'delivered' | 'retried' | 'gave_up';

/** A sign-in that ended. */
export interface EndedSignIn {
  sid: string;
  username: string;
  app: string;
}

/**
 * OpenID Connect Back-Channel Logout 1.0 (issue 25 §4): when a sign-in ends — sign-out, reuse
 * detection, removal by the user, the chain — an app whose profile names `backchannel_logout_uri`
 * receives a signed logout_token (iss, aud, iat, exp, jti, sub, sid, events) naming it. Notices
 * are queued in storage first (they survive a restart; any instance delivers them), sent at once,
 * and retried with doubling waits for `retryForMs`. The URI is only ever asked through the
 * LogoutSender's outbound rules; one they block is given up at once.
 */
export class BackChannelLogout {
  private timer?: ReturnType<typeof setInterval>;
  private delivering?: Promise<number>;
  private again = false;

  constructor(
    private readonly apps: AppLoader,
    private readonly queue: LogoutQueue,
    private readonly sender: LogoutSender,
    private readonly signer: TokenSigner,
    private readonly clock: Clock,
    private readonly logger: Logger,
    private readonly issuer: string,
    private readonly options: BackChannelOptions = DEFAULT_BACKCHANNEL,
    /** Told of every try's result (metrics). */
    private readonly observe: (result: DeliveryResult) => void = () => {},
  ) {}

  /** Queues a notice for the app of `ended` when its profile asks for them, and sends what is due. */
  async signInEnded(ended: EndedSignIn): Promise<void> {
    const app = await this.apps.app(ended.app).catch(() => undefined);
    if (!app?.backchannelLogoutUri) return;
    const now = this.clock.now();
    await this.queue.add({
      id: randomId(),
      ...ended,
      attempts: 0,
      nextAt: now,
      giveUpAt: now + this.options.retryForMs,
    });
    void this.deliverDue().catch(() => {}); // logged there; the poll tries again
  }

  /**
   * Sends every notice due now; answers how many were tried. One round at a time: asked during a
   * round, it runs one more after it (a notice queued meanwhile is not left for the next poll).
   */
  deliverDue(): Promise<number> {
    if (this.delivering) {
      this.again = true;
      return this.delivering;
    }
    this.delivering = (async () => {
      let tried = 0;
      do {
        this.again = false;
        tried += await this.deliverRound();
      } while (this.again);
      return tried;
    })().finally(() => (this.delivering = undefined));
    return this.delivering;
  }

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      this.deliverDue().catch((error: unknown) =>
        this.logger.warn({ err: error }, 'back-channel logout: delivery round failed'),
      );
    }, this.options.pollMs);
    this.timer.unref?.();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.delivering?.catch(() => {});
  }

  private async deliverRound(): Promise<number> {
    const due = await this.queue.claimDue(this.clock.now(), 20, this.options.leaseMs);
    await Promise.all(due.map((delivery) => this.deliver(delivery)));
    return due.length;
  }

  private async deliver(delivery: LogoutDelivery): Promise<void> {
    const app = await this.apps.app(delivery.app).catch(() => undefined);
    const uri = app?.backchannelLogoutUri;
    // An app that no longer asks for notices (or is gone) gets none.
    if (!app || !uri) return this.queue.remove(delivery.id);
    const iat = Math.floor(this.clock.now() / 1000);
    const token = await this.signer.signLogoutToken(
      {
        iss: this.issuer,
        aud: delivery.app,
        iat,
        exp: iat + this.options.tokenSeconds,
        jti: randomId(),
        sub: delivery.username,
        sid: delivery.sid,
        events: { [BACKCHANNEL_LOGOUT_EVENT]: {} },
      },
      app.idTokenAlg ?? 'RS256',
    );
    const outcome = await this.sender.send(uri, token);
    await this.settle(delivery, outcome);
  }

  private async settle(delivery: LogoutDelivery, outcome: LogoutOutcome): Promise<void> {
    if (outcome === 'delivered') {
      await this.queue.remove(delivery.id);
      return this.observe('delivered');
    }
    const attempts = delivery.attempts + 1;
    const wait = Math.min(this.options.maxRetryMs, this.options.firstRetryMs * 2 ** (attempts - 1));
    const nextAt = this.clock.now() + wait;
    if (outcome === 'blocked' || nextAt > delivery.giveUpAt) {
      await this.queue.remove(delivery.id);
      this.logger.warn(
        { app: delivery.app, attempts, outcome },
        'back-channel logout: notice given up',
      );
      return this.observe('gave_up');
    }
    await this.queue.postpone(delivery.id, attempts, nextAt);
    this.observe('retried');
  }
}
