import { ResetPasswordPage } from '@/features/auth';

export const Component = ResetPasswordPage;
