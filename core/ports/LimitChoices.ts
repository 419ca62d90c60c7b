import type { LimitChoice } from '../limits/postingLimits';

/**
 * The limits a user set later on what they granted an app (issue 24 §3, /authorized-apps): their
 * LimitChoice per app, kept beside the sign-ins (memory, SQLite, PostgreSQL; the table keeps its
 * first name, limit_overrides). They only ever tighten: each call keeps the
 * stricter of every member (core/limits/postingLimits.ts tightenLimits), atomically against every
 * instance sharing the storage. Read on every broadcast, so a tightening holds everywhere at once.
 */
export interface LimitChoices {
  /** Merges `choice` into the user's limits on `app` (the stricter wins); returns the result. */
  tighten(user: string, app: string, choice: LimitChoice): Promise<LimitChoice>;
  /** The user's limits on `app`, or undefined when they set none. */
  find(user: string, app: string): Promise<LimitChoice | undefined>;
  /** Forgets the user's limits on `app` (their end came: every sign-in there ended). Idempotent. */
  clear(user: string, app: string): Promise<void>;
}
