// Entry of every worker thread: registers the TypeScript loader (the server runs its .ts sources
// directly through tsx), then loads the worker module named in workerData.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
