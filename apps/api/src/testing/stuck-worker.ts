// A worker process for the crash tests: it takes generation jobs and never finishes them, saying
// `generation-started` when it has one, so the test can SIGKILL it mid-generation. Run with
// `node --import tsx` and the test shop's environment (PostgreSQL only: a second process).
import { pino } from 'pino';
import { loadConfig } from '../config';
import { createDeps } from '../deps';
import { workGenerateDesign } from '../jobs/generate-design';

const deps = await createDeps(loadConfig(), {
  log: pino({ level: 'silent' }),
  imageGenerator: {
    name: 'openai',
    generate: () => {
      process.stdout.write('generation-started\n');
      return new Promise(() => {});
    },
  },
});
await deps.queue.start();
await workGenerateDesign(deps);
process.stdout.write('worker-ready\n');
