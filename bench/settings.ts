/**
 * How long and how hard each load runs. `--quick` keeps the whole bench under 90 s on two cores:
 * 2 s per load (two rounds of 1 s) since issue 13 added four rows: 4 s made it 83–89 s. autocannon
 * counts durations in whole seconds (a 1.5-s round runs 2 s), so a round is 1 s or 2 s, nothing between.
 */
export interface Settings {
  mode: 'quick' | 'full';
  /** Seconds each load runs in all, split into `rounds` turns alternating with its ceiling's. */
  durationS: number;
  rounds: number;
  /** Longest warm-up per load; each stops earlier after its warm-up requests (LoadSpec.warmupRequests). */
  warmupS: number;
  /** Warm-up requests for the fast endpoints (bare Koa, /api/me); the chain-bound ones take fewer. */
  warmupRequests: number;
  /** Connections for the light, fast endpoints (bare Koa, /api/me). */
  connections: number;
  /** Connections for broadcasts (service and devnet ceiling) and refreshes. */
  chainConnections: number;
  /** Bench users on the dev chain (granted to demo-app), each signed in for broadcasts. */
  users: number;
  /** Posts to vote on: users × posts distinct votes in all. */
  posts: number;
  /** Users whose tokens /api/me is called with. */
  meUsers: number;
  /**
   * Authorization codes each code-exchange load spends per round, and in its warm-up: codes are
   * single-use and each of hivegate's costs a sign-in to make, so these loads run by count, not by time.
   */
  codesPerRound: number;
  codeWarmup: number;
  /** Apps in the usage store behind GET /api/apps. */
  apps: number;
  directorySizes: number[];
  profile: boolean;
  /** `--baseline <git ref>`: that release's service, built in a worktree, loaded turn by turn with today's. */
  baseline?: string;
}

/** The value of `--name value` or `--name=value`; a flag given without one is refused. */
function valueOf(argv: readonly string[], name: string): string | undefined {
  const i = argv.findIndex((arg) => arg === name || arg.startsWith(`${name}=`));
  if (i < 0) return undefined;
  const value = argv[i].includes('=') ? argv[i].slice(name.length + 1) : argv[i + 1];
  if (!value || value.startsWith('--')) throw new Error(`${name} needs a value (a git ref)`);
  return value;
}

export function settingsFrom(argv: readonly string[]): Settings {
  const quick = argv.includes('--quick');
  const profile = argv.includes('--profile');
  const baseline = valueOf(argv, '--baseline');
  const common = baseline ? { baseline } : {};
  return quick
    ? {
        mode: 'quick',
        durationS: 2,
        rounds: 2,
        warmupS: 2,
        warmupRequests: 3000,
        connections: 32,
        chainConnections: 16,
        users: 24,
        posts: 200,
        meUsers: 10,
        codesPerRound: 200,
        codeWarmup: 100,
        apps: 10_000,
        directorySizes: [1000, 10_000],
        profile,
        ...common,
      }
    : {
        mode: 'full',
        durationS: 10,
        rounds: 4,
        warmupS: 5,
        warmupRequests: 3000,
        connections: 32,
        chainConnections: 16,
        users: 64,
        posts: 200,
        meUsers: 20,
        codesPerRound: 500,
        codeWarmup: 200,
        apps: 10_000,
        directorySizes: [1000, 10_000, 100_000],
        profile,
        ...common,
      };
}
