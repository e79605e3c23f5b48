import { Menu } from 'lucide-react';
import { ModeToggle } from '@/components/theme/mode-toggle';
import { Button } from '@/components/ui/button';
import { BrandMark, BrandName } from './brand';

export function Header({ onOpenMenu }: { onOpenMenu(): void }) {
  return (
    <header className="sticky top-0 z-30 flex h-16 items-center gap-3 border-b bg-background/85 px-4 backdrop-blur md:px-8">
      <Button variant="ghost" size="icon" className="md:hidden" aria-label="Open menu" onClick={onOpenMenu}>
        <Menu className="size-6" />
      </Button>
      <span className="flex items-center gap-3">
        <BrandMark className="md:hidden" />
        <BrandName />
      </span>
      <div className="ml-auto flex items-center gap-1">
        <ModeToggle />
      </div>
    </header>
  );
}
