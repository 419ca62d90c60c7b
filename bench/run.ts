/**
 * `npm run bench [-- --quick] [-- --profile]`: the dev chain, the service and a bare Koa ceiling
 * as separate processes, each row loaded with autocannon in rounds alternating with its ceiling's;
 * a Markdown table on stdout and a JSON report in bench/results/. Any failed request makes the run say so loudly and exit 1.
 * See bench/README.md for what each row measures.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SERVICE_ACCOUNT, demoAccounts } from '../devnet';
import { benchUserName } from './accounts';
import { benchCaches } from './caches';
import { BenchChain } from './chain';
import { benchDirectoryBuild } from './directory';
import { round, runSideBySide, type LoadResult } from './load';
import { cpuWatched, rssOf, spawnChild, type Child } from './processes';
import { summarizeProfile } from './profileSummary';
import { errorsOf, failuresOf, kernelPerRequest, machine, markdown, perRound, withRatios, writeReport, type Check, type Report, type Row } from './report';
import { appsBodyBytes, appsSpec, bytesCeilingSpec, seedApps, waitForDirectory } from './scenarios/apps';
import { devnetCeilingSpec, serviceBroadcastSpec } from './scenarios/broadcast';
import { bareKoaSpec, meSpec, sameBytesSpec } from './scenarios/http';
import { loadRefresh, refreshGrantsNeeded } from './scenarios/refresh';
import { capture, serializePrepared } from './serve/prepared';
import { settingsFrom } from './settings';
import { signInAll } from './signIn';
import { VotePlan } from './votePlan';

const KOA = 'bare Koa, small JSON (ceiling)';
const KOA_SAME = 'bare Koa, same answer as /api/me (ceiling)';
const ME = 'GET /api/me';
const ME_OFF = 'GET /api/me, usage store off';
const DEVNET = 'devnet broadcast_transaction_synchronous (ceiling)';
const BROADCAST = 'POST /api/broadcast (1 vote)';
const REFRESH = 'POST /api/oauth2/token (refresh)';
const APPS = 'GET /api/apps (10k apps)';
const APPS_CEILING = 'bare Koa, same body as /api/apps (ceiling)';
/** Issue 16's budgets: service RSS under load and idle, refresh CPU, usage recording, growth of a broadcast's cost, run time. */
const MAX_RSS_MB = 150;
const MAX_IDLE_RSS_MB = 100;
const MAX_REFRESH_MS = 0.25;
const MAX_USAGE_SHARE = 0.05;
const MAX_GROWTH = 0.15;

async function main(): Promise<number> {
  const settings = settingsFrom(process.argv.slice(2));
  const startedAt = new Date().toISOString();
  const stamp = startedAt.replace(/[:.]/g, '-');
  const t0 = performance.now();
  const step = (message: string) => process.stderr.write(`bench [${((performance.now() - t0) / 1000).toFixed(1)} s] ${message}\n`);
  const resultsDir = join(__dirname, 'results');
  // Every child is profiled: the profiles give each row its CPU per request (see report.ts).
  const profileFile = (name: string) => join(resultsDir, `${stamp}-${name}.cpuprofile`);
  const profile = (name: string) => ({ profileDir: resultsDir, profileName: `${stamp}-${name}` });
  const machineAtStart = machine();
  const rows: Row[] = [];
  const profiles: string[] = [];
  const children: Child[] = [];
  const dataDirs: string[] = [];
  const spawn = async (name: string, script: string, options: Parameters<typeof spawnChild>[2] = {}) => {
    const child = await spawnChild(name, script, options);
    children.push(child);
    cpuWatched.set(name, child.pid);
    return child;
  };
  const stop = async (...list: Child[]) => {
    await Promise.all(list.map((child) => child.stop()));
    for (const child of list) {
      children.splice(children.indexOf(child), 1);
      cpuWatched.delete(child.name);
    }
  };
  const record = (row: Omit<Row, 'result'>, result: LoadResult) => {
    rows.push({ ...row, result });
    step(`${row.scenario}: ${result.rps} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, errors ${errorsOf(result)}`);
  };

  let directory: Report['directory'] = [];
  let caches: Report['caches'] = [];
  let idleRssMb = 0;
  try {
    step(`${settings.mode} run; starting the dev chain (${settings.users} users) and bare Koa`);
    const [devnet, koa] = await Promise.all([
      spawn('devnet', 'devnet', { env: { BENCH_USERS: String(settings.users) }, ...profile('devnet') }),
      spawn('bare-koa', 'bareKoa', profile('bare-koa')),
    ]);
    const chainId = devnet.info.chainId as string;
    const addressPrefix = devnet.info.addressPrefix as string;
    const chain = new BenchChain(devnet.info.url, chainId);
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

    // One service for every row but "usage store off": its SQLite file is seeded with the apps
    // of GET /api/apps before it starts, and the directory is built before any load runs.
    step(`seeding ${settings.apps} apps; starting the service and a second one with its usage store off`);
    const meOffStarted = spawn('service-me-off', 'service', { env: serviceEnv({ BENCH_USAGE: 'off' }), ...profile('service-me-off') });
    const mainEnv = serviceEnv();
    seedApps(mainEnv.DATA_DIR, settings.apps);
    // Each broadcast load votes on its own posts, seeded as its votes are taken: neither can run out.
    const ceilingPlan = new VotePlan(settings.users, 'ceiling-post', (permlinks) => chain.seedPosts(permlinks));
    const servicePlan = new VotePlan(settings.users, 'service-post', (permlinks) => chain.seedPosts(permlinks));
    const [service, meOff] = await Promise.all([
      spawn('service', 'service', { env: mainEnv, ...profile('service') }),
      meOffStarted,
      ceilingPlan.ensure(settings.users * settings.posts),
      servicePlan.ensure(settings.users * settings.posts),
    ]);
    const users = Array.from({ length: settings.users }, (_, i) => benchUserName(i));
    step(`signing ${settings.users} users in; waiting for the directory`);
    // Refresh rotates its grants' tokens, and every load that stops loses the ones in flight: it
    // gets grants of its own, as many as refreshGrantsNeeded (users signed in more than once).
    const extraGrants = Math.max(0, refreshGrantsNeeded(settings) - users.length);
    const signInTwice = async () => {
      const first = await signInAll(service.info.url, users);
      return [first, await signInAll(service.info.url, Array.from({ length: extraGrants }, (_, i) => users[i % users.length]))] as const;
    };
    const [[tokens, extraTokens], tokensOff] = await Promise.all([
      signInTwice(),
      signInAll(meOff.info.url, users.slice(0, settings.meUsers)),
      waitForDirectory(service, settings.apps),
    ]);
    const tokensMe = tokens.slice(0, settings.meUsers);
    idleRssMb = round((rssOf(service.pid) ?? 0) / 2 ** 20);

    // The honest ceiling answers the service's own /api/me answer: same status, headers, bytes.
    const meAnswer = await capture(`${service.info.url}/api/me`, { Authorization: `Bearer ${tokensMe[0].access}` });
    const prepared = await fetch(`${koa.info.url}/prepare/me`, { method: 'POST', body: serializePrepared(meAnswer) });
    if (prepared.status !== 204) throw new Error(`bare Koa /prepare/me: ${prepared.status}`);
    const accessTokens = tokensMe.map((t) => t.access);
    const [koaResult, sameResult, meResult, meOffResult] = await runSideBySide(
      [bareKoaSpec(koa, settings, accessTokens), sameBytesSpec(koa, settings, accessTokens), meSpec(service, settings, tokensMe), meSpec(meOff, settings, tokensOff)],
      settings.rounds,
      settings.warmupS,
    );
    record({ scenario: KOA, cpuOf: ['bare-koa'] }, koaResult);
    record({ scenario: KOA_SAME, cpuOf: ['bare-koa'], note: `the service's /api/me answer replayed: ${meAnswer.body.length} bytes of body, headers ${Object.keys(meAnswer.headers).join(', ')}` }, sameResult);
    record({ scenario: ME, ceiling: KOA_SAME, alsoVs: KOA, target: 0.7, maxRssMb: MAX_RSS_MB, cpuOf: ['service'] }, meResult);
    record({ scenario: ME_OFF, ceiling: KOA_SAME, cpuOf: ['service-me-off'], note: '"off" = the core still counts requests in memory, but the flush writes to a store that drops them (bench/serve/NullUsageStore.ts) instead of SQLite' }, meOffResult);
    await stop(meOff);

    const ceiling = await devnetCeilingSpec(devnet, chain, ceilingPlan, settings);
    const [devnetResult, broadcastResult] = await runSideBySide([ceiling.spec, await serviceBroadcastSpec(service, servicePlan, tokens, settings)], settings.rounds, settings.warmupS);
    const late = ceiling.signedLate();
    const lazily = `${late > 0 ? `${late} signed during the load (the pile, sized by a probe, ran out)` : 'none signed during the load'}, posts seeded in ${ceilingPlan.topUps} top-ups`;
    record({ scenario: DEVNET, cpuOf: ['devnet'], note: `votes signed up front by the service key (voter → demo-app → hivegate), ${ceiling.signMsPerTx} ms each to sign, ${lazily}; instant mode, one block per transaction` }, devnetResult);
    record({ scenario: BROADCAST, ceiling: DEVNET, target: 0.7, maxGrowth: MAX_GROWTH, maxRssMb: MAX_RSS_MB, cpuOf: ['service', 'devnet'], note: `${servicePlan.used} votes, posts seeded in ${servicePlan.topUps} top-ups during the load` }, broadcastResult);
    record({ scenario: REFRESH, ceiling: KOA, maxCpuMs: MAX_REFRESH_MS, maxRssMb: MAX_RSS_MB, cpuOf: ['service'] }, await loadRefresh(service, [...tokens, ...extraTokens], settings));

    const bytes = await appsBodyBytes(service);
    const [bytesResult, appsResult] = await runSideBySide([bytesCeilingSpec(koa, bytes, settings), appsSpec(service, settings)], settings.rounds, settings.warmupS);
    record({ scenario: APPS_CEILING, cpuOf: ['bare-koa'], note: `the same ${(bytes / 2 ** 20).toFixed(2)} MiB as the service's answer, prepared once` }, bytesResult);
    record({ scenario: APPS, ceiling: APPS_CEILING, cpuOf: ['service'] }, appsResult);
    await stop(service, devnet, koa);

    step(`directory build at ${settings.directorySizes.join(' / ')} apps`);
    directory = await benchDirectoryBuild(settings.directorySizes, settings.mode === 'quick' ? 1 : 3);
    step('token and account caches, missing and hitting');
    caches = await benchCaches(settings.mode === 'quick' ? 1000 : 3000);
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause;
    if (cause) process.stderr.write(`cause: ${String((cause as Error).stack ?? cause)}\n`);
    for (const child of children) process.stderr.write(`child ${child.diagnostics()}\n`);
    throw error;
  } finally {
    await Promise.all(children.map((child) => child.stop()));
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  }

  for (const row of rows) {
    for (const name of row.cpuOf ?? []) {
      const summary = summarizeProfile(profileFile(name), row.result.windowsUs);
      row.cpu = {
        ...row.cpu,
        [name]: {
          busyMs: summary.busyMs,
          msPerRequest: round(summary.busyMs / Math.max(row.result.requests, 1), 3),
          roundsMsPerRequest: perRound(summary.busyMsByWindow, row.result.roundRequests),
          ...kernelPerRequest(row.result, name),
        },
      };
      if (!settings.profile) continue;
      row.profiles = { ...row.profiles, [name]: summary };
      process.stderr.write(
        `\n${name} during "${row.scenario}" (${summary.samples} samples, ${summary.busyMs} ms busy, ${profileFile(name)}):\n` +
          `${summary.byPlace.map((line) => `  ${line}`).join('\n')}\n\n${summary.byFunction.map((line) => `  ${line}`).join('\n')}\n`,
      );
    }
  }
  if (settings.profile) profiles.push(...new Set(rows.flatMap((row) => (row.cpuOf ?? []).map(profileFile))));

  const ratios = withRatios(rows);
  const meRow = rows.find((row) => row.scenario === ME);
  const offRow = rows.find((row) => row.scenario === ME_OFF);
  const on = meRow?.result;
  const off = offRow?.result;
  const onMs = meRow?.cpu?.service?.msPerRequest;
  const offMs = offRow?.cpu?.['service-me-off']?.msPerRequest;
  const usageOverheadCpu = onMs && offMs ? Number((1 - offMs / onMs).toFixed(3)) : undefined;
  const totalS = round((performance.now() - t0) / 1000);
  const maxTotalS = settings.mode === 'quick' ? 90 : 300;
  const checks: Check[] = [
    ...(usageOverheadCpu !== undefined
      ? [{ what: 'usage recording, share of /api/me CPU per request (1 − off/on)', value: usageOverheadCpu, limit: `≤ ${MAX_USAGE_SHARE}`, met: usageOverheadCpu <= MAX_USAGE_SHARE }]
      : []),
    ...(idleRssMb > 0 ? [{ what: 'service RSS idle (signed in, directory built, before any load), MB', value: idleRssMb, limit: `≤ ${MAX_IDLE_RSS_MB}`, met: idleRssMb <= MAX_IDLE_RSS_MB }] : []),
    { what: `${settings.mode} run time, s`, value: totalS, limit: `≤ ${maxTotalS}`, met: totalS <= maxTotalS },
  ];
  const failures = failuresOf(rows);
  const report: Report = {
    mode: settings.mode,
    startedAt,
    finishedAt: new Date().toISOString(),
    machine: { ...machineAtStart, loadavgAtEnd: machine().loadavg },
    rows: ratios,
    ...(on && off ? { usageOverhead: Number((1 - on.rps / off.rps).toFixed(3)) } : {}),
    ...(usageOverheadCpu !== undefined ? { usageOverheadCpu } : {}),
    checks,
    directory,
    caches,
    profiles,
    failures,
  };
  const file = writeReport(report);
  process.stdout.write(`\n${markdown(report)}\n\nJSON: ${file}\nTotal ${((performance.now() - t0) / 1000).toFixed(1)} s\n`);
  for (const failure of failures) process.stdout.write(`\n!! ERRORS ${failure}\n`);
  return failures.length > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`\n!! BENCH FAILED: ${(error as Error).stack ?? String(error)}\n`);
    process.exit(1);
  },
);
