import {
  defaultScheduler,
  notifyManager,
  QueryClientProvider,
  type QueryClient,
} from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { testQueryClient } from '@/test/render-with-shop';
import { createDesign } from '../api/create-design';
import { getJobStatus } from '../api/get-job-status';
import { watchGenerations } from '../api/watch-generations';
import { useDesignGeneration } from '../hooks/use-design-generation';
import { initialGeneration, useDesignerStore } from '../stores/designer-store';

vi.mock('../api/create-design', () => ({ createDesign: vi.fn() }));
vi.mock('../api/get-job-status', () => ({ getJobStatus: vi.fn() }));
vi.mock('../api/watch-generations', () => ({ watchGenerations: vi.fn() }));

const JOB = '11111111-1111-4111-8111-111111111111';
const DESIGN = '22222222-2222-4222-8222-222222222222';
const job = (status: 'pending' | 'running' | 'completed' | 'failed') => ({
  job_id: JOB,
  status,
  design_id: status === 'completed' ? DESIGN : null,
  thumbnail_url: status === 'completed' ? 'http://localhost/media/designs/abc/thumb.webp' : null,
  prompt: 'a fox',
  created_at: 1_790_000_000,
  expires_at: status === 'completed' ? 1_792_592_000 : null,
  print_file_url: status === 'completed' ? `http://localhost/v1/designs/${DESIGN}/print-file` : null,
});

let client: QueryClient;
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={client}>{children}</QueryClientProvider>
);
const flush = () => act(async () => {});

beforeEach(() => {
  vi.useFakeTimers();
  // TanStack Query tells the hook about a poll's answer on a zero-delay timer, which fake timers
  // hold back: a microtask lets the answer arrive within the step that made the poll.
  notifyManager.setScheduler(queueMicrotask);
  client = testQueryClient();
  vi.spyOn(client, 'invalidateQueries');
  useDesignerStore.setState({ generation: initialGeneration, design: null });
  vi.mocked(createDesign).mockReset();
  vi.mocked(getJobStatus).mockReset();
  // By default the stream opens and stays quiet: the poll settles the job, as without a push.
  vi.mocked(watchGenerations).mockReset();
  vi.mocked(watchGenerations).mockImplementation(() => new Promise(() => {}));
});

/** The stream's listener as the hook handed it over (the latest stream opened). */
const pushJob = (event: ReturnType<typeof job> & { source_width?: number }) =>
  act(() => vi.mocked(watchGenerations).mock.lastCall![0].onJob(event));
afterEach(() => {
  cleanup();
  notifyManager.setScheduler(defaultScheduler);
  vi.useRealTimers();
});

describe('the generation status machine', () => {
  it('goes pending, polls after 1 s and then every 5 s, and on completion selects the design', async () => {
    vi.mocked(createDesign).mockResolvedValue(JOB);
    vi.mocked(getJobStatus)
      .mockResolvedValueOnce(job('pending'))
      .mockResolvedValueOnce(job('running'))
      .mockResolvedValueOnce(job('completed'));
    const { result } = renderHook(() => useDesignGeneration(), { wrapper });
    expect(result.current.status).toBe('idle');

    act(() => void result.current.generate('a fox'));
    expect(result.current.status).toBe('pending');
    await flush();
    expect(result.current.jobId).toBe(JOB);
    expect(createDesign).toHaveBeenCalledWith('a fox', undefined, undefined);

    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(getJobStatus).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(getJobStatus).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(4999));
    expect(getJobStatus).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(getJobStatus).toHaveBeenCalledTimes(2);
    expect(result.current.status).toBe('pending');
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(getJobStatus).toHaveBeenCalledTimes(3);

    expect(result.current).toMatchObject({ status: 'completed', jobId: null, error: null });
    expect(useDesignerStore.getState().design).toMatchObject({
      id: DESIGN,
      src: 'http://localhost/media/designs/abc/thumb.webp',
      title: 'a fox',
      expiryTime: 1_792_592_000,
    });
    expect(client.invalidateQueries).toHaveBeenCalledWith({ queryKey: ['designs'] });
    // Nothing more is polled once the job is settled.
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(getJobStatus).toHaveBeenCalledTimes(3);
  });

  it('sets the generic error and clears the job when the job failed', async () => {
    vi.mocked(createDesign).mockResolvedValue(JOB);
    vi.mocked(getJobStatus).mockResolvedValue(job('failed'));
    const { result } = renderHook(() => useDesignGeneration(), { wrapper });
    act(() => void result.current.generate('a fox'));
    await flush();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(result.current).toMatchObject({
      status: 'error',
      jobId: null,
      error: 'An error occurred. Please try again.',
    });
    expect(useDesignerStore.getState().design).toBeNull();
    act(() => result.current.dismissError());
    expect(result.current.status).toBe('idle');
  });

  it("shows the server's quota message on QUOTA_EXHAUSTED and the prompt's rule on BAD_REQUEST", async () => {
    vi.mocked(createDesign).mockRejectedValueOnce(
      new ApiError(
        'Request failed with status code 429',
        429,
        'QUOTA_EXHAUSTED',
        'Quota exhausted. Resets on Dec 1, 2026.',
      ),
    );
    const { result } = renderHook(() => useDesignGeneration(), { wrapper });
    await act(() => result.current.generate('a fox'));
    expect(result.current).toMatchObject({
      status: 'error',
      error: 'Quota exhausted. Resets on Dec 1, 2026.',
    });
    expect(client.invalidateQueries).toHaveBeenCalledWith({ queryKey: ['designs', 'quota'] });

    vi.mocked(createDesign).mockRejectedValueOnce(
      new ApiError(
        'Request failed with status code 400',
        400,
        'BAD_REQUEST',
        'prompt: We cannot print "x".',
        {
          fields: { prompt: 'We cannot print "x".' },
        },
      ),
    );
    await act(() => result.current.generate('x'));
    expect(result.current.error).toBe('We cannot print "x".');

    // A refusal that names no field is shown as the server wrote it; nothing is cut out of it.
    vi.mocked(createDesign).mockRejectedValueOnce(
      new ApiError(
        'Request failed with status code 400',
        400,
        'BAD_REQUEST',
        'body.prompt: control characters',
      ),
    );
    await act(() => result.current.generate('x'));
    expect(result.current.error).toBe('body.prompt: control characters');

    // A status alone decides nothing: a 429 without our body (a proxy's) gets the generic text.
    vi.mocked(createDesign).mockRejectedValueOnce(
      new ApiError('Request failed with status code 429', 429, null, 'Too Many Requests'),
    );
    await act(() => result.current.generate('x'));
    expect(result.current.error).toBe('An error occurred. Please try again.');
  });

  it('sets the generic error when the create or a poll call fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.mocked(createDesign).mockRejectedValueOnce(new ApiError('Network Error', null, 'NETWORK_ERROR'));
    const { result } = renderHook(() => useDesignGeneration(), { wrapper });
    await act(() => result.current.generate('a fox'));
    expect(result.current.error).toBe('An error occurred. Please try again.');

    vi.mocked(createDesign).mockResolvedValueOnce(JOB);
    vi.mocked(getJobStatus).mockRejectedValueOnce(new ApiError('Request failed with status code 500', 500));
    await act(() => result.current.generate('a fox'));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(result.current).toMatchObject({ status: 'error', jobId: null });
  });

  it('resumes polling a running job when the designer is opened again', async () => {
    useDesignerStore.setState({ generation: { status: 'pending', jobId: JOB, error: null } });
    vi.mocked(getJobStatus).mockResolvedValue(job('completed'));
    const { result, unmount } = renderHook(() => useDesignGeneration(), { wrapper });
    unmount();
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(getJobStatus).not.toHaveBeenCalled();
    const again = renderHook(() => useDesignGeneration(), { wrapper });
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(again.result.current.status).toBe('completed');
    expect(result.current.status).toBe('pending');
  });

  it('settles the job from the pushed event, before the first poll', async () => {
    vi.mocked(createDesign).mockResolvedValue(JOB);
    const { result } = renderHook(() => useDesignGeneration(), { wrapper });
    act(() => void result.current.generate('a fox'));
    // The stream is opened as the button is pressed, alongside the create call.
    expect(watchGenerations).toHaveBeenCalledTimes(1);
    await flush();
    await pushJob({ ...job('completed'), source_width: 1024 });
    expect(result.current).toMatchObject({ status: 'completed', jobId: null });
    expect(useDesignerStore.getState().design).toMatchObject({ id: DESIGN, sourceWidth: 1024 });
    expect(client.invalidateQueries).toHaveBeenCalledWith({ queryKey: ['designs'] });
    // Settled: the stream is closed and nothing is polled.
    expect(vi.mocked(watchGenerations).mock.lastCall![0].signal.aborted).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(getJobStatus).not.toHaveBeenCalled();
  });

  it('keeps an event that arrives before the create call has answered, and ignores other jobs', async () => {
    let answer!: (id: string) => void;
    vi.mocked(createDesign).mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    vi.mocked(getJobStatus).mockResolvedValue(job('running'));
    const { result } = renderHook(() => useDesignGeneration(), { wrapper });
    act(() => void result.current.generate('a fox'));
    await pushJob({ ...job('completed'), job_id: '33333333-3333-4333-8333-333333333333' });
    await pushJob(job('completed'));
    expect(result.current.status).toBe('pending');
    await act(async () => answer(JOB));
    expect(result.current).toMatchObject({ status: 'completed', jobId: null });
    expect(useDesignerStore.getState().design?.id).toBe(DESIGN);
  });

  it('falls back to the poll when the stream cannot be opened', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.mocked(watchGenerations).mockRejectedValue(new ApiError('Network Error', null));
    vi.mocked(createDesign).mockResolvedValue(JOB);
    vi.mocked(getJobStatus).mockResolvedValue(job('completed'));
    const { result } = renderHook(() => useDesignGeneration(), { wrapper });
    act(() => void result.current.generate('a fox'));
    await flush();
    expect(result.current.status).toBe('pending');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(result.current.status).toBe('completed');
  });

  it('shows the generic error when the pushed job failed', async () => {
    vi.mocked(createDesign).mockResolvedValue(JOB);
    const { result } = renderHook(() => useDesignGeneration(), { wrapper });
    act(() => void result.current.generate('a fox'));
    await flush();
    await pushJob(job('failed'));
    expect(result.current).toMatchObject({ status: 'error', error: 'An error occurred. Please try again.' });
  });
});
