import { msg } from '@lingui/core/macro';
import { LogOut, Palette, Receipt, UserRound } from 'lucide-react';
import { paths } from '@/config/paths';

// Labels are descriptors, translated where shown: the menu follows a change of language.
export const navItems = [
  { to: paths.design, label: msg({ context: 'navigation', message: 'Designer' }), icon: Palette },
  { to: paths.orderHistory, label: msg({ context: 'navigation', message: 'Orders' }), icon: Receipt },
  { to: paths.profile, label: msg({ context: 'navigation', message: 'Profile' }), icon: UserRound },
  { to: paths.logout, label: msg({ context: 'navigation', message: 'Logout' }), icon: LogOut },
] as const;
