import type { RevokeReason } from '../../core/ports/SignInStore';
import type { Logger } from '../../core/ports/Logger';

/** The security events an operator wants one line for. */
export type SecurityEvent =
  | RevokeReason // a sign-in ended: signed out, a code or refresh token reused, or the chain (SignInStore's RevokeReason)
  | 'grant_removed' // a broadcast found the user no longer grants the app posting authority
  | 'rate_limit' // a limit's last point was used: the next request of that subject gets 429
  | 'forged_token'; // a well-formed JWT that our key did not sign (or that was altered)

/**
 * Who and what an event concerns. Only these fields reach the log: there is no field a token,
 * key or secret could travel in.
 */
export interface AuditFields {
  /** The request the event happened in (none for the chain follower's). */
  requestId?: string;
  user?: string;
  app?: string;
  sid?: string;
  reason?: string;
  limit?: string;
  ip?: string;
  account?: string;
  /** The block and operation that ended a sign-in (the chain follower). */
  block?: number;
  operation?: string;
}

const FIELDS: readonly (keyof AuditFields)[] = [
  'requestId',
  'user',
  'app',
  'sid',
  'reason',
  'limit',
  'ip',
  'account',
  'block',
  'operation',
];

/**
 * One structured log line per security event (`"audit": <event>`, the request id, who, what), at
 * `warn` except a plain sign-out or a user ending an app's access (`info`). Listeners (metrics) hear every event too.
 */
export class AuditTrail {
  private readonly listeners: ((event: SecurityEvent, fields: AuditFields) => void)[] = [];

  constructor(private readonly logger: Logger) {}

  record(event: SecurityEvent, fields: AuditFields): void {
    const line: Record<string, string> = { audit: event };
    for (const name of FIELDS) {
      const value = fields[name];
      if (typeof value === 'string' && value) line[name] = value.slice(0, 100);
      else if (typeof value === 'number') line[name] = String(value);
    }
    if (event === 'sign_out' || event === 'user_ended') this.logger.info(line, 'security event');
    else this.logger.warn(line, 'security event');
    for (const listener of this.listeners) listener(event, fields);
  }

  onEvent(listener: (event: SecurityEvent, fields: AuditFields) => void): void {
    this.listeners.push(listener);
  }
}
