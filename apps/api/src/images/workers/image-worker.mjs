// The entry of an image worker thread. The shop runs its TypeScript through tsx, whose loader a
// thread does not inherit from the main one, so each thread registers it before loading the tasks.
import { register } from 'tsx/esm/api';

register();
const tasks = await import('./image-tasks.ts');

export const composeLayers = tasks.composeLayersTask;
export const cutOutSubject = tasks.cutOutSubjectTask;
export const renderMockup = tasks.renderMockupTask;
