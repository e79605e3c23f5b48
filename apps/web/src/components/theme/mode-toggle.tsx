import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Monitor, Moon, Sun } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useTheme, type Theme } from './theme-provider';

const options: { value: Theme; label: MessageDescriptor; icon: typeof Sun }[] = [
  { value: 'light', label: msg({ context: 'theme', message: 'Light' }), icon: Sun },
  { value: 'dark', label: msg({ context: 'theme', message: 'Dark' }), icon: Moon },
  { value: 'system', label: msg({ context: 'theme', message: 'System' }), icon: Monitor },
];

/**
 * The theme menu: a menu button with three radio items (WAI-ARIA menu pattern). Hand-rolled
 * because it is on every framed page, and a menu library with its positioning engine is not.
 */
export function ModeToggle() {
  const { theme, setTheme } = useTheme();
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    root.current?.querySelector<HTMLElement>('[aria-checked="true"]')?.focus();
    const close = (e: PointerEvent) => !root.current?.contains(e.target as Node) && setOpen(false);
    document.addEventListener('pointerdown', close);
    return () => document.removeEventListener('pointerdown', close);
  }, [open]);

  const onMenuKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const items = [...(root.current?.querySelectorAll<HTMLElement>('[role="menuitemradio"]') ?? [])];
    const at = items.indexOf(document.activeElement as HTMLElement);
    if (e.key === 'Escape') {
      setOpen(false);
      root.current?.querySelector<HTMLElement>('[aria-haspopup]')?.focus();
    } else if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      items[(at + (e.key === 'ArrowDown' ? 1 : items.length - 1)) % items.length]?.focus();
    } else if (e.key === 'Tab') {
      setOpen(false);
    }
  };

  return (
    <div ref={root} className="relative">
      <Button
        variant="ghost"
        size="icon"
        aria-label={t`Toggle theme`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((o) => !o)}
      >
        <Sun className="size-5 dark:hidden" />
        <Moon className="hidden size-5 dark:block" />
      </Button>
      {open && (
        <div
          id={menuId}
          role="menu"
          aria-label={t`Theme`}
          onKeyDown={onMenuKey}
          className="absolute right-0 z-50 mt-1.5 min-w-36 rounded-md border bg-card p-1 text-card-foreground shadow-lg"
        >
          {options.map(({ value, label, icon: Icon }) => (
            <button
              key={value}
              type="button"
              role="menuitemradio"
              aria-checked={theme === value}
              tabIndex={-1}
              onClick={() => {
                setTheme(value);
                setOpen(false);
              }}
              className={cn(
                'flex w-full cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 text-sm hover:bg-muted focus-visible:bg-muted focus-visible:-outline-offset-2',
              )}
            >
              <Icon className="size-4" aria-hidden />
              {t(label)}
              {theme === value && <span className="ml-auto text-primary">•</span>}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
