import { LoginPage } from '@/features/auth';

export const Component = LoginPage;
