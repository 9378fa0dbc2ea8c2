#!/usr/bin/env node
// A load generator for the test suite (issue 24, item 5): keeps N cores busy with spinning worker
// threads, as other processes on a shared CI machine would. Two ways to use it:
//
//   node scripts/busy.mjs -- .ci/run        # the command runs with every core kept busy, then the load stops
//   node scripts/busy.mjs --cores 1 -- npm test
//   node scripts/busy.mjs --cores 2         # load until Ctrl-C
//
// --cores defaults to every core the machine has (os.availableParallelism()). The workers run at the
// normal priority: they compete with the suite as another engineer's build does. It prints the wall
// time of the command and exits with its status.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

const argv = process.argv.slice(2);
const split = argv.indexOf('--');
const own = split === -1 ? argv : argv.slice(0, split);
const command = split === -1 ? [] : argv.slice(split + 1);
const coresAt = own.indexOf('--cores');
const cores = coresAt === -1 ? availableParallelism() : Number(own[coresAt + 1]);
if (!Number.isInteger(cores) || cores < 1) {
  console.error('busy: --cores takes a whole number of at least 1');
  process.exit(2);
}

// Each worker spins on arithmetic and never yields: one core's worth of load.
const SPIN = 'let x = 0; for (;;) x = (x * 1103515245 + 12345) % 2147483648;';
const workers = Array.from({ length: cores }, () => new Worker(SPIN, { eval: true }));
const stop = () => Promise.all(workers.map((worker) => worker.terminate()));
console.error(`busy: ${cores} core${cores === 1 ? '' : 's'} kept busy`);

if (command.length === 0) {
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => void stop().then(() => process.exit(0)));
} else {
  const started = Date.now();
  const [file, ...args] = command;
  const child = spawn(file, args, { stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => child.kill(signal));
  child.on('error', (error) => {
    console.error(`busy: ${error.message}`);
    void stop().then(() => process.exit(127));
  });
  child.on('exit', (code, signal) => {
    const seconds = Math.round((Date.now() - started) / 1000);
    console.error(
      `busy: ${command.join(' ')} took ${Math.floor(seconds / 60)} min ${seconds % 60} s with ${cores} busy core${cores === 1 ? '' : 's'}`,
    );
    void stop().then(() => process.exit(code ?? (signal ? 1 : 0)));
  });
}
