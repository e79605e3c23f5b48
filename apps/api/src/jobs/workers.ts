import type { Deps } from '../deps';

/** Starts every job handler of this process (ROLE=all or worker). Later issues add theirs here. */
export async function startWorkers(_deps: Deps): Promise<void> {}
