import { DesignsPage } from '@/features/admin';

export const Component = DesignsPage;
