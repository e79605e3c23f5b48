import { OverviewPage } from '@/features/admin';

export const Component = OverviewPage;
