/**
 * `npm run dev`: the service on its embedded default — the local dev chain in process with its
 * demo genesis, a local HiveAuth relay (unless HIVEAUTH_RELAY_URL is set), SQLite and generated keys
 * under DATA_DIR (./data/dev). Environment variables still override any setting.
 */
import {
  DEMO_APP,
  DEMO_APP_SECRET,
  SERVICE_ACCOUNT,
  demoAccounts,
  demoGenesis,
  startDevnet,
} from '../devnet';
import { accountKeysFromNode, startHiveAuthRelay } from '../devnet/hiveauth';
import { baseUrlOf, loadConfig } from './config';
import { demoRoutes } from './demoRoutes';
import { boundTo } from './listen';
import { runMain, runService } from './runService';

runMain(async () => {
  // The demo app's profile names this service's own callback and home page as its website,
  // whatever PORT and BASE_URL say.
  const callback = `${baseUrlOf()}/demo/callback`;
  const devnet = await startDevnet({
    port: Number(process.env.DEVNET_PORT ?? 0),
    blockIntervalMs: 3000,
    genesis: demoGenesis([], { demoCallbacks: [callback], demoWebsite: `${baseUrlOf()}/` }),
  });
  const accounts = demoAccounts(devnet.addressPrefix);
  const service = accounts.find((account) => account.name === SERVICE_ACCOUNT)!;
  const relay = process.env.HIVEAUTH_RELAY_URL
    ? undefined
    : await startHiveAuthRelay({
        port: Number(process.env.HIVEAUTH_RELAY_PORT ?? 0),
        accountKeys: accountKeysFromNode(devnet.url),
        addressPrefix: devnet.addressPrefix,
      });
  const config = loadConfig({
    // Loopback unless HOST says otherwise: the demo users' keys are printed below, and the demo
    // accounts sign in with them; nobody else on the network should reach them (issue 54 §4).
    HOST: '127.0.0.1',
    DATA_DIR: './data/dev',
    HIVE_NODES: devnet.url,
    HIVE_CHAIN_ID: devnet.chainId,
    HIVE_ADDRESS_PREFIX: devnet.addressPrefix,
    SERVICE_ACCOUNT: SERVICE_ACCOUNT,
    SERVICE_POSTING_KEY: service.keys.posting.private,
    APPS_REFRESH_SECONDS: '30',
    APPS_FEATURED: DEMO_APP,
    // The demo apps' website is this service on the machine itself: let /apps check it (a dev
    // chain's apps are the developer's own; production keeps the default, off).
    PROBER_ALLOW_LOOPBACK: '1',
    ...(relay ? { HIVEAUTH_RELAY_URL: relay.url } : {}),
    ...process.env,
  });
  const login = new URL('/oauth2/authorize', config.baseUrl);
  login.search = new URLSearchParams({
    client_id: DEMO_APP,
    redirect_uri: callback,
    response_type: 'code',
    scope: 'vote,comment',
    state: 'demo',
  }).toString();
  const { server } = await runService(config, {
    extraRouters: (core) => [demoRoutes(core, DEMO_APP_SECRET, { signInUrl: login.toString() })],
    onStop: async () => void (await Promise.all([devnet.close(), relay?.close()])),
  });

  const lines = [
    '',
    `hivegate (dev) is running at ${config.baseUrl} (listening on ${boundTo(server.address!)})`,
    `  dev chain:   ${devnet.url}  chain id ${devnet.chainId}  prefix ${devnet.addressPrefix}`,
    `  data:        ${config.dataDir}`,
    `  demo app:    @${DEMO_APP}  client_secret ${DEMO_APP_SECRET}`,
    `  hiveauth:    relay ${config.hiveAuthRelayUrl}${relay ? ' (local)' : ''}`,
    ...(relay
      ? [
          `               wallet: npm run hiveauth-wallet -- --relay ${relay.url} --account alice --password alice-password --node ${devnet.url}`,
        ]
      : []),
    `  sign in:     ${login}`,
    '  demo users (dev chain only; these keys are worthless anywhere else):',
    ...accounts.map(
      (a) =>
        `    @${a.name.padEnd(10)} password ${a.password.padEnd(24)} posting ${a.keys.posting.private}  active ${a.keys.active.private}`,
    ),
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
});
