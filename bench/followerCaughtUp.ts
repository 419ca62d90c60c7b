/**
 * Before a round of a service's load: waits until that service's block follower has handled
 * every block the chain had when the wait began. The loads before it (the dev chain's ceiling,
 * the other services' votes, a block each) made blocks of votes this service did not send, for
 * users signed in here: its follower looks at each (AppKeyActivity recovers the signing key of
 * every transaction acting for a watched user that is not in its own log). Caught up first, that
 * work stays out of the round, and the round counts what the service does for its own requests,
 * its own votes' blocks included. A follower that does not lead (CHAIN_FOLLOWER=off, another
 * instance) is not waited for; nor is one that does not catch up within `maxMs`.
 */
export interface FollowerProbe {
  /** The chain's head block number now. */
  head: () => Promise<number>;
  /** What the service's /readyz says of its follower (`checks.follower`), undefined if it does not answer. */
  follower: () => Promise<{ leading?: boolean; last_block?: number } | undefined>;
  sleep?: (ms: number) => Promise<void>;
}

export async function followerCaughtUp(probe: FollowerProbe, maxMs = 60_000): Promise<boolean> {
  const sleep = probe.sleep ?? ((ms: number) => new Promise((r) => setTimeout(r, ms)));
  const head = await probe.head();
  for (let waited = 0; waited <= maxMs; waited += POLL_MS) {
    const follower = await probe.follower();
    if (!follower?.leading) return true;
    if ((follower.last_block ?? 0) >= head) return true;
    await sleep(POLL_MS);
  }
  return false;
}

/** /readyz shares one result for a second (healthRoutes.ts): asking more often shows nothing new. */
const POLL_MS = 250;

/** The probe of a service at `url` on the dev chain `call`s reach. */
export function followerProbe(
  url: string,
  call: <T>(method: string, params: unknown[]) => Promise<T>,
): FollowerProbe {
  return {
    head: async () =>
      (await call<{ head_block_number: number }>('condenser_api.get_dynamic_global_properties', []))
        .head_block_number,
    follower: async () => {
      const answer = (await fetch(`${url}/readyz`)
        .then((response) => response.json())
        .catch(() => undefined)) as
        { checks?: { follower?: { leading?: boolean; last_block?: number } } } | undefined;
      return answer?.checks?.follower;
    },
  };
}
