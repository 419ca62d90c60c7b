import { randomId, sha256Hex } from '../shared/crypto';
import {
  DEVICE_CODE_LIFETIME_SECONDS,
  DEVICE_POLL_INTERVAL_SECONDS,
  DEVICE_SLOW_DOWN_SECONDS,
  displayUserCode,
  newUserCode,
  normalizeUserCode,
} from './deviceCode';
import type { DPoPRequest } from '../tokens/dpop';
import type { LimitChoice, PostingLimits } from '../limits/postingLimits';
import { grantFor } from './scope';
import { Errors } from '../errors';
import type { Clock } from '../ports/Clock';
import type { DeviceRequests, DeviceState } from '../ports/DeviceRequests';
import type { AppLoader } from '../apps/AppLoader';
import type { AuthorizeUseCase, SignedRequest } from './AuthorizeUseCase';
import type { ClientAuthenticator, ClientCredentials } from './ClientAuthenticator';
import type { ConsentAnswer, ConsentUseCase } from './ConsentUseCase';
import { idTokenOptions } from './idTokenOptions';
import { standardAnswer, type OpenIdTokenAnswer } from './OpenIdTokenUseCase';
import type { TokenChecks } from './TokenChecks';
import type { SignInLifeCycle } from './SignInLifeCycle';

/** What a device asks for at /api/oauth2/device_authorization. */
export interface DeviceStartInput {
  client: ClientCredentials;
  scope: string[];
  limits?: PostingLimits;
}

/** RFC 8628 §3.2's answer. */
export interface DeviceAuthorization {
  device_code: string;
  user_code: string;
  verification_uri: string;
  verification_uri_complete: string;
  expires_in: number;
  interval: number;
}

/** The user's signed yes at /device: a signed challenge for the request's app. */
export type DeviceApproval = Omit<SignedRequest, 'clientId' | 'scope' | 'limits'> & {
  userCode: string;
};

/** The page the user answers on: the request and what it will grant, in the consent page's words. */
export interface DevicePrompt {
  userCode: string;
  consent: ConsentAnswer;
  scope: string[];
}

/** Attempts to find a free user code before giving up (a collision is rare: 20^8 codes). */
const USER_CODE_TRIES = 5;

/**
 * The device authorization grant (RFC 8628, issue 27 §1). Enforces:
 * - a device starts only as an authenticated client (as at the token endpoint) with a grantable scope;
 * - the device code is unguessable and stored only as its SHA-256; the user code lives
 *   DEVICE_CODE_LIFETIME_SECONDS and is answered once, by a signature that passes every check a
 *   sign-in does (AuthorizeUseCase.signedGrant: challenge, key, posting grant, limits) or a refusal;
 * - polling: the same client only; a DPoP proof, when sent, is judged first (before the poll counts),
 *   and the pair is bound to its key; sooner than the interval → slow_down and a longer interval;
 *   then authorization_pending, access_denied or expired_token; an approval yields the pair once
 *   (the device code is then spent, and any later poll is invalid_grant).
 * test/usecases/DeviceFlow.spec.ts holds each of these.
 */
export class DeviceFlowUseCase {
  constructor(
    private readonly apps: AppLoader,
    private readonly requests: DeviceRequests,
    private readonly authorize: AuthorizeUseCase,
    private readonly checks: TokenChecks,
    private readonly signInLife: SignInLifeCycle,
    private readonly clients: ClientAuthenticator,
    private readonly clock: Clock,
    /** Where the user goes: `{issuer}/device`. */
    private readonly verificationUri: string,
    /** What the request will grant, in the consent page's terms. */
    private readonly consent: ConsentUseCase,
  ) {}

  async start(input: DeviceStartInput): Promise<DeviceAuthorization> {
    const app = await this.clients.authenticate(input.client);
    grantFor(input.scope, input.limits); // a scope no sign-in can grant is refused now, not at /device
    const deviceCode = randomId(32);
    const now = this.clock.now();
    for (let attempt = 0; attempt < USER_CODE_TRIES; attempt++) {
      const userCode = newUserCode();
      const saved = await this.requests.save(
        {
          deviceCodeHash: sha256Hex(deviceCode),
          userCode,
          clientId: app.username,
          scope: input.scope,
          ...(input.limits ? { limits: input.limits } : {}),
          expiresAt: now + DEVICE_CODE_LIFETIME_SECONDS * 1000,
          interval: DEVICE_POLL_INTERVAL_SECONDS,
        },
        now,
      );
      if (!saved) continue;
      const shown = displayUserCode(userCode);
      return {
        device_code: deviceCode,
        user_code: shown,
        verification_uri: this.verificationUri,
        verification_uri_complete: `${this.verificationUri}?user_code=${shown}`,
        expires_in: DEVICE_CODE_LIFETIME_SECONDS,
        interval: DEVICE_POLL_INTERVAL_SECONDS,
      };
    }
    throw Errors.storageUnreachable();
  }

  /** What the user is asked at /device for the code they typed (or arrived with). */
  async prompt(typed: string): Promise<DevicePrompt> {
    const { request } = await this.unanswered(typed);
    return {
      userCode: displayUserCode(request.userCode),
      consent: await this.consent.of(request.clientId, request.scope, request.limits),
      scope: request.scope,
    };
  }

  /** The user signed: the request is approved with the grant the signature earned. */
  async approve(
    input: DeviceApproval,
  ): Promise<{ username: string; app: string; limits_in_force?: LimitChoice }> {
    const { request } = await this.unanswered(input.userCode);
    const grant = await this.authorize.signedGrant(
      {
        ...input,
        clientId: request.clientId,
        scope: request.scope,
        ...(request.limits ? { limits: request.limits } : {}),
      },
      { deviceCode: displayUserCode(request.userCode) },
    );
    if (!(await this.requests.answer(request.userCode, { approved: grant })))
      throw Errors.userCodeAnswered();
    // As the consent page's answer does: what the user set on the app, now the signature proved them.
    const limits = await this.signInLife.limitsSetOn(grant);
    return { username: grant.sub, app: grant.app, ...(limits ? { limits_in_force: limits } : {}) };
  }

  /** The user refused. */
  async deny(typed: string): Promise<void> {
    const { request } = await this.unanswered(typed);
    if (!(await this.requests.answer(request.userCode, { denied: true })))
      throw Errors.userCodeAnswered();
  }

  /** The token endpoint's `urn:ietf:params:oauth:grant-type:device_code`. */
  async exchange(input: {
    deviceCode: string;
    client: ClientCredentials;
    dpop?: DPoPRequest;
  }): Promise<OpenIdTokenAnswer> {
    const app = await this.clients.authenticate(input.client);
    const jkt = await this.checks.proofKey(input.dpop);
    const hash = sha256Hex(input.deviceCode);
    const now = this.clock.now();
    const polled = await this.requests.poll(hash, app.username, now, DEVICE_SLOW_DOWN_SECONDS);
    // Another client's device code is as unknown to this client as a made-up one.
    if (!polled) throw Errors.deviceCodeNotValid();
    const { request, answer, tooEarly } = polled;
    if (request.expiresAt <= now) throw Errors.deviceCodeExpired();
    if (tooEarly) throw Errors.deviceSlowDown(request.interval);
    if (!answer) throw Errors.devicePending();
    if ('denied' in answer) throw Errors.deviceDenied();
    if (!(await this.requests.take(hash))) throw Errors.deviceCodeNotValid();
    const options = {
      ...(await idTokenOptions(this.apps, app, answer.approved)),
      publicClient: input.client.method === 'none',
      ...(jkt !== undefined ? { jkt } : {}),
    };
    const tokens = await this.signInLife.startSignIn(answer.approved, options);
    return standardAnswer(tokens, answer.approved);
  }

  /** The live, unanswered request with this user code, or a refusal that says which it is not. */
  private async unanswered(typed: string): Promise<DeviceState> {
    const userCode = normalizeUserCode(typed);
    const state = userCode === undefined ? undefined : await this.requests.byUserCode(userCode);
    if (!state || state.request.expiresAt <= this.clock.now()) throw Errors.userCodeNotValid();
    if (state.answer) throw Errors.userCodeAnswered();
    return state;
  }
}
