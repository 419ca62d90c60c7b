/**
 * Where the block follower stands, kept in storage the instances share, and which one instance
 * follows: the follower asks for the lead before each round, and only the leader reads blocks.
 * An instance that dies loses the lead (with its connection, or when its lease runs out) and
 * another takes over within seconds, from the last block saved.
 */
export interface ChainCursor {
  /** Becomes, or stays, the follower: true while this instance holds the lead. */
  lead(): Promise<boolean>;

  /** The last block handled; undefined before the first. */
  last(): Promise<number | undefined>;

  /** Records `block` as handled. */
  save(block: number): Promise<void>;

  /** Gives the lead up (on stop), so another instance may take over at once. */
  release(): Promise<void>;
}
