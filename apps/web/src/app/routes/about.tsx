import { AboutPage } from '@/features/support';

export const Component = AboutPage;
