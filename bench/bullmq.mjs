// BullMQ, the most used Redis queue (Node), as a contender of the workers
// part of bench/run.php: one producer (this process) adds $tasks no-op jobs
// with addBulk() in batches of $batch, and $workers forked worker
// processes, each a BullMQ Worker of concurrency $concurrency, complete
// them; jobs are removed on completion, as a production queue would
// configure them. Prints one JSON line: {"seconds": first add to the last
// completion, "produced": first add to the last addBulk()'s return}.
// PREQUEUED 1: every job is added before the workers start, and "seconds"
// runs from the first job a worker took to the last completion (the
// workers' monotonic clocks; "produced" is 0). BYTES above 0: each job's
// data carries a string of that many bytes beside its id.
//
//   node bench/bullmq.mjs PORT QUEUE TASKS WORKERS CONCURRENCY BATCH [PREQUEUED BYTES]
//
// (BullMQ refuses a queue name with ":".) A worker that ends early ends
// the run: {"error": ...}.
//
// BullMQ and ioredis come from BULLMQ_DIR/node_modules (scripts/bench
// installs them there with npm).
import { fork } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(process.env.BULLMQ_DIR + '/');
const { Queue, Worker } = require('bullmq');
const [port, name, tasks, workers, concurrency, batch, prequeued = '0', bytes = '0'] = process.argv.slice(2);
const padding = 'x'.repeat(Number(bytes));
const connection = { host: '127.0.0.1', port: Number(port), maxRetriesPerRequest: null };

if (process.env.BENCH_BULLMQ_WORKER) {
  // a worker process: completes jobs, says how many and when it took its
  // first and completed its last (nanoseconds, as strings), until told to
  // stop; pre-queued, it starts when told to run
  let done = 0;
  let first = null;
  let last = null;
  const worker = new Worker(name, async () => { first ??= process.hrtime.bigint(); },
    { connection, concurrency: Number(concurrency), autorun: false });
  worker.on('completed', () => { done++; last = process.hrtime.bigint(); });
  await worker.waitUntilReady();
  const report = () => ({ done, first: String(first ?? ''), last: String(last ?? '') });
  process.on('message', async (m) => {
    if (m === 'run') {
      worker.run();
    }
    if (m === 'stop') {
      await worker.close();
      process.send(report());
      process.exit(0);
    }
  });
  // once the parent has gone (it ends as soon as the count is complete),
  // a report has nowhere to go: dropped, as its error
  setInterval(() => process.connected && process.send(report(), () => {}), 5).unref();
  process.send('ready');
  if (prequeued !== '1') {
    worker.run();
  }
} else {
  const queue = new Queue(name, { connection });
  await queue.waitUntilReady();
  const add = async () => {
    for (let i = 0; i < Number(tasks); i += Number(batch)) {
      const jobs = [];
      for (let j = i; j < Math.min(i + Number(batch), Number(tasks)); j++) {
        const data = padding ? { id: j, padding } : { id: j };
        jobs.push({ name: 'noop', data, opts: { removeOnComplete: true, removeOnFail: true } });
      }
      await queue.addBulk(jobs);
    }
  };
  if (prequeued === '1') {
    await add();
  }
  const children = [];
  let stopping = false;
  const done = new Array(Number(workers)).fill(0);
  const firsts = [];
  const lasts = [];
  let ready = 0;
  let finished;
  const all = new Promise((resolve) => { finished = resolve; });
  for (let k = 0; k < Number(workers); k++) {
    const child = fork(fileURLToPath(import.meta.url), process.argv.slice(2),
      { env: { ...process.env, BENCH_BULLMQ_WORKER: '1' } });
    child.on('message', (m) => {
      if (m === 'ready') {
        ready++;
        return;
      }
      done[k] = m.done;
      firsts[k] = m.first;
      lasts[k] = m.last;
      if (done.reduce((a, b) => a + b, 0) >= Number(tasks)) {
        finished();
      }
    });
    child.on('exit', (code) => {
      if (!stopping) {
        console.log(JSON.stringify({ error: `worker ${k} ended with ${code} before the jobs were done` }));
        process.exit(1);
      }
    });
    children.push(child);
  }
  while (ready < children.length) {
    await new Promise((r) => setTimeout(r, 5));
  }
  let seconds;
  let produced = 0;
  if (prequeued === '1') {
    for (const child of children) {
      child.send('run');
    }
    // the report that completes the count is each worker's last: its
    // last completion is in it
    await all;
    const start = firsts.filter((t) => t !== '').map(BigInt).reduce((a, b) => (b < a ? b : a));
    const end = lasts.filter((t) => t !== '').map(BigInt).reduce((a, b) => (b > a ? b : a));
    seconds = Number(end - start) / 1e9;
  } else {
    const start = process.hrtime.bigint();
    await add();
    produced = Number(process.hrtime.bigint() - start) / 1e9;
    await all;
    seconds = Number(process.hrtime.bigint() - start) / 1e9;
  }
  stopping = true;
  for (const child of children) {
    child.send('stop');
  }
  await queue.obliterate({ force: true });
  await queue.close();
  console.log(JSON.stringify({ seconds, produced }));
  process.exit(0);
}
