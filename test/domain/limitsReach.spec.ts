import { expect } from 'chai';
import { limitsEnforced } from '../../core/limits/limitsReach';

const authority = (keys: number[], accounts: [string, number][], threshold = 1) => ({
  weight_threshold: threshold,
  key_auths: keys.map((weight, i) => [`STM${i}`, weight] as [string, number]),
  account_auths: accounts,
});

/** Issue 39 §1: limits bind everything an app can do only when the service alone meets its posting authority. */
describe('limitsEnforced: can the app sign for its users without this service?', () => {
  it('only the service listed: enforced', () => {
    expect(limitsEnforced(authority([], [['hivegate', 1]]), 'hivegate')).to.equal(true);
  });

  it("a key of the app's own that meets the threshold: it can sign outside the limits", () => {
    expect(limitsEnforced(authority([1], [['hivegate', 1]]), 'hivegate')).to.equal(false);
  });

  it('another account listed (an app the app account signed in to): outside the limits too', () => {
    expect(
      limitsEnforced(
        authority(
          [],
          [
            ['hivegate', 1],
            ['other-app', 1],
          ],
        ),
        'hivegate',
      ),
    ).to.equal(false);
  });

  it('keys and accounts that together stay below the threshold cannot sign: enforced', () => {
    expect(
      limitsEnforced(
        authority(
          [1],
          [
            ['hivegate', 3],
            ['friend', 1],
          ],
          3,
        ),
        'hivegate',
      ),
    ).to.equal(true);
    expect(
      limitsEnforced(
        authority(
          [2],
          [
            ['hivegate', 3],
            ['friend', 1],
          ],
          3,
        ),
        'hivegate',
      ),
    ).to.equal(false);
  });
});
