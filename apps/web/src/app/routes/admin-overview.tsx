// Its own file, not the feature's index: each screen of the console is a chunk of its own.
import { OverviewPage } from '@/features/admin/components/overview-page';

export const Component = OverviewPage;
