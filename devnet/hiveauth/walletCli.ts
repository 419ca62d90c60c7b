/**
 * `npm run hiveauth-wallet -- --relay ws://127.0.0.1:8092 --account alice (--password PW | --key WIF)
 *   [--active-key WIF] [--reject] [--link has://auth_req/…] [--node URL] [--chain-id hex] [--prefix STM]`
 * A headless HiveAuth wallet for demos: registers the account with the relay, then approves (or,
 * with --reject, rejects) the requests whose has://auth_req/ link it is given — with --link, or
 * pasted on stdin one per line (copy it from the consent page, as a phone would scan the QR code).
 * sign_req (e.g. the grant) is broadcast to --node with the active key, when it has one.
 */
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { PrivateKey } from '@hiveio/dhive';
import { DEVNET_CHAIN_ID, loginKeys } from '..';
import { startHeadlessWallet, type KeyRole } from './wallet';

const USAGE =
  'usage: npm run hiveauth-wallet -- --relay ws://127.0.0.1:8092 --account alice (--password PW | --key WIF) [--active-key WIF] [--reject] [--link has://auth_req/…] [--node URL] [--chain-id hex] [--prefix STM]';
const WIF = /^5[1-9A-HJ-NP-Za-km-z]{50}$/;

class UsageError extends Error {}

function readFlags() {
  const { values } = parseArgs({
    options: {
      relay: { type: 'string' },
      account: { type: 'string' },
      password: { type: 'string' },
      key: { type: 'string' },
      'active-key': { type: 'string' },
      reject: { type: 'boolean' },
      link: { type: 'string', multiple: true },
      node: { type: 'string' },
      'chain-id': { type: 'string' },
      prefix: { type: 'string' },
      help: { type: 'boolean' },
    },
    strict: true,
  });
  if (values.help) return undefined;
  if (!values.relay || !/^wss?:\/\//.test(values.relay))
    throw new UsageError('--relay must be a ws:// or wss:// URL');
  if (!values.account || !/^[a-z][a-z0-9.-]{2,15}$/.test(values.account))
    throw new UsageError('--account must be a Hive account name');
  if (!values.password === !values.key) throw new UsageError('give either --password or --key');
  for (const wif of [values.key, values['active-key']])
    if (wif !== undefined && !WIF.test(wif))
      throw new UsageError('--key and --active-key must be WIF private keys');
  const prefix = values.prefix ?? 'STM';
  let keys: Partial<Record<KeyRole, string>>;
  if (values.password) {
    const derived = loginKeys(values.account, values.password, prefix);
    keys = {
      posting: derived.posting.private,
      active: derived.active.private,
      memo: derived.memo.private,
    };
  } else {
    keys = {
      posting: values.key,
      ...(values['active-key'] ? { active: values['active-key'] } : {}),
    };
  }
  return { ...values, relay: values.relay, account: values.account, keys, prefix };
}

async function main(): Promise<void> {
  const flags = readFlags();
  if (!flags) return void console.log(USAGE);
  const wallet = startHeadlessWallet({
    relay: flags.relay,
    accounts: [{ name: flags.account, keys: flags.keys }],
    decision: flags.reject ? 'reject' : 'approve',
    addressPrefix: flags.prefix,
    node: flags.node
      ? {
          url: flags.node,
          chainId: flags['chain-id'] ?? DEVNET_CHAIN_ID,
          addressPrefix: flags.prefix,
        }
      : undefined,
    onEvent: (event) => {
      if (event.type === 'registered')
        console.log(`registered @${event.account} with ${flags.relay}`);
      else if (event.type === 'answered')
        console.log(`${event.cmd} for @${event.account} (request ${event.uuid})`);
      else console.log(`relay: ${event.error}`);
    },
  });
  const stop = () => void wallet.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  await wallet.ready;
  const posting = flags.keys.posting
    ? PrivateKey.fromString(flags.keys.posting).createPublic(flags.prefix).toString()
    : '-';
  console.log(
    `headless wallet for @${flags.account} (posting ${posting}) will ${flags.reject ? 'REJECT' : 'approve'} requests; paste has://auth_req/… links, one per line`,
  );
  const scan = (link: string) => {
    try {
      wallet.scan(link);
      console.log('link scanned');
    } catch (error) {
      console.log(`cannot use this link: ${(error as Error).message}`);
    }
  };
  for (const link of flags.link ?? []) scan(link);
  createInterface({ input: process.stdin }).on('line', (line) => line.trim() && scan(line));
}

main().catch((error: unknown) => {
  const code = (error as { code?: string }).code ?? '';
  if (error instanceof UsageError || code.startsWith('ERR_PARSE_ARGS')) {
    console.error(`hiveauth-wallet: ${(error as Error).message.split('\n')[0]}`);
    console.error(USAGE);
    process.exit(2);
  }
  console.error('hiveauth-wallet: failed:', (error as Error).message ?? error);
  process.exit(1);
});
