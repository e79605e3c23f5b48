import { SupportPage } from '@/features/support';

export const Component = SupportPage;
