import { useState } from 'react';
import type { IdentityUser } from '@/stores/auth-store';
import { initialsOf } from '../lib/profile-display';

/** The account photo, or the initials when there is none or it fails to load. */
export function ProfileAvatar({ user }: { user: IdentityUser }) {
  const [failed, setFailed] = useState(false);
  const showPhoto = user.photoURL && !failed;
  return (
    <span className="grid size-20 shrink-0 place-items-center overflow-hidden rounded-full bg-primary text-2xl font-semibold text-primary-foreground shadow-md ring-4 ring-card">
      {showPhoto ? (
        <img
          src={user.photoURL!}
          alt=""
          width={80}
          height={80}
          referrerPolicy="no-referrer"
          className="size-full object-cover"
          onError={() => setFailed(true)}
        />
      ) : (
        <span aria-hidden>{initialsOf(user)}</span>
      )}
    </span>
  );
}
