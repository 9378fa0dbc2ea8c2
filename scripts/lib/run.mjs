import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const bin = fileURLToPath(new URL('../../node_modules/.bin/', import.meta.url));

/**
 * Runs a command with inherited output; local binaries come from node_modules/.bin. Resolves with the
 * exit code when `allowFailure`, otherwise rejects on a non-zero exit.
 */
export function run(command, args, { allowFailure = false, env = process.env, stdio = 'inherit' } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio, env: { ...env, PATH: `${bin}:${env.PATH ?? ''}` } });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      const status = code ?? (signal ? 1 : 0);
      if (status === 0 || allowFailure) resolve(status);
      else reject(new Error(`${command} ${args.join(' ')} exited with ${status}`));
    });
  });
}
