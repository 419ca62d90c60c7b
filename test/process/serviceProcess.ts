import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..');

/** `npm start` (bootstrap/main.ts) as a child process, with the URL it announced. */
export interface ServiceProcess {
  child: ChildProcess;
  url: string;
  /** Everything it wrote to stdout and stderr so far (for failure messages). */
  output(): string;
  /** SIGTERM, then the exit code. */
  stop(): Promise<number | null>;
  /** SIGKILL: no chance to flush or close. */
  kill(): Promise<void>;
}

/**
 * Starts bootstrap/main.ts (or `entry`, e.g. the hivegate command with its arguments) with `env`
 * (plus PATH and HOME) and waits for its "listening" log line.
 * Node itself runs it with tsx's loader (what the `tsx` command does, minus its wrapper process),
 * so that signals — SIGKILL above all — reach the service, not a wrapper.
 */
export function startService(
  env: Record<string, string>,
  listeningMessage = 'hivegate listening',
  entry: string[] = ['bootstrap/main.ts'],
  /** Another build's compiled service (a previous release): node's arguments and its folder; no tsx. */
  compiled?: { args: string[]; cwd: string },
): Promise<ServiceProcess> {
  const child = spawn(process.execPath, compiled?.args ?? ['--import', 'tsx', ...entry], {
    cwd: compiled?.cwd ?? ROOT,
    env: { PATH: process.env.PATH!, HOME: process.env.HOME ?? '/tmp', LOG_LEVEL: 'info', ...env },
  });
  // Whatever happens to the test (a timeout, mocha exiting), the service does not outlive it;
  // with WORKERS, its workers exit when their primary dies.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  child.once('exit', () => process.off('exit', killOnExit));
  let out = '';
  child.stdout.on('data', (chunk) => (out += chunk));
  child.stderr.on('data', (chunk) => (out += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no "${listeningMessage}" within 60 s:\n${out}`)),
      60_000,
    );
    const check = () => {
      for (const line of out.split('\n')) {
        if (!line.includes(`"msg":"${listeningMessage}"`)) continue;
        clearTimeout(timer);
        child.stdout.off('data', check);
        const url = (JSON.parse(line) as { url: string }).url;
        return resolve({
          child,
          url,
          output: () => out,
          stop: () => (child.kill('SIGTERM'), exited),
          kill: async () => {
            child.kill('SIGKILL');
            await exited;
          },
        });
      }
    };
    child.stdout.on('data', check);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`exited with ${code} before listening:\n${out}`));
    });
  });
}

/**
 * A JSON request on a fresh connection (no keep-alive), so that under node:cluster each request
 * may land on another worker.
 */
export function freshRequest(
  url: string,
  method: string,
  path: string,
  json?: unknown,
  headers: Record<string, string> = {},
  /** The source address to connect from (any of 127.0.0.0/8 on loopback): a client of its own. */
  localAddress?: string,
): Promise<{ status: number; body: any; headers: Record<string, string | string[] | undefined> }> {
  return new Promise((resolve, reject) => {
    const body = json === undefined ? undefined : JSON.stringify(json);
    const req = request(
      new URL(path, url),
      {
        method,
        agent: false,
        ...(localAddress ? { localAddress } : {}),
        headers: { ...headers, ...(body ? { 'Content-Type': 'application/json' } : {}) },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => {
          let parsed: unknown = text;
          try {
            parsed = JSON.parse(text);
          } catch {
            // not JSON: keep the text
          }
          resolve({ status: res.statusCode!, body: parsed, headers: res.headers });
        });
      },
    );
    req.on('error', reject);
    // A connection handed to a worker at the instant it dies is lost with it: fail, don't hang.
    req.setTimeout(10_000, () =>
      req.destroy(new Error(`${method} ${path}: no answer within 10 s`)),
    );
    req.end(body);
  });
}
