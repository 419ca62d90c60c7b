import type { Grant } from '../tokens/grant';
import type { PostingLimits } from '../limits/postingLimits';

/** What a device asked for (RFC 8628 §3.1). Times in ms since the epoch. */
export interface DeviceRequest {
  /** SHA-256 (hex) of the device code: the code itself is never stored. */
  deviceCodeHash: string;
  /** The user code as stored, without its dash. */
  userCode: string;
  clientId: string;
  scope: string[];
  limits?: PostingLimits;
  expiresAt: number;
  /** Seconds the device must wait between polls; each slow_down adds to it. */
  interval: number;
}

/** The user's answer at /device: the grant they signed for, or a refusal. */
export type DeviceAnswer = { approved: Grant } | { denied: true };

/** A request with the user's answer, once given. */
export interface DeviceState {
  request: DeviceRequest;
  answer?: DeviceAnswer;
}

/**
 * Device authorization requests between the device's start and its tokens, shared by every
 * instance: a user may answer on one instance while the device polls another.
 */
export interface DeviceRequests {
  /** Stores a new request (forgetting expired ones); false when its user code is already taken. */
  save(request: DeviceRequest, now: number): Promise<boolean>;

  /** The live or expired request with this user code, with its answer. */
  byUserCode(userCode: string): Promise<DeviceState | undefined>;

  /** Records the user's answer, once: false when the request is gone or already answered. */
  answer(userCode: string, answer: DeviceAnswer): Promise<boolean>;

  /**
   * A poll by the device at `now`: the request as it stands, and whether it came sooner than the
   * interval after the previous poll, in which case the stored interval grows by `slowDownBy` s
   * (the answer carries the new one). Undefined when no request of `clientId` has this hash: a
   * poll by another client holding the code changes nothing of the device's (issue 36 §4).
   */
  poll(
    deviceCodeHash: string,
    clientId: string,
    now: number,
    slowDownBy: number,
  ): Promise<(DeviceState & { tooEarly: boolean }) | undefined>;

  /** Spends an approved request: true for the one caller that removed it (the device code is single use). */
  take(deviceCodeHash: string): Promise<boolean>;
}
