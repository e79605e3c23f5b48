import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '@/stores/auth-store';
import { identityUser } from '@/test/fixtures';
import { renderWithShop } from '@/test/render-with-shop';
import { ProfilePage } from '../components/profile-page';
import { displayNameOf, initialsOf, providerOf } from '../lib/profile-display';

const base = identityUser({ uid: 'user-123' });

const show = (url = '/profile') => renderWithShop(<ProfilePage />, { at: url });

afterEach(() => {
  cleanup();
  useAuthStore.setState({ user: null, isAuthenticated: false });
});

describe('the profile page (spec section 2)', () => {
  it("says 'Loading user data...' while there is no user", () => {
    show();
    expect(screen.getByText('Loading user data...')).toBeInTheDocument();
  });

  it("shows 'User Profile', 'Anonymous User', the initials, User ID, e-mail and 'Unknown' provider", () => {
    useAuthStore.setState({ user: base, isAuthenticated: true });
    show();
    expect(screen.getByRole('heading', { name: 'User Profile' })).toBeInTheDocument();
    expect(screen.getByText('Anonymous User')).toBeInTheDocument();
    expect(screen.getByText('M')).toBeInTheDocument();
    expect(screen.getByText('User ID')).toBeInTheDocument();
    expect(screen.getByText('user-123')).toBeInTheDocument();
    expect(screen.getAllByText('mari@example.com').length).toBeGreaterThan(0);
    expect(screen.getByText('Unknown')).toBeInTheDocument();
    expect(screen.getByText('Verified')).toBeInTheDocument();
  });

  it('shows the photo, the display name and the provider when known', () => {
    useAuthStore.setState({
      user: {
        ...base,
        displayName: 'Mari Tamm',
        photoURL: 'https://example.com/me.png',
        providerData: [{ providerId: 'github' }],
      },
      isAuthenticated: true,
    });
    const { container } = show();
    expect(screen.getByText('Mari Tamm')).toBeInTheDocument();
    expect(container.querySelector('img')?.getAttribute('src')).toBe('https://example.com/me.png');
    expect(screen.getByText('GitHub')).toBeInTheDocument();
  });

  it('offers a new verification link to an unverified address, and reports a verified one', () => {
    useAuthStore.setState({ user: { ...base, emailVerified: false }, isAuthenticated: true });
    show('/profile?verified=1');
    expect(screen.getByText('Email verified')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend verification email' })).toBeInTheDocument();
    cleanup();
    show('/profile?verified=1&error=TOKEN_EXPIRED');
    expect(screen.getByText('Verification failed')).toBeInTheDocument();
  });
});

describe('profile display helpers', () => {
  it('derives names, initials and providers', () => {
    expect(displayNameOf(base)).toBe('Anonymous User');
    expect(displayNameOf({ ...base, displayName: '  ' })).toBe('Anonymous User');
    expect(initialsOf({ ...base, displayName: 'mari ann tamm' })).toBe('MA');
    expect(initialsOf(base)).toBe('M');
    expect(
      providerOf({ ...base, providerData: [{ providerId: 'password' }, { providerId: 'google' }] }),
    ).toBe('Email and password, Google');
  });
});
