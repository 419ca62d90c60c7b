import { spawn, type ChildProcess } from 'node:child_process';
import { delimiter } from 'node:path';

export interface Finished {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * The environment a user's shell would have: PATH without any node_modules/.bin (npm test puts the
 * repo's there), no NODE_OPTIONS or NODE_PATH (so no tsx hook and no module lookup in the repo).
 */
export function userEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const path = (process.env.PATH ?? '')
    .split(delimiter)
    .filter((dir) => !dir.includes('node_modules'))
    .join(delimiter);
  return { PATH: path, HOME: process.env.HOME ?? '/tmp', LANG: 'C.UTF-8', ...extra };
}

/** Runs a command to its end (killed after `timeoutMs`); its exit code and output. */
export function run(
  command: string,
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv; timeoutMs?: number },
): Promise<Finished> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, env: options.env ?? userEnv() });
    const finished = collect(child);
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 300_000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, ...finished() });
    });
  });
}

/** Runs a command, failing with its output unless it exits 0. */
export async function runOk(
  command: string,
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv; timeoutMs?: number },
): Promise<string> {
  const result = await run(command, args, options);
  if (result.code !== 0)
    throw new Error(
      `${command} ${args.join(' ')} exited ${result.code}\n${result.stderr}\n${result.stdout}`,
    );
  return result.stdout;
}

export function collect(child: ChildProcess): () => { stdout: string; stderr: string } {
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return () => ({ stdout, stderr });
}

/** Resolves once the child's stdout matches `pattern`; rejects if it exits first. */
export function waitForOutput(child: ChildProcess, pattern: RegExp): Promise<RegExpMatchArray> {
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    child.stderr!.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = out.match(pattern);
      if (match) resolve(match);
    });
    child.on('exit', (code) =>
      reject(new Error(`exited with ${code} before printing ${pattern}:\n${out}\n${err}`)),
    );
  });
}

/** SIGTERM, then the exit code. */
export function stop(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve(child.exitCode);
    child.once('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });
}
