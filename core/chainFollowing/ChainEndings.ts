import { authorityChangeOf, chainEndingOf, endsAppSignIns } from './chainEndingRules';
import type { ChainBlock } from '../ports/ChainClient';
import type { Clock } from '../ports/Clock';
import type { SignInStore, SignIn } from '../ports/SignInStore';
import type { SignInEnds } from '../signIn/SignInEnds';

/**
 * The block follower's first subscriber (issue 25 §2): ends the sign-ins an authority change in
 * a block takes away — the user drops the app from their posting authority, the app drops the
 * service from its own, or the user's owner authority is replaced. Each ends through
 * SignInLifeCycle.endSignIn (so every instance refuses its tokens within a second, the audit trail
 * names user, app, block and operation, and the app is told). Handling a block twice ends nothing twice.
 */
export class ChainEndings {
  constructor(
    private readonly signIns: SignInStore,
    private readonly ends: SignInEnds,
    private readonly clock: Clock,
    private readonly serviceAccount: string,
  ) {}

  /** Ends what `block` takes away; answers how many sign-ins ended. */
  async handle(block: ChainBlock): Promise<number> {
    let ended = 0;
    for (const operation of block.operations) {
      const change = authorityChangeOf(operation);
      if (!change) continue;
      for (const signIn of await this.signInsConcerned(
        change.account,
        endsAppSignIns(change, this.serviceAccount),
      )) {
        const reason = chainEndingOf(change, signIn, this.serviceAccount);
        if (!reason) continue;
        await this.ends.endSignIn(signIn.sid, signIn.username, signIn.app, reason, {
          evidence: { block: block.num, operation: change.operation },
        });
        ended++;
      }
    }
    return ended;
  }

  /** The live sign-ins of `account` as a user, and as an app when the change can end them. */
  private async signInsConcerned(account: string, asApp: boolean): Promise<SignIn[]> {
    const now = this.clock.now();
    const found = await this.signIns.signInsOf({ username: account }, now);
    if (asApp) found.push(...(await this.signIns.signInsOf({ app: account }, now)));
    // a user signed in to their own app is found both ways
    return [...new Map(found.map((signIn) => [signIn.sid, signIn])).values()];
  }
}
