import { DesignerPage } from '@/features/designer';

export const Component = DesignerPage;
