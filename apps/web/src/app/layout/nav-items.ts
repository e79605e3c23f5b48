import { LogOut, Palette, Receipt, UserRound } from 'lucide-react';
import { paths } from '@/config/paths';

export const navItems = [
  { to: paths.design, label: 'Designer', icon: Palette },
  { to: paths.orderHistory, label: 'Orders', icon: Receipt },
  { to: paths.profile, label: 'Profile', icon: UserRound },
  { to: paths.logout, label: 'Logout', icon: LogOut },
] as const;
