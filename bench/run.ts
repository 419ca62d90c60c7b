/**
 * `npm run bench [-- --quick] [-- --profile]`: the dev chain, the service and a bare Koa ceiling
 * as separate processes, loaded with autocannon one at a time; a Markdown table on stdout and a
 * JSON report in bench/results/. Any failed request makes the run say so loudly and exit 1.
 * See bench/README.md for what each row measures.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SERVICE_ACCOUNT, demoAccounts } from '../adapters/devnet';
import { benchUserName } from './accounts';
import { BenchChain, VotePlan } from './chain';
import { benchDirectoryBuild } from './directory';
import type { LoadResult } from './load';
import { spawnChild, type Child } from './processes';
import { topSelfTime } from './profileSummary';
import { errorsOf, machine, markdown, withRatios, writeReport, type Report, type Row } from './report';
import { loadApps, seedApps, waitForDirectory } from './scenarios/apps';
import { loadDevnetCeiling, loadServiceBroadcast } from './scenarios/broadcast';
import { loadBareKoa, loadMe } from './scenarios/http';
import { loadRefresh } from './scenarios/refresh';
import { settingsFrom } from './settings';
import { signInAll } from './signIn';

const KOA = 'bare Koa (ceiling)';
const ME = 'GET /api/me';
const ME_OFF = 'GET /api/me, usage store off';
const DEVNET = 'devnet broadcast_transaction_synchronous (ceiling)';
const BROADCAST = 'POST /api/broadcast (1 vote)';
const REFRESH = 'POST /api/oauth2/token (refresh)';
const APPS = 'GET /api/apps (10k apps)';

async function main(): Promise<number> {
  const settings = settingsFrom(process.argv.slice(2));
  const startedAt = new Date().toISOString();
  const stamp = startedAt.replace(/[:.]/g, '-');
  const t0 = performance.now();
  const step = (message: string) => process.stderr.write(`bench [${((performance.now() - t0) / 1000).toFixed(1)} s] ${message}\n`);
  const resultsDir = join(__dirname, 'results');
  const profile = (name: string) => (settings.profile ? { profileDir: resultsDir, profileName: `${stamp}-${name}` } : {});
  const machineAtStart = machine();
  const rows: Row[] = [];
  const profiles: string[] = [];
  const children: Child[] = [];
  const dataDirs: string[] = [];
  const spawn = async (name: string, script: string, options: Parameters<typeof spawnChild>[2] = {}) => {
    const child = await spawnChild(name, script, options);
    children.push(child);
    return child;
  };
  const stop = async (...list: Child[]) => {
    await Promise.all(list.map((child) => child.stop()));
    for (const child of list) children.splice(children.indexOf(child), 1);
  };
  const record = (row: Row, result: LoadResult | string) => {
    rows.push(typeof result === 'string' ? { ...row, skipped: result } : { ...row, result });
    if (typeof result === 'string') step(`${row.scenario}: skipped (${result})`);
    else step(`${row.scenario}: ${result.rps} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, errors ${errorsOf(result)}`);
  };

  let directory: Report['directory'] = [];
  try {
    step(`${settings.mode} run; starting the dev chain (${settings.users} users)`);
    const devnet = await spawn('devnet', 'devnet', { env: { BENCH_USERS: String(settings.users) }, ...profile('devnet') });
    const chainId = devnet.info.chainId as string;
    const addressPrefix = devnet.info.addressPrefix as string;
    const chain = new BenchChain(devnet.info.url, chainId);
    await chain.seedPosts(settings.posts);
    const serviceKey = demoAccounts(addressPrefix).find((account) => account.name === SERVICE_ACCOUNT)!.keys.posting.private;
    const serviceEnv = (extra: Record<string, string> = {}) => {
      const dataDir = mkdtempSync(join(tmpdir(), 'hivegate-bench-'));
      dataDirs.push(dataDir);
      return {
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        HIVE_NODES: devnet.info.url,
        HIVE_CHAIN_ID: chainId,
        HIVE_ADDRESS_PREFIX: addressPrefix,
        SERVICE_ACCOUNT,
        SERVICE_POSTING_KEY: serviceKey,
        APPS_REFRESH_SECONDS: '3600',
        ...extra,
      };
    };

    step('starting bare Koa and two services (usage store SQLite / off)');
    const [koa, meOn, meOff] = await Promise.all([
      spawn('bare-koa', 'bareKoa'),
      spawn('service-me', 'service', { env: serviceEnv(), ...profile('service-me') }),
      spawn('service-me-off', 'service', { env: serviceEnv({ BENCH_USAGE: 'off' }) }),
    ]);
    const meUsers = Array.from({ length: settings.meUsers }, (_, i) => benchUserName(i));
    const [tokensOn, tokensOff] = await Promise.all([signInAll(meOn.info.url, meUsers), signInAll(meOff.info.url, meUsers)]);

    record({ scenario: KOA }, await loadBareKoa(koa, settings, tokensOn.map((t) => t.access)));
    await stop(koa);
    record({ scenario: ME, ceiling: KOA, target: 0.7 }, await loadMe(meOn, settings, tokensOn));
    record({ scenario: ME_OFF, ceiling: KOA, note: '"off" = the core still counts requests in memory, but the flush writes to a store that drops them (bench/serve/NullUsageStore.ts) instead of SQLite' }, await loadMe(meOff, settings, tokensOff));
    await stop(meOn, meOff);

    step(`signing ${settings.users} users in for broadcasts`);
    const broadcaster = await spawn('service-broadcast', 'service', { env: serviceEnv(), ...profile('service-broadcast') });
    const users = Array.from({ length: settings.users }, (_, i) => benchUserName(i));
    const tokens = await signInAll(broadcaster.info.url, users);
    const votes = settings.users * settings.posts;
    const ceilingPlan = new VotePlan(settings.users, settings.posts, 0, Math.floor(votes / 2));
    const servicePlan = new VotePlan(settings.users, settings.posts, Math.floor(votes / 2), votes);

    const ceiling = await loadDevnetCeiling(devnet, chain, ceilingPlan, settings);
    record({ scenario: DEVNET, note: `votes signed up front by the service key (voter → demo-app → hivegate), ${ceiling.signMsPerTx} ms each to sign; instant mode, one block per transaction` }, ceiling.result);
    record({ scenario: BROADCAST, ceiling: DEVNET, target: 0.7 }, await loadServiceBroadcast(broadcaster, servicePlan, tokens, settings));
    record({ scenario: REFRESH, ceiling: KOA }, await loadRefresh(broadcaster, tokens, settings));
    await stop(broadcaster);

    step(`seeding ${settings.apps} apps for GET /api/apps`);
    const appsEnv = serviceEnv();
    await seedApps(appsEnv.DATA_DIR, settings.apps);
    const appsService = await spawn('service-apps', 'service', { env: appsEnv });
    await waitForDirectory(appsService, settings.apps);
    record({ scenario: APPS, ceiling: KOA }, await loadApps(appsService, settings));
    await stop(appsService, devnet);

    step(`directory build at ${settings.directorySizes.join(' / ')} apps`);
    directory = await benchDirectoryBuild(settings.directorySizes, settings.mode === 'quick' ? 1 : 3);
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause;
    if (cause) process.stderr.write(`cause: ${String((cause as Error).stack ?? cause)}\n`);
    for (const child of children) process.stderr.write(`child ${child.diagnostics()}\n`);
    throw error;
  } finally {
    await Promise.all(children.map((child) => child.stop()));
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  }

  if (settings.profile) {
    for (const name of ['service-me', 'service-broadcast', 'devnet']) {
      const file = join(resultsDir, `${stamp}-${name}.cpuprofile`);
      profiles.push(file);
      process.stderr.write(`\nTop self time, ${name} (${file}):\n${topSelfTime(file).map((line) => `  ${line}`).join('\n')}\n`);
    }
  }

  const ratios = withRatios(rows);
  const on = rows.find((row) => row.scenario === ME)?.result;
  const off = rows.find((row) => row.scenario === ME_OFF)?.result;
  const failures = rows
    .filter((row) => row.result && (errorsOf(row.result) > 0 || row.result.requests === 0))
    .map((row) =>
      row.result!.requests === 0
        ? `${row.scenario}: no request completed within the load`
        : `${row.scenario}: ${row.result!.errors} connection errors/timeouts, ${row.result!.non2xx} non-2xx, ${row.result!.badBodies} failed bodies; e.g. ${row.result!.samples.join(' | ')}`,
    );
  const report: Report = {
    mode: settings.mode,
    startedAt,
    finishedAt: new Date().toISOString(),
    machine: { ...machineAtStart, loadavgAtEnd: machine().loadavg },
    rows: ratios,
    ...(on && off ? { usageOverhead: Number((1 - on.rps / off.rps).toFixed(3)) } : {}),
    directory,
    profiles,
    failures,
  };
  const file = writeReport(report);
  process.stdout.write(`\n${markdown(report)}\n\nJSON: ${file}\nTotal ${((performance.now() - t0) / 1000).toFixed(1)} s\n`);
  for (const failure of failures) process.stdout.write(`\n!! ERRORS ${failure}\n`);
  for (const row of ratios.filter((r) => r.skipped)) process.stdout.write(`\n!! SKIPPED ${row.scenario}: ${row.skipped}\n`);
  return failures.length > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`\n!! BENCH FAILED: ${(error as Error).stack ?? String(error)}\n`);
    process.exit(1);
  },
);
