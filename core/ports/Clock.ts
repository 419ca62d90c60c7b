/** The time source. Injected so that expiry and day boundaries can be tested with a fake clock. */
export interface Clock {
  /** Milliseconds since the Unix epoch. */
  now(): number;
}
