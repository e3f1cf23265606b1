// BullMQ, the most used Redis queue (Node), as a contender of the workers
// part of bench/run.php: one producer (this process) adds $tasks no-op jobs
// with addBulk() in batches of $batch, and $workers forked worker
// processes, each a BullMQ Worker of concurrency $concurrency, complete
// them; jobs are removed on completion, as a production queue would
// configure them. Prints one JSON line: {"seconds": first add to the last
// completion, "produced": first add to the last addBulk()'s return}.
//
//   node bench/bullmq.mjs PORT QUEUE TASKS WORKERS CONCURRENCY BATCH
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
const [port, name, tasks, workers, concurrency, batch] = process.argv.slice(2);
const connection = { host: '127.0.0.1', port: Number(port), maxRetriesPerRequest: null };

if (process.env.BENCH_BULLMQ_WORKER) {
  // a worker process: completes jobs, says how many, until told to stop
  let done = 0;
  const worker = new Worker(name, async () => {}, { connection, concurrency: Number(concurrency), autorun: false });
  worker.on('completed', () => { done++; });
  await worker.waitUntilReady();
  process.on('message', async (m) => {
    if (m === 'stop') {
      await worker.close();
      process.send({ done });
      process.exit(0);
    }
  });
  setInterval(() => process.send({ done }), 5).unref();
  process.send('ready');
  worker.run();
} else {
  const children = [];
  let stopping = false;
  const done = new Array(Number(workers)).fill(0);
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
  const queue = new Queue(name, { connection });
  await queue.waitUntilReady();
  const start = process.hrtime.bigint();
  for (let i = 0; i < Number(tasks); i += Number(batch)) {
    const jobs = [];
    for (let j = i; j < Math.min(i + Number(batch), Number(tasks)); j++) {
      jobs.push({ name: 'noop', data: { id: j }, opts: { removeOnComplete: true, removeOnFail: true } });
    }
    await queue.addBulk(jobs);
  }
  const produced = process.hrtime.bigint();
  await all;
  const end = process.hrtime.bigint();
  stopping = true;
  for (const child of children) {
    child.send('stop');
  }
  await queue.obliterate({ force: true });
  await queue.close();
  console.log(JSON.stringify({ seconds: Number(end - start) / 1e9, produced: Number(produced - start) / 1e9 }));
  process.exit(0);
}
