// The core as an embedding service composes it, from the installed package in plain node: memory
// storage, the real dhive chain client against the dev chain at DEVNET_URL, a jose signer; then
// challenge → authorize → token → me for a demo user. Prints what each step answered.
import { createHash } from 'node:crypto';
import dhive from '@hiveio/dhive';
import { composeCore } from 'hivegate/core';
import { MemorySignInStore, MemoryUsageStore } from 'hivegate/adapters/memory';
import { DhiveChainClient } from 'hivegate/adapters/chain';
import { JoseTokenSigner } from 'hivegate/adapters/signer';
import { StaticWebsiteProber } from 'hivegate/adapters/prober';
import { DEMO_APP, DEMO_APP_SECRET, DEMO_PASSWORDS, SERVICE_ACCOUNT } from 'hivegate/devnet';

const { DEVNET_URL, CHAIN_ID, ADDRESS_PREFIX, CALLBACK } = process.env;
const user = 'alice';
const key = (name, role) => dhive.PrivateKey.fromLogin(name, DEMO_PASSWORDS[name], role);

const core = composeCore(
  {
    chain: new DhiveChainClient({
      nodes: [DEVNET_URL],
      chainId: CHAIN_ID,
      addressPrefix: ADDRESS_PREFIX,
      serviceAccount: SERVICE_ACCOUNT,
      servicePostingKey: key(SERVICE_ACCOUNT, 'posting').toString(),
    }),
    signer: await JoseTokenSigner.fromPrivateJwk(await JoseTokenSigner.generatePrivateJwk()),
    signIns: new MemorySignInStore(),
    usage: new MemoryUsageStore(),
    prober: new StaticWebsiteProber(),
  },
  {
    serviceAccount: SERVICE_ACCOUNT,
    serviceName: 'localhost',
    directory: { windowDays: 30, featured: [], rebuildSeconds: 600 },
  },
);

const { challenge } = await core.challenge.execute({
  username: user,
  clientId: DEMO_APP,
  redirectUri: CALLBACK,
  scope: ['vote', 'comment'],
});
const signature = key(user, 'posting')
  .sign(createHash('sha256').update(challenge, 'utf8').digest())
  .toString();
const authorized = await core.authorize.execute({
  challenge,
  signature,
  clientId: DEMO_APP,
  redirectUri: CALLBACK,
  responseType: 'code',
  scope: ['vote', 'comment'],
  state: 'packaged',
});
const redirect = new URL(authorized.redirect_to);
const tokens = await core.exchange.execute({
  codeOrRefresh: redirect.searchParams.get('code'),
  clientSecret: DEMO_APP_SECRET,
});
const me = await core.me.execute(tokens.access_token);
console.log(
  JSON.stringify({
    challenge: typeof challenge,
    authorized: {
      username: authorized.username,
      state: redirect.searchParams.get('state'),
      callback: `${redirect.origin}${redirect.pathname}`,
    },
    tokens: {
      access: typeof tokens.access_token,
      refresh: typeof tokens.refresh_token,
      username: tokens.username,
    },
    me: { name: me.account.name, posting_auths: me.account.posting.account_auths },
  }),
);
process.exit(0);
