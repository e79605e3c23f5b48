import { ForbiddenPage } from '@/features/errors';

export const Component = ForbiddenPage;
