import { expect } from 'chai';
import { appProfileOf, declaresApp } from '../../core/apps/app';
import { sha256Hex } from '../../core/shared/crypto';
import { AccountBuilder, anApp } from '../support/builders';

const identity = (redirect: string, secret: string) => ({
  type: 'app',
  redirect_uris: [redirect],
  secret: sha256Hex(secret),
  backchannel_logout_uri: `${redirect}/logout`,
  post_logout_redirect_uris: [`${redirect}/bye`],
  id_token_signed_response_alg: 'EdDSA',
});

describe('appProfileOf (core/apps/app.ts): where an app is, and who may change it (issue 37 §2)', () => {
  const FALLBACK = { postingFallback: true };

  it('reads the identity from json_metadata', () => {
    const app = appProfileOf(anApp('good-app').withRedirect('https://good.example/cb').build())!;
    expect(app).to.include({
      username: 'good-app',
      secretHash: sha256Hex('good-app-secret'),
      source: 'json_metadata',
    });
    expect(app.redirectUris).to.deep.equal(['https://good.example/cb']);
  });

  it('ignores every identity field of posting_json_metadata, even beside an identity in json_metadata', () => {
    const account = new AccountBuilder('good-app')
      .withJsonMetadata({ profile: identity('https://good.example/cb', 'right') })
      .withPostingMetadata({
        profile: { ...identity('https://evil.example/cb', 'evil'), name: 'Good App' },
      })
      .build();
    for (const options of [undefined, FALLBACK]) {
      const app = appProfileOf(account, options)!;
      // Display fields too come from json_metadata; posting_json_metadata's only with the fallback.
      expect(app.name).to.equal(options ? 'Good App' : undefined);
      expect(app).to.deep.include({
        redirectUris: ['https://good.example/cb'],
        postLogoutRedirectUris: ['https://good.example/cb/bye'],
        backchannelLogoutUri: 'https://good.example/cb/logout',
        secretHash: sha256Hex('right'),
        publicClient: false,
        idTokenAlg: 'EdDSA',
        source: 'json_metadata',
      });
    }
  });

  it('an app registered HiveSigner’s way is no app without the fallback, and one marked as such with it', () => {
    const account = anApp('hs-app').inPostingMetadata().build();
    expect(appProfileOf(account)).to.equal(undefined);
    expect(appProfileOf(account, { postingFallback: false })).to.equal(undefined);
    expect(appProfileOf(account, FALLBACK)).to.include({
      username: 'hs-app',
      secretHash: sha256Hex('hs-app-secret'),
      source: 'posting_json_metadata',
    });
  });

  it("display fields come from json_metadata: a posting key's name never shows; with the fallback it fills what is missing (issue 57 §2)", () => {
    const account = new AccountBuilder('shown-app')
      .withJsonMetadata({
        profile: {
          ...identity('https://shown.example/cb', 's'),
          name: 'Registered name',
          about: 'Registered about',
          website: 'https://shown.example/',
        },
      })
      .withPostingMetadata({
        profile: { name: 'Posting name', profile_image: 'https://shown.example/a.png' },
      })
      .build();
    const strict = appProfileOf(account)!;
    expect(strict).to.include({
      name: 'Registered name',
      about: 'Registered about',
      website: 'https://shown.example/',
    });
    expect(strict.image).to.equal(undefined);
    expect(appProfileOf(account, FALLBACK)).to.include({
      name: 'Registered name',
      image: 'https://shown.example/a.png',
    });
    // An app registered HiveSigner's way, with the fallback: its names are where its identity is.
    const hiveSignerWay = new AccountBuilder('hs-shown')
      .withJsonMetadata({ profile: { name: 'A person' } })
      .withPostingMetadata({
        profile: { ...identity('https://hs.example/cb', 's'), name: 'HS App' },
      })
      .build();
    expect(appProfileOf(hiveSignerWay, FALLBACK)).to.include({
      name: 'HS App',
      source: 'posting_json_metadata',
    });
  });

  it('declaresApp: either metadata naming type "app", complete or not', () => {
    expect(declaresApp(anApp('a').build())).to.equal(true);
    expect(declaresApp(anApp('a').inPostingMetadata().build())).to.equal(true);
    expect(
      declaresApp(
        new AccountBuilder('b').withPostingMetadata({ profile: { type: 'app' } }).build(),
      ),
    ).to.equal(true);
    expect(declaresApp(new AccountBuilder('c').build())).to.equal(false);
    expect(
      declaresApp(new AccountBuilder('d').withJsonMetadata({ profile: { name: 'D' } }).build()),
    ).to.equal(false);
  });
});
