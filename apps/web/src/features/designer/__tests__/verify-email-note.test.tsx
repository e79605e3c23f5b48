import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/stores/auth-store';
import { identityUser } from '@/test/fixtures';
import { mockApi } from '@/test/api-server';
import { mockServer, renderDesigner, resetDesigner } from './designer-harness';

vi.mock('@/lib/id-token', () => ({
  getIdToken: async () => 'test-token',
  clearIdToken: () => {},
  onSessionEnded: () => {},
}));
const { sendVerificationEmail } = vi.hoisted(() => ({
  sendVerificationEmail: vi.fn(async (_: { email: string; callbackURL: string }) => ({ error: null })),
}));
vi.mock('@/lib/auth-client', () => ({ authClient: { sendVerificationEmail } }));

const spent = { used: 3, total: 3, remaining: 0, reset_at: '2026-12-01T00:00:00.000Z' };

mockApi();
beforeEach(() => {
  resetDesigner();
  sendVerificationEmail.mockClear();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  useAuthStore.setState({ user: null, isAuthenticated: false });
  vi.restoreAllMocks();
});

describe('the quota of an unverified customer', () => {
  it('says that confirming the address gives the full quota, and resends the link', async () => {
    useAuthStore.setState({ user: identityUser({ emailVerified: false }), isAuthenticated: true });
    mockServer({ quota: spent });
    renderDesigner();
    await screen.findByRole('button', { name: 'QUOTA EXHAUSTED' });
    // The note is a chunk of its own, fetched only for an unverified customer.
    const note = await screen.findByTestId('verify-email-note');
    expect(note.textContent).toContain(
      'Confirm your email address to get the full monthly quota and keep designing now.',
    );
    // Inside the quota box, not somewhere else on the page.
    expect(screen.getByTestId('quota').contains(note)).toBe(true);
    const resend = screen.getByRole('button', { name: 'Resend verification email' }) as HTMLButtonElement;
    expect(resend.disabled).toBe(false);
    fireEvent.click(resend);
    await screen.findByText('We sent a new verification link to mari@example.com.');
    expect(sendVerificationEmail).toHaveBeenCalledWith({
      email: 'mari@example.com',
      callbackURL: '/profile?verified=1',
    });
    await waitFor(() => expect(resend.disabled).toBe(true));
    // The resend button sits inside the prompt's form: it must not have submitted a generation.
    expect(screen.getByRole('button', { name: 'QUOTA EXHAUSTED' })).toBeInTheDocument();
  });

  it('says it before the quota runs out, too', async () => {
    useAuthStore.setState({ user: identityUser({ emailVerified: false }), isAuthenticated: true });
    mockServer({ quota: { ...spent, used: 1, remaining: 2 } });
    renderDesigner();
    await screen.findByText('2/3');
    expect(
      await screen.findByText('Confirm your email address to get the full monthly quota.'),
    ).toBeInTheDocument();
  });

  it('says nothing of it to a verified customer', async () => {
    useAuthStore.setState({ user: identityUser({ emailVerified: true }), isAuthenticated: true });
    mockServer();
    renderDesigner();
    await screen.findByText('20/20');
    expect(screen.queryByTestId('verify-email-note')).toBeNull();
  });
});
