/** A Back-Channel Logout notice waiting to reach an app. Times in ms since the epoch. */
export interface LogoutDelivery {
  id: string;
  app: string;
  username: string;
  /** The sign-in that ended: the logout token's `sid`. */
  sid: string;
  /** Failed tries so far. */
  attempts: number;
  /** When it is next due. */
  nextAt: number;
  /** After this, it is given up. */
  giveUpAt: number;
}

/**
 * The notices not yet delivered, kept in storage so that they survive a restart and any instance
 * may deliver them. Claiming takes a lease, so two instances never send one notice at once.
 */
export interface LogoutQueue {
  add(delivery: LogoutDelivery): Promise<void>;

  /**
   * Up to `limit` deliveries due at `now`, oldest first, each leased to the caller until
   * `now + leaseMs` (no other claim returns it meanwhile).
   */
  claimDue(now: number, limit: number, leaseMs: number): Promise<LogoutDelivery[]>;

  /** Delivered or given up: forgotten. */
  remove(id: string): Promise<void>;

  /** A try failed: due again at `nextAt`, with `attempts` recorded (and its lease ended). */
  postpone(id: string, attempts: number, nextAt: number): Promise<void>;
}
