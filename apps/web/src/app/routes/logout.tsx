import { LogoutPage } from '@/features/auth';

export const Component = LogoutPage;
