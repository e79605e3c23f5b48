import { useLingui } from '@lingui/react/macro';
import { Menu } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { Link } from 'react-router';
import { ModeToggle } from '@/components/theme/mode-toggle';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { LanguageSwitcher } from '@/i18n/language-switcher';
import { BrandMark, BrandName } from './brand';

export function Header({
  onOpenMenu,
  onMenuIntent,
  menuButtonRef,
  cart,
}: {
  onOpenMenu(): void;
  /** The menu button was pointed at or focused: the menu may be opened next. */
  onMenuIntent?(): void;
  menuButtonRef?: Ref<HTMLButtonElement>;
  /** The cart button on phones, where no gutter is left for the floating one. */
  cart?: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <header className="sticky top-0 z-30 flex h-16 items-center gap-2 border-b bg-background/85 px-3 backdrop-blur-md md:px-8">
      <Button
        ref={menuButtonRef}
        variant="ghost"
        size="icon"
        className="md:hidden"
        aria-label={t`Open menu`}
        onClick={onOpenMenu}
        onPointerEnter={onMenuIntent}
        onPointerDown={onMenuIntent}
        onFocus={onMenuIntent}
      >
        <Menu className="size-6" />
      </Button>
      <Link to={paths.landing} className="flex items-center gap-3 rounded-md">
        <BrandMark className="md:hidden" />
        <BrandName />
      </Link>
      <div className="ml-auto flex items-center gap-2">
        {/* A phone's header has no room left: there the language is in the menu panel. */}
        <LanguageSwitcher className="hidden sm:inline-flex" />
        <ModeToggle />
        {cart}
      </div>
    </header>
  );
}
