// The worker's entry when the server runs from its TypeScript sources (tests, `npm start`): a worker
// thread does not inherit the tsx loader of its parent, so it registers its own before loading
// worker.ts. The production bundle starts dist/triage-worker.mjs instead.
import { register } from 'tsx/esm/api';

register();
await import('./worker.ts');
