// Its own file, not the feature's index: each screen of the console is a chunk of its own.
import { DesignsPage } from '@/features/admin/components/designs-page';

export const Component = DesignsPage;
