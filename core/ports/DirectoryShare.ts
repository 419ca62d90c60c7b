import type { DirectoryAnswer } from '../apps/directory';

/** A directory answer one instance built and published. */
export interface PublishedDirectory {
  answer: DirectoryAnswer;
  /** When it was built, ms since the epoch. */
  builtAt: number;
}

/**
 * How instances sharing storage share the app directory: one builds at a time, and every instance
 * serves what was last published, so all answer the same list. Without it, each instance builds
 * its own.
 */
export interface DirectoryShare {
  /** The last published directory; undefined before the first. */
  latest(): Promise<PublishedDirectory | undefined>;

  /**
   * Runs `build` while holding the directory lock, and publishes what it returns (nothing when it
   * returns undefined). When another instance holds the lock, returns false at once without
   * calling `build`. The lock is released however `build` ends, and when the instance dies.
   */
  buildAlone(build: () => Promise<PublishedDirectory | undefined>): Promise<boolean>;
}
