/**
 * `npm run bench [-- --quick] [-- --profile]`: the dev chain, the service and a bare Koa ceiling
 * as separate processes, each row loaded with autocannon in rounds alternating with its ceiling's;
 * a Markdown table on stdout and a JSON report in bench/results/. Any failed request makes the run say so loudly and exit 1.
 * See bench/README.md for what each row measures. `-- --scale [quick]`: the scale bench instead
 * (bench/scale/run.ts, issue 61).
 */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchUserName } from './accounts';
import { benchCaches } from './caches';
import { prepareBaseline, type Baseline } from './baseline';
import { buildIfStale, startCommand, type StartCommand } from './compiled';
import { BenchChain } from './chain';
import { benchDirectoryBuild } from './directory';
import { freePort } from '../test/support/freePort';
import { benchServiceEnv } from './serviceEnv';
import { merge, round, runSideBySide, type LoadResult, type LoadSpec } from './load';
import { startPostgres } from './postgres';
import {
  cpuWatched,
  rssOf,
  spawnChild,
  spawnCompiled,
  type Child,
  type SpawnOptions,
} from './processes';
import { summarizeProfile } from './profileSummary';
import {
  errorsOf,
  failuresOf,
  kernelPerRequest,
  machine,
  markdown,
  perRound,
  baselineRatios,
  withRatios,
  writeReport,
  type Check,
  type Report,
  type Row,
  type Skipped,
} from './report';
import {
  appsBodyBytes,
  appsSpec,
  bytesCeilingSpec,
  releaseStorage,
  seedApps,
  waitForDirectory,
} from './scenarios/apps';
import { devnetCeilingSpec, serviceBroadcastSpec } from './scenarios/broadcast';
import { bareKoaSpec, meSpec, sameBytesSpec } from './scenarios/http';
import { measurePeerExchanges } from './scenarios/peerExchanges';
import { hivesignerTokens } from './scenarios/hivesigner';
import { refreshGrantsNeeded, refreshSpec } from './scenarios/refresh';
import { measureSignIns, signatureCheckCeiling } from './scenarios/signInFlow';
import { capture, serializePrepared } from './serve/prepared';
import { scaleMain } from './scale/run';
import { settingsFrom } from './settings';
import { signInAll } from './signIn';
import { VotePlan } from './votePlan';
import { startOtlpSink } from './otlpSink';
import { followerCaughtUp, followerProbe } from './followerCaughtUp';

const KOA = 'bare Koa, small JSON (ceiling)';
const KOA_SAME = 'bare Koa, same answer as /api/me (ceiling)';
/** The rig's toll (bench/README.md): the same answer after a known amount of work of its own. */
const TOLL_WORK_US = 25;
const KOA_SAME_SLOWER = `bare Koa, same answer + ${TOLL_WORK_US} µs of work`;
const ME = 'GET /api/me';
const ME_OFF = 'GET /api/me, usage store off';
const ME_PG = 'GET /api/me, PostgreSQL';
const ME_WORKERS = 'GET /api/me, WORKERS=2';
const REFRESH_PG = 'POST /api/oauth2/token (refresh), PostgreSQL';
const DEVNET = 'devnet broadcast_transaction_synchronous (ceiling)';
const BROADCAST = 'POST /api/broadcast (1 vote)';
const BROADCAST_KEYED = 'POST /api/broadcast (1 vote, Idempotency-Key)';
const REFRESH = 'POST /api/oauth2/token (refresh)';
const APPS = 'GET /api/apps (10k apps)';
const APPS_CEILING = 'bare Koa, same body as /api/apps (ceiling)';
const SIGN_IN = 'sign-in: challenge → authorize → token';
const SIGN_IN_CEILING = 'signature check of a sign-in, in process (ceiling)';
const HS_ME = "GET /api/me, HiveSigner's API (a model)";
const ME_VS_HS = "GET /api/me, against HiveSigner's";
const HS_BROADCAST = "POST /api/broadcast (1 vote), HiveSigner's API (a model)";
const BROADCAST_VS_HS = "POST /api/broadcast (1 vote), against HiveSigner's";
const HS_NOTE =
  "bench/hivesigner/: HiveSigner's API server (ecency/hivesigner-api at cabbb7c, on no registry, so not runnable here) modelled on the same libraries at the same majors (express 4, cors, node-cache, dhive), doing per request what its source does; its broadcaster is the service account";
/** Issue 58: the cost of traces on, every request sampled and one in a hundred. */
const TRACED = { all: 'traces on, 100 % sampled', some: 'traces on, 1 % sampled' } as const;
const ME_TRACED = `${ME}, ${TRACED.all}`;
const ME_TRACED_SOME = `${ME}, ${TRACED.some}`;
const BROADCAST_TRACED = `${BROADCAST}, ${TRACED.all}`;
const BROADCAST_TRACED_SOME = `${BROADCAST}, ${TRACED.some}`;
/** Issue 16's budgets: service RSS under load and idle, refresh CPU, usage recording, growth of a broadcast's cost, run time. */
const MAX_RSS_MB = 150;
const MAX_IDLE_RSS_MB = 100;
const MAX_REFRESH_MS = 0.25;
const MAX_USAGE_SHARE = 0.05;
const MAX_GROWTH = 0.15;
/** Issue 13: PostgreSQL-backed /api/me within 10 % of SQLite-backed, by CPU per request. */
const MAX_PG_EXCESS = 0.1;
/** Issue 28, by CPU per request: /api/me ≥ 0.6 of the same-answer ceiling; a broadcast ≤ 1.2 × the chain's CPU per vote. */
const ME_CPU_TARGET = 0.6;
const BROADCAST_CPU_TARGET = Number((1 / 1.2).toFixed(3));
const WORKERS = 2;
/** Issue 55: hivegate's CPU per request at most this share of HiveSigner's: 10 × less on /api/me, 4.5 × less a broadcast. */
const HIVESIGNER_SHARE = { me: 0.1, broadcast: Number((1 / 4.5).toFixed(3)) };

async function main(): Promise<number> {
  const settings = settingsFrom(process.argv.slice(2));
  const startedAt = new Date().toISOString();
  const stamp = startedAt.replace(/[:.]/g, '-');
  const t0 = performance.now();
  const step = (message: string) =>
    process.stderr.write(`bench [${((performance.now() - t0) / 1000).toFixed(1)} s] ${message}\n`);
  const resultsDir = join(__dirname, 'results');
  const root = join(__dirname, '..');
  // Every child is profiled: the profiles give each row its CPU per request (see report.ts). A
  // WORKERS service writes one profile per process into a folder of its own (profileFiles).
  const profileFile = (name: string) => join(resultsDir, `${stamp}-${name}.cpuprofile`);
  const profileFiles = (name: string) => {
    const dir = join(resultsDir, `${stamp}-${name}`);
    return existsSync(dir) && statSync(dir).isDirectory()
      ? readdirSync(dir).map((file) => join(dir, file))
      : [profileFile(name)];
  };
  const profile = (name: string) => ({ profileDir: resultsDir, profileName: `${stamp}-${name}` });
  const profilePerProcess = (name: string) => {
    const profileDir = join(resultsDir, `${stamp}-${name}`);
    mkdirSync(profileDir, { recursive: true });
    return { profileDir };
  };
  const machineAtStart = machine();
  const rows: Row[] = [];
  const profiles: string[] = [];
  const children: Child[] = [];
  const dataDirs: string[] = [];
  const adopt = (child: Child) => {
    children.push(child);
    cpuWatched.set(child.name, child.pid);
    return child;
  };
  const spawn = async (name: string, script: string, options: SpawnOptions = {}) =>
    adopt(await spawnChild(name, script, options));
  /** The service as production runs it: `npm start`'s node flags and compiled entry (no tsx), on a port of its own. */
  const start = startCommand(root);
  const spawnService = async (
    name: string,
    options: SpawnOptions & { entry?: string; command?: StartCommand },
  ) => {
    const command = options.command ?? start;
    return adopt(
      await spawnCompiled(name, options.entry ?? command.entry, {
        ...options,
        nodeFlags: command.nodeFlags,
        port: await freePort(),
      }),
    );
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
    step(
      `${row.scenario}: ${result.rps} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, errors ${errorsOf(result)}`,
    );
  };

  let directory: Report['directory'] = [];
  let caches: Report['caches'] = [];
  let idleRssMb = 0;
  const skipped: Skipped[] = [];
  let stopPostgres = async () => {};
  let baseline: Baseline | undefined;
  try {
    const built = buildIfStale(root, step);
    if (settings.baseline) baseline = prepareBaseline(root, settings.baseline, step);
    const vsBaseline = (scenario: string) => `${scenario} @ ${baseline!.ref}`;
    step(
      `${settings.mode} run${built === undefined ? '' : ` (dist/ built in ${built} s)`}; starting the dev chain (${settings.users} users), bare Koa and PostgreSQL`,
    );
    const [devnet, koa, postgres] = await Promise.all([
      spawn('devnet', 'devnet', {
        env: { BENCH_USERS: String(settings.users) },
        ...profile('devnet'),
      }),
      spawn('bare-koa', 'bareKoa', profile('bare-koa')),
      startPostgres(),
    ]);
    if ('skipped' in postgres) {
      step(`!! PostgreSQL rows skipped: ${postgres.skipped}`);
      skipped.push(
        { scenario: ME_PG, reason: postgres.skipped },
        { scenario: REFRESH_PG, reason: postgres.skipped },
      );
    } else {
      stopPostgres = () => postgres.stop();
      // The server's processes too (kernel count, in the JSON report): what the PostgreSQL rows cost the database.
      const postmaster = Number(
        readFileSync(join(postgres.dir, 'data', 'postmaster.pid'), 'utf8').split('\n')[0],
      );
      if (postmaster > 0) cpuWatched.set('postgres', postmaster);
    }
    const pgUrl = 'skipped' in postgres ? undefined : postgres.url;
    const chainId = devnet.info.chainId as string;
    const addressPrefix = devnet.info.addressPrefix as string;
    const chain = new BenchChain(devnet.info.url, chainId);
    const hivesignerStarted = spawn('hivesigner', 'hivesigner', {
      env: {
        HIVE_NODES: devnet.info.url,
        HIVE_CHAIN_ID: chainId,
        HIVE_ADDRESS_PREFIX: addressPrefix,
      },
      ...profile('hivesigner'),
    });
    // Each round of a service's broadcasts and refreshes starts once its follower has handled the
    // blocks the loads before it made (followerCaughtUp.ts): their votes are not this service's.
    const caughtUp =
      (child: Child) =>
      async (spec: LoadSpec): Promise<LoadSpec> => ({
        ...spec,
        beforeRound: async () => {
          await spec.beforeRound?.();
          const probe = followerProbe(child.info.url, (method, params) =>
            chain.call(method, params),
          );
          if (!(await followerCaughtUp(probe)))
            step(
              `${child.name}: its block follower had not caught up after 60 s; the round goes on`,
            );
        },
      });
    const serviceEnv = (extra: Record<string, string> = {}) => {
      const env = benchServiceEnv(
        { url: devnet.info.url, chainId, addressPrefix },
        'hivegate-bench-',
        extra,
      );
      dataDirs.push(env.DATA_DIR);
      return env;
    };

    // One service for every SQLite row but "usage store off" and "WORKERS=2"; each of the three
    // starts on a SQLite file seeded with the apps of GET /api/apps, its directory built before
    // any load runs, so the rows compared with GET /api/me differ from it in one thing only.
    // (An unseeded usage-off service once read as usage costing 13–22 % of /api/me's CPU.)
    const seededEnv = (extra: Record<string, string> = {}) => {
      const env = serviceEnv(extra);
      seedApps(env.DATA_DIR, settings.apps);
      return env;
    };
    step(
      `seeding ${settings.apps} apps; starting the service (node ${[...start.nodeFlags, start.entry].join(' ')}), one with its usage store off, one on PostgreSQL, one with WORKERS=${WORKERS}`,
    );
    const meOffStarted = spawnService('service-me-off', {
      entry: 'bench/serve/usageOff.js',
      env: seededEnv(),
      ...profile('service-me-off'),
    });
    const pgStarted = pgUrl
      ? spawnService('service-pg', {
          env: serviceEnv({ DATABASE_URL: pgUrl }),
          ...profile('service-pg'),
        })
      : undefined;
    const workersStarted = spawnService('service-workers', {
      env: seededEnv({ WORKERS: String(WORKERS) }),
      ...profilePerProcess('service-workers'),
    });
    // Two more copies with traces on, exporting to a sink in this process (otlpSink.ts).
    const sink = await startOtlpSink();
    const tracedEnv = (sampler: Record<string, string>) =>
      serviceEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: sink.url, CHAIN_FOLLOWER: 'off', ...sampler });
    const tracedStarted = spawnService('service-traced', {
      env: tracedEnv({ OTEL_TRACES_SAMPLER: 'always_on' }),
      ...profile('service-traced'),
    });
    const tracedSomeStarted = spawnService('service-traced-1pct', {
      env: tracedEnv({ OTEL_TRACES_SAMPLER: 'traceidratio', OTEL_TRACES_SAMPLER_ARG: '0.01' }),
      ...profile('service-traced-1pct'),
    });
    const mainEnv = seededEnv();
    // The previous release: the same environment, the same seeded apps, its own npm start.
    const baseEnv = baseline && serviceEnv();
    if (baseline && baseEnv)
      seedApps(baseEnv.DATA_DIR, settings.apps, releaseStorage(baseline.dir));
    const baseStarted =
      baseline && baseEnv
        ? spawnService('service-baseline', {
            env: baseEnv,
            command: baseline.start,
            ...profile('service-baseline'),
          })
        : undefined;
    // Each broadcast load votes on its own posts, seeded as its votes are taken: neither can run out.
    const ceilingPlan = new VotePlan(settings.users, 'ceiling-post', (permlinks) =>
      chain.seedPosts(permlinks),
    );
    const servicePlan = new VotePlan(settings.users, 'service-post', (permlinks) =>
      chain.seedPosts(permlinks),
    );
    const [service, meOff, servicePg, workers, serviceBase, traced, tracedSome, hivesigner] =
      await Promise.all([
        spawnService('service', { env: mainEnv, ...profile('service') }),
        meOffStarted,
        pgStarted,
        workersStarted,
        baseStarted,
        tracedStarted,
        tracedSomeStarted,
        hivesignerStarted,
        ceilingPlan.ensure(settings.users * settings.posts),
        servicePlan.ensure(settings.users * settings.posts),
      ]);
    const users = Array.from({ length: settings.users }, (_, i) => benchUserName(i));
    step(`signing ${settings.users} users in; waiting for the directory`);
    // Refresh rotates its grants' tokens, and every load that stops loses the ones in flight: it
    // gets grants of its own, as many as refreshGrantsNeeded (users signed in more than once).
    const extraGrants = Math.max(0, refreshGrantsNeeded(settings) - users.length);
    const signInTwice = async (on: Child) => {
      const first = await signInAll(on.info.url, users);
      return [
        first,
        await signInAll(
          on.info.url,
          Array.from({ length: extraGrants }, (_, i) => users[i % users.length]),
        ),
      ] as const;
    };
    // On PostgreSQL: the /api/me users, and as many grants as the refresh row needs.
    const pgGrants = Math.max(settings.meUsers, refreshGrantsNeeded(settings));
    const [
      [tokens, extraTokens],
      tokensOff,
      tokensPg,
      tokensWorkers,
      [tokensBase, extraBase],
      tokensTraced,
      tokensTracedSome,
    ] = await Promise.all([
      signInTwice(service),
      signInAll(meOff.info.url, users.slice(0, settings.meUsers)),
      servicePg
        ? signInAll(
            servicePg.info.url,
            Array.from({ length: pgGrants }, (_, i) => users[i % users.length]),
          )
        : [],
      signInAll(workers.info.url, users.slice(0, settings.meUsers)),
      serviceBase ? signInTwice(serviceBase) : ([[], []] as const),
      signInAll(traced.info.url, users),
      signInAll(tracedSome.info.url, users),
      ...[service, meOff, workers].map((child) => waitForDirectory(child, settings.apps)),
      serviceBase ? waitForDirectory(serviceBase, settings.apps) : undefined,
    ]);
    const tokensMe = tokens.slice(0, settings.meUsers);
    const tokensHivesigner = hivesignerTokens(users, addressPrefix);
    step(`signed in; loading /api/me on ${servicePg ? 5 : 4} services and bare Koa, side by side`);
    idleRssMb = round((rssOf(service.pid) ?? 0) / 2 ** 20);

    // The honest ceiling answers the service's own /api/me answer: same status, headers, bytes.
    const meAnswer = await capture(`${service.info.url}/api/me`, {
      Authorization: `Bearer ${tokensMe[0].access}`,
    });
    const prepared = await fetch(`${koa.info.url}/prepare/me`, {
      method: 'POST',
      body: serializePrepared(meAnswer),
    });
    if (prepared.status !== 204) throw new Error(`bare Koa /prepare/me: ${prepared.status}`);
    const accessTokens = tokensMe.map((t) => t.access);
    // Every /api/me load side by side: the ceilings, SQLite (1 worker), usage off, PostgreSQL, WORKERS=2.
    // PostgreSQL right after SQLite in every round, so the two compared by CPU see the same moments of the machine.
    const meResults = await runSideBySide(
      [
        bareKoaSpec(koa, settings, accessTokens),
        sameBytesSpec(koa, settings, accessTokens),
        sameBytesSpec(koa, settings, accessTokens, TOLL_WORK_US),
        meSpec(service, settings, tokensMe),
        ...(servicePg ? [meSpec(servicePg, settings, tokensPg.slice(0, settings.meUsers))] : []),
        meSpec(meOff, settings, tokensOff),
        // Each worker warms up as much as the single process does: the cluster spreads the warm-up over them.
        {
          ...meSpec(workers, settings, tokensWorkers),
          warmupRequests: settings.warmupRequests * WORKERS,
          watchPid: undefined,
        },
        meSpec(traced, settings, tokensTraced.slice(0, settings.meUsers)),
        meSpec(tracedSome, settings, tokensTracedSome.slice(0, settings.meUsers)),
        meSpec(hivesigner, settings, tokensHivesigner.slice(0, settings.meUsers)),
        ...(serviceBase
          ? [meSpec(serviceBase, settings, tokensBase.slice(0, settings.meUsers))]
          : []),
      ],
      settings.rounds,
      settings.warmupS,
    );
    const [koaResult, sameResult, slowerResult, meResult] = meResults;
    if (serviceBase)
      record(
        { scenario: vsBaseline(ME), baselineOf: ME, cpuOf: ['service-baseline'] },
        meResults[meResults.length - 1],
      );
    const mePgResult = servicePg ? meResults[4] : undefined;
    const [meOffResult, workersResult, meTracedResult, meTracedSomeResult, meHivesignerResult] =
      meResults.slice(servicePg ? 5 : 4);
    record({ scenario: KOA, cpuOf: ['bare-koa'] }, koaResult);
    record(
      {
        scenario: KOA_SAME,
        cpuOf: ['bare-koa'],
        note: `the service's /api/me answer replayed: ${meAnswer.body.length} bytes of body, headers ${Object.keys(meAnswer.headers).join(', ')}`,
      },
      sameResult,
    );
    record(
      {
        scenario: KOA_SAME_SLOWER,
        ceiling: KOA_SAME,
        cpuOf: ['bare-koa'],
        note: `the same answer, each first burning ${TOLL_WORK_US} µs of the process's CPU: what being slower costs a server on this machine besides its own work (bench/README.md, "The rig's toll")`,
      },
      slowerResult,
    );
    record(
      {
        scenario: ME,
        ceiling: KOA_SAME,
        alsoVs: KOA,
        target: 0.7,
        cpuTarget: ME_CPU_TARGET,
        maxRssMb: MAX_RSS_MB,
        cpuOf: ['service'],
      },
      meResult,
    );
    record(
      {
        scenario: ME_OFF,
        ceiling: KOA_SAME,
        cpuOf: ['service-me-off'],
        note: '"off" = the core still counts requests in memory, but the flush writes to a store that drops them (bench/serve/usageOff.js, on the same compiled build) instead of SQLite',
      },
      meOffResult,
    );
    record(
      {
        scenario: ME_WORKERS,
        ceiling: ME,
        cpuOf: ['service-workers'],
        note: `the scaling ratio: req/s of ${WORKERS} worker processes (WORKERS=${WORKERS}, node:cluster, one SQLite file) over one, side by side; CPU per request = all ${WORKERS + 1} processes' profiles (the primary's included) added up. On ${machineAtStart.cores} cores, where the load tool takes one, this is what a second worker adds on this machine, not what it adds on a machine with a core per worker`,
      },
      workersResult,
    );
    if (mePgResult)
      record(
        {
          scenario: ME_PG,
          ceiling: ME,
          alsoVs: KOA_SAME,
          maxCpuExcess: MAX_PG_EXCESS,
          maxRssMb: MAX_RSS_MB,
          cpuOf: ['service-pg'],
          note: 'the same service with DATABASE_URL (a throw-away cluster from scripts/postgres.sh, fsync off), loaded right after the SQLite-backed one in each round; its revocation view answers from memory, kept current by LISTEN/NOTIFY',
        },
        mePgResult,
      );
    for (const [scenario, name, result] of [
      [ME_TRACED, 'service-traced', meTracedResult],
      [ME_TRACED_SOME, 'service-traced-1pct', meTracedSomeResult],
    ] as const)
      record(
        {
          scenario,
          ceiling: ME,
          maxRssMb: MAX_RSS_MB,
          cpuOf: [name],
          note: `the same service with OTEL_EXPORTER_OTLP_ENDPOINT set, exporting OTLP/protobuf to a sink in the bench process (bench/otlpSink.ts); the ratio to ${ME} is what traces cost`,
        },
        result,
      );
    record({ scenario: HS_ME, cpuOf: ['hivesigner'], note: HS_NOTE }, meHivesignerResult);
    record(
      {
        scenario: ME_VS_HS,
        ceiling: HS_ME,
        maxCpuShare: HIVESIGNER_SHARE.me,
        cpuOf: ['service'],
        note: `the ${ME} row's load, against the model's, side by side in the same rounds`,
      },
      meResult,
    );
    await stop(meOff, workers);

    const ceiling = await devnetCeilingSpec(devnet, chain, ceilingPlan, settings);
    const [
      devnetResult,
      broadcastResult,
      keyedResult,
      broadcastTraced,
      broadcastTracedSome,
      broadcastHivesigner,
      broadcastBase,
      keyedBase,
    ] = await runSideBySide(
      [
        ceiling.spec,
        await caughtUp(service)(await serviceBroadcastSpec(service, servicePlan, tokens, settings)),
        // As hivegate/client sends every broadcast: the key's claim and outcome are durable writes too.
        await caughtUp(service)(
          await serviceBroadcastSpec(service, servicePlan, tokens, settings, true),
        ),
        // The traced copies vote from the same plan: every vote is still cast once.
        await serviceBroadcastSpec(traced, servicePlan, tokensTraced, settings),
        await serviceBroadcastSpec(tracedSome, servicePlan, tokensTracedSome, settings),
        // HiveSigner's model votes from the same plan too, signing with the same service key.
        await serviceBroadcastSpec(hivesigner, servicePlan, tokensHivesigner, settings),
        // The baseline votes from the same plan: every vote is still cast once.
        ...(serviceBase
          ? [
              await caughtUp(serviceBase)(
                await serviceBroadcastSpec(serviceBase, servicePlan, tokensBase, settings),
              ),
              await caughtUp(serviceBase)(
                await serviceBroadcastSpec(serviceBase, servicePlan, tokensBase, settings, true),
              ),
            ]
          : []),
      ],
      settings.rounds,
      settings.warmupS,
    );
    const late = ceiling.signedLate();
    const lazily = `${late > 0 ? `${late} signed during the load (the pile, sized by a probe, ran out)` : 'none signed during the load'}, posts seeded in ${ceilingPlan.topUps} top-ups`;
    record(
      {
        scenario: DEVNET,
        cpuOf: ['devnet'],
        note: `votes signed up front by the service key (voter → demo-app → hivegate), ${ceiling.signMsPerTx} ms each to sign, ${lazily}; instant mode, one block per transaction`,
      },
      devnetResult,
    );
    record(
      {
        scenario: BROADCAST,
        ceiling: DEVNET,
        target: 0.7,
        cpuTarget: BROADCAST_CPU_TARGET,
        maxGrowth: MAX_GROWTH,
        maxRssMb: MAX_RSS_MB,
        cpuOf: ['service', 'devnet'],
        note: `${servicePlan.used} votes, posts seeded in ${servicePlan.topUps} top-ups during the load`,
      },
      broadcastResult,
    );
    record(
      {
        scenario: BROADCAST_KEYED,
        ceiling: BROADCAST,
        maxRssMb: MAX_RSS_MB,
        cpuOf: ['service', 'devnet'],
        note: 'the same votes, each with an Idempotency-Key of its own (bench/scenarios/broadcast.ts), on the same service',
      },
      keyedResult,
    );
    for (const [scenario, name, result] of [
      [BROADCAST_TRACED, 'service-traced', broadcastTraced],
      [BROADCAST_TRACED_SOME, 'service-traced-1pct', broadcastTracedSome],
    ] as const)
      record(
        {
          scenario,
          ceiling: BROADCAST,
          maxRssMb: MAX_RSS_MB,
          cpuOf: [name, 'devnet'],
          note: `votes from the same plan on a traced copy; ${JSON.stringify(sink.received())} sent to the sink so far`,
        },
        result,
      );
    record(
      { scenario: HS_BROADCAST, cpuOf: ['hivesigner', 'devnet'], note: HS_NOTE },
      broadcastHivesigner,
    );
    record(
      {
        scenario: BROADCAST_VS_HS,
        ceiling: HS_BROADCAST,
        maxCpuShare: HIVESIGNER_SHARE.broadcast,
        cpuOf: ['service', 'devnet'],
        note: `the ${BROADCAST} row's load, against the model's, side by side in the same rounds`,
      },
      broadcastResult,
    );
    await stop(traced, tracedSome, hivesigner);
    await sink.close();
    for (const [scenario, result] of [
      [BROADCAST, broadcastBase],
      [BROADCAST_KEYED, keyedBase],
    ] as const) {
      if (result)
        record(
          {
            scenario: vsBaseline(scenario),
            baselineOf: scenario,
            cpuOf: ['service-baseline', 'devnet'],
          },
          result,
        );
    }
    const [refreshResult, refreshPgResult, refreshBase] = await runSideBySide(
      [
        await caughtUp(service)(refreshSpec(service, [...tokens, ...extraTokens], settings)),
        ...(servicePg
          ? [await caughtUp(servicePg)(refreshSpec(servicePg, tokensPg, settings))]
          : []),
        ...(serviceBase
          ? [
              await caughtUp(serviceBase)(
                refreshSpec(serviceBase, [...tokensBase, ...extraBase], settings),
              ),
            ]
          : []),
      ],
      settings.rounds,
      settings.warmupS,
    );
    const refreshBaseResult = servicePg ? refreshBase : refreshPgResult;
    if (serviceBase && refreshBaseResult)
      record(
        { scenario: vsBaseline(REFRESH), baselineOf: REFRESH, cpuOf: ['service-baseline'] },
        refreshBaseResult,
      );
    record(
      {
        scenario: REFRESH,
        ceiling: KOA,
        maxCpuMs: MAX_REFRESH_MS,
        maxRssMb: MAX_RSS_MB,
        cpuOf: ['service'],
      },
      refreshResult,
    );
    if (servicePg) {
      record(
        {
          scenario: REFRESH_PG,
          ceiling: REFRESH,
          cpuOf: ['service-pg'],
          note: 'the rotation is one conditional UPDATE in PostgreSQL; compared with the SQLite-backed row, side by side',
        },
        refreshPgResult,
      );
      await stop(servicePg);
    }

    // Whole sign-ins, today's and the baseline's in turn, against the one check none can skip.
    const signIns = settings.mode === 'quick' ? 100 : 400;
    const check = signatureCheckCeiling(users[0], addressPrefix, signIns * 5);
    rows.push({
      scenario: SIGN_IN_CEILING,
      result: check.result,
      cpu: {
        bench: { busyMs: round(check.msPerCheck * signIns * 5), msPerRequest: check.msPerCheck },
      },
      cpuOf: ['bench'],
      note: "the service's recoverPublicKey over the challenge's digest, timed in the bench process: what every sign-in must spend",
    });
    // In rounds, today's and the baseline's in turn, after a warm-up of each, like the loads.
    const signInServices = [service, ...(serviceBase ? [serviceBase] : [])];
    for (const on of signInServices) await measureSignIns(on, users, 20);
    const signInParts: LoadResult[][] = signInServices.map(() => []);
    for (let r = 0; r < settings.rounds; r++)
      for (const [i, on] of signInServices.entries())
        signInParts[i].push(await measureSignIns(on, users, Math.ceil(signIns / settings.rounds)));
    const [signInToday, signInBase] = signInParts.map(merge);
    record(
      {
        scenario: SIGN_IN,
        ceiling: SIGN_IN_CEILING,
        cpuOf: ['service'],
        note: `${signIns} sign-ins, 8 at a time, each three requests plus the user's signature (made by the bench, not the service); CPU per sign-in is the service's; the CPU ratio is the share of it that is the unavoidable signature check`,
      },
      signInToday,
    );
    if (signInBase)
      record(
        { scenario: vsBaseline(SIGN_IN), baselineOf: SIGN_IN, cpuOf: ['service-baseline'] },
        signInBase,
      );

    const bytes = await appsBodyBytes(service);
    const [bytesResult, appsResult, appsBase] = await runSideBySide(
      [
        bytesCeilingSpec(koa, bytes, settings),
        appsSpec(service, settings),
        ...(serviceBase ? [appsSpec(serviceBase, settings)] : []),
      ],
      settings.rounds,
      settings.warmupS,
    );
    if (appsBase)
      record(
        { scenario: vsBaseline(APPS), baselineOf: APPS, cpuOf: ['service-baseline'] },
        appsBase,
      );
    record(
      {
        scenario: APPS_CEILING,
        cpuOf: ['bare-koa'],
        note: `the same ${(bytes / 2 ** 20).toFixed(2)} MiB as the service's answer, prepared once`,
      },
      bytesResult,
    );
    record({ scenario: APPS, ceiling: APPS_CEILING, cpuOf: ['service'] }, appsResult);
    await stop(koa, ...(serviceBase ? [serviceBase] : []));

    // Token exchanges against node-oidc-provider (issue 43 §2), over SQLite and in memory on both
    // sides, after every other row, so none of those runs on a service that has served these. The
    // peer runs with npm start's V8 flags, as the service does: the same young generation.
    step('starting node-oidc-provider (in memory, over SQLite) and the service over memory stores');
    const peerDir = mkdtempSync(join(tmpdir(), 'hivegate-bench-peer-'));
    dataDirs.push(peerDir);
    const [serviceMemory, peerMemory, peerSqlite] = await Promise.all([
      spawnService('service-memory', {
        entry: 'bench/serve/memoryStorage.js',
        env: serviceEnv(),
        ...profile('service-memory'),
      }),
      spawn('oidc-peer-memory', 'oidcPeer', {
        env: { OIDC_PEER_STORAGE: 'memory' },
        nodeFlags: start.nodeFlags,
        ...profile('oidc-peer-memory'),
      }),
      spawn('oidc-peer-sqlite', 'oidcPeer', {
        env: { OIDC_PEER_STORAGE: 'sqlite', OIDC_PEER_DATA_DIR: peerDir },
        nodeFlags: start.nodeFlags,
        ...profile('oidc-peer-sqlite'),
      }),
    ]);
    const exchanges = await measurePeerExchanges(
      [
        { storage: 'sqlite', hivegate: service, peer: peerSqlite },
        { storage: 'memory', hivegate: serviceMemory, peer: peerMemory },
      ],
      users,
      settings,
      step,
    );
    for (const { row, result } of exchanges) record(row, result);
    await stop(serviceMemory, peerMemory, peerSqlite, service, devnet);

    step(`directory build at ${settings.directorySizes.join(' / ')} apps`);
    directory = await benchDirectoryBuild(
      settings.directorySizes,
      settings.mode === 'quick' ? 1 : 3,
    );
    step('token and account caches, missing and hitting');
    caches = await benchCaches(settings.mode === 'quick' ? 1000 : 3000);
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause;
    if (cause)
      process.stderr.write(
        `cause: ${cause instanceof Error ? (cause.stack ?? cause.message) : JSON.stringify(cause)}\n`,
      );
    for (const child of children) process.stderr.write(`child ${child.diagnostics()}\n`);
    throw error;
  } finally {
    await Promise.all(children.map((child) => child.stop()));
    await stopPostgres();
    baseline?.remove();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  }

  for (const row of rows) {
    for (const name of row.cpuOf ?? []) {
      if (row.cpu?.[name]) continue; // measured in this process (the signature-check ceiling)
      const summary = summarizeProfile(profileFiles(name), row.result.windowsUs);
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
        `\n${name} during "${row.scenario}" (${summary.samples} samples, ${summary.busyMs} ms busy, ${profileFiles(name).join(', ')}):\n` +
          `${summary.byPlace.map((line) => `  ${line}`).join('\n')}\n\n${summary.byFunction.map((line) => `  ${line}`).join('\n')}\n`,
      );
    }
  }
  if (settings.profile)
    profiles.push(...new Set(rows.flatMap((row) => (row.cpuOf ?? []).flatMap(profileFiles))));

  // What the database server's processes spent during each PostgreSQL row (kernel count, all its processes).
  for (const row of rows.filter((r) => r.scenario.endsWith('PostgreSQL'))) {
    const server = kernelPerRequest(row.result, 'postgres');
    if (server)
      row.note = `${row.note ?? ''}; the PostgreSQL server's processes: ${server.kernelMsPerRequest} ms CPU per request (kernel)`;
  }
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
      ? [
          {
            what: 'usage recording, share of /api/me CPU per request (1 − off/on)',
            value: usageOverheadCpu,
            limit: `≤ ${MAX_USAGE_SHARE}`,
            met: usageOverheadCpu <= MAX_USAGE_SHARE,
          },
        ]
      : []),
    ...(idleRssMb > 0
      ? [
          {
            what: 'service RSS idle (signed in, directory built, before any load), MB',
            value: idleRssMb,
            limit: `≤ ${MAX_IDLE_RSS_MB}`,
            met: idleRssMb <= MAX_IDLE_RSS_MB,
          },
        ]
      : []),
    {
      what: `${settings.mode} run time, s`,
      value: totalS,
      limit: `≤ ${maxTotalS}`,
      met: totalS <= maxTotalS,
    },
  ];
  for (const skip of skipped) process.stderr.write(`!! SKIPPED ${skip.scenario}: ${skip.reason}\n`);
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
    ...(skipped.length > 0 ? { skipped } : {}),
    directory,
    caches,
    profiles,
    failures,
    ...(baseline
      ? {
          baseline: { ref: baseline.ref, commit: baseline.commit, rows: baselineRatios(rows) },
        }
      : {}),
  };
  const file = writeReport(report);
  process.stdout.write(
    `\n${markdown(report)}\n\nJSON: ${file}\nTotal ${((performance.now() - t0) / 1000).toFixed(1)} s\n`,
  );
  for (const failure of failures) process.stdout.write(`\n!! ERRORS ${failure}\n`);
  return failures.length > 0 ? 1 : 0;
}

(process.argv.includes('--scale') ? scaleMain(process.argv.slice(2)) : main()).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`\n!! BENCH FAILED: ${(error as Error).stack ?? String(error)}\n`);
    process.exit(1);
  },
);
