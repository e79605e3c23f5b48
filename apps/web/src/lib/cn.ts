import { clsx, type ClassValue } from 'clsx';
import { createTailwindMerge } from 'tailwind-merge';
import { classGroupsConfig } from './class-groups';

// Our own class groups instead of `twMerge`'s config of all of Tailwind (see class-groups.ts).
const mergeClasses = createTailwindMerge(() => classGroupsConfig);

export function cn(...inputs: ClassValue[]) {
  return mergeClasses(clsx(inputs));
}
