import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { RequestSample } from '../http/requestSample';
import type { SecurityEvent } from './AuditTrail';

/** Latency buckets, seconds: from a cached /api/me to a slow chain round trip. */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * Every metric the service exposes (Prometheus text, GET /metrics on METRICS_PORT), in its own
 * registry so that several services in one process (tests) do not collide. Label values are
 * bounded: routes are templates, outcomes are error codes, nodes come from HIVE_NODES.
 */
export class HivegateMetrics {
  readonly registry = new Registry();
  private readonly on = { registers: [this.registry] };

  readonly httpSeconds = new Histogram({
    name: 'hivegate_http_request_duration_seconds',
    help: 'HTTP request latency by route template, method and status',
    labelNames: ['route', 'method', 'status'],
    buckets: HTTP_BUCKETS,
    ...this.on,
  });
  /**
   * The histogram's `_count` under the name dashboards rate on: read from it when scraped, so a
   * request is counted once (one label hash per request fewer) and the two can never disagree.
   */
  readonly httpRequests = new Counter({
    name: 'hivegate_http_requests_total',
    help: 'HTTP requests by route template, method and status',
    labelNames: ['route', 'method', 'status'],
    collect: countsOf(this.httpSeconds),
    ...this.on,
  });
  readonly broadcasts = new Counter({
    name: 'hivegate_broadcasts_total',
    help: 'POST /api/broadcast by outcome (ok or the error code)',
    labelNames: ['outcome'],
    ...this.on,
  });
  readonly tokenExchanges = new Counter({
    name: 'hivegate_token_exchanges_total',
    help: 'POST /api/oauth2/token by outcome (issued or the error code)',
    labelNames: ['outcome'],
    ...this.on,
  });
  readonly reuseDetections = new Counter({
    name: 'hivegate_token_reuse_detections_total',
    help: 'Spent codes or rotated refresh tokens presented again (the sign-in is revoked)',
    labelNames: ['kind'],
    ...this.on,
  });
  readonly securityEvents = new Counter({
    name: 'hivegate_security_events_total',
    help: 'Audit trail events by kind',
    labelNames: ['event'],
    ...this.on,
  });
  readonly rateLimitHits = new Counter({
    name: 'hivegate_rate_limit_hits_total',
    help: 'Requests refused with 429, by limit',
    labelNames: ['limit'],
    ...this.on,
  });
  readonly chainSeconds = new Histogram({
    name: 'hivegate_chain_request_duration_seconds',
    help: 'Hive node JSON-RPC calls by node and outcome',
    labelNames: ['node', 'outcome'],
    buckets: HTTP_BUCKETS,
    ...this.on,
  });
  readonly chainFailovers = new Counter({
    name: 'hivegate_chain_failovers_total',
    help: 'Calls a node failed, so the next node was asked (or the call failed)',
    labelNames: ['node'],
    ...this.on,
  });
  readonly backChannelLogouts = new Counter({
    name: 'hivegate_backchannel_logouts_total',
    help: 'Back-channel logout requests to apps by outcome (delivered, failed: retried later, blocked by the outbound rules)',
    labelNames: ['outcome'],
    ...this.on,
  });
  readonly directoryBuildSeconds = new Histogram({
    name: 'hivegate_directory_build_duration_seconds',
    help: 'App directory builds by outcome',
    labelNames: ['outcome'],
    buckets: [0.1, 0.5, 1, 5, 15, 30, 60, 120, 300],
    ...this.on,
  });

  /** Read at scrape time: seconds the oldest usage count has waited for its write (set once the core is composed). */
  usageFlushLagSeconds: () => number = () => 0;
  /** Read at scrape time: the block follower's state (set once the core is composed). */
  followerState: () => { leading: boolean; lastBlock?: number; lag?: number } = () => ({
    leading: false,
  });

  /** Read at scrape time: the signing key of each kind kept in storage, and its age (set once the core is composed). */
  signingKeyAges: () => { use: string; ageSeconds: number }[] = () => [];

  constructor(options: { processMetrics?: boolean } = {}) {
    const lag = () => this.usageFlushLagSeconds();
    new Gauge({
      name: 'hivegate_usage_flush_lag_seconds',
      help: 'Age of the oldest usage count not yet written (grows while writes fail)',
      collect() {
        this.set(lag());
      },
      ...this.on,
    });
    const follower = () => this.followerState();
    new Gauge({
      name: 'hivegate_chain_follower_leading',
      help: '1 on the instance that follows the chain (one per deployment), 0 elsewhere',
      collect() {
        this.set(follower().leading ? 1 : 0);
      },
      ...this.on,
    });
    new Gauge({
      name: 'hivegate_chain_follower_lag_blocks',
      help: 'Blocks between the head and the last one the follower handled (on the leading instance)',
      collect() {
        this.set(follower().lag ?? 0);
      },
      ...this.on,
    });
    new Gauge({
      name: 'hivegate_chain_follower_block',
      help: 'The last block the follower handled (on the leading instance)',
      collect() {
        this.set(follower().lastBlock ?? 0);
      },
      ...this.on,
    });
    const keys = () => this.signingKeyAges();
    new Gauge({
      name: 'hivegate_signing_key_age_seconds',
      help: 'Age of the key that signs, by use (token, id_token), for keys hivegate generated and rotates',
      labelNames: ['use'],
      collect() {
        this.reset();
        for (const { use, ageSeconds } of keys()) this.set({ use }, ageSeconds);
      },
      ...this.on,
    });
    if (options.processMetrics) collectDefaultMetrics({ register: this.registry });
  }

  /** One finished HTTP request; the broadcast and token routes also count their outcome. */
  request(sample: RequestSample): void {
    const labels = { route: sample.route, method: sample.method, status: String(sample.status) };
    this.httpSeconds.observe(labels, sample.seconds);
    const outcome = sample.status < 400 ? undefined : (sample.error ?? String(sample.status));
    if (sample.route === '/api/broadcast' && sample.method === 'POST')
      this.broadcasts.inc({ outcome: outcome ?? 'ok' });
    if (sample.route === '/api/oauth2/token' && sample.method === 'POST')
      this.tokenExchanges.inc({ outcome: outcome ?? 'issued' });
  }

  /** The audit trail's events, counted. */
  securityEvent(event: SecurityEvent): void {
    this.securityEvents.inc({ event });
    if (event === 'code_reuse' || event === 'refresh_reuse')
      this.reuseDetections.inc({ kind: event === 'code_reuse' ? 'code' : 'refresh' });
  }

  /** One Hive node call, as the chain adapter reports it. */
  chainCall(call: { node: string; ms: number; ok: boolean }): void {
    this.chainSeconds.observe(
      { node: call.node, outcome: call.ok ? 'ok' : 'failed' },
      call.ms / 1000,
    );
    if (!call.ok) this.chainFailovers.inc({ node: call.node });
  }

  async text(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}

/** `collect` for a counter that reports `histogram`'s observation counts, label for label, as scraped. */
function countsOf(histogram: Histogram): (this: Counter) => Promise<void> {
  return async function () {
    const { name, values } = await histogram.get();
    this.reset();
    for (const value of values)
      if (value.metricName === `${name}_count`) this.inc(value.labels, value.value);
  };
}
