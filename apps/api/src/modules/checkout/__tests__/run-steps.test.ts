import { describe, expect, it } from 'vitest';
import { runSteps, StepsUndoFailedError, type Step } from '../run-steps';

// A use case of several steps: a failure in one undoes those done before it, last first.

const recording = (log: string[], fail?: string, failUndo?: string): Step<{ n: number }>[] =>
  ['reserve', 'price', 'store', 'queue'].map((name) => ({
    name,
    run: (context) => {
      if (name === fail) throw new Error(`${name} failed`);
      context.n += 1;
      log.push(`run ${name}`);
    },
    undo: () => {
      log.push(`undo ${name}`);
      if (name === failUndo) throw new Error(`undo ${name} failed`);
    },
  }));

describe('runSteps', () => {
  it('runs every step in order and hands back the context', async () => {
    const log: string[] = [];
    expect(await runSteps(recording(log), { n: 0 })).toEqual({ n: 4 });
    expect(log).toEqual(['run reserve', 'run price', 'run store', 'run queue']);
  });

  it('undoes the steps before a failing one in reverse order and throws its error', async () => {
    const log: string[] = [];
    await expect(runSteps(recording(log, 'queue'), { n: 0 })).rejects.toThrow('queue failed');
    expect(log).toEqual([
      'run reserve',
      'run price',
      'run store',
      'undo store',
      'undo price',
      'undo reserve',
    ]);
  });

  it('tries every undo when one fails, and says which', async () => {
    const log: string[] = [];
    const error = await runSteps(recording(log, 'store', 'price'), { n: 0 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StepsUndoFailedError);
    expect((error as StepsUndoFailedError).undoFailures.map((f) => f.step)).toEqual(['price']);
    expect(((error as StepsUndoFailedError).failure as Error).message).toBe('store failed');
    expect(log).toEqual(['run reserve', 'run price', 'undo price', 'undo reserve']);
  });
});
