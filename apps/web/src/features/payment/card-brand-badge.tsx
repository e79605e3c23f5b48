import { CreditCard } from 'lucide-react';
import type { CardBrand } from './card-format';

const WORDMARKS: Partial<Record<CardBrand, { text: string; className: string }>> = {
  visa: { text: 'VISA', className: 'bg-[#1a1f71] text-white italic' },
  amex: { text: 'AMEX', className: 'bg-[#2e77bc] text-white' },
  discover: { text: 'DISC', className: 'bg-[#ff6000] text-white' },
  diners: { text: 'DINERS', className: 'bg-[#0079be] text-white text-[7px]' },
  jcb: { text: 'JCB', className: 'bg-[#0b7c3e] text-white' },
  unionpay: { text: 'UP', className: 'bg-[#d10429] text-white' },
};

/** A small brand mark beside the card number, as card forms show it; a generic card when unknown. */
export function CardBrandBadge({ brand }: { brand: CardBrand }) {
  if (brand === 'mastercard') {
    return (
      <svg
        viewBox="0 0 32 20"
        className="h-5 w-8 rounded-[3px] bg-[#16161d]"
        aria-label="Mastercard"
        role="img"
      >
        <circle cx="12.5" cy="10" r="6" fill="#eb001b" />
        <circle cx="19.5" cy="10" r="6" fill="#f79e1b" fillOpacity="0.9" />
      </svg>
    );
  }
  const mark = WORDMARKS[brand];
  if (!mark) return <CreditCard className="size-5 text-muted-foreground" aria-hidden />;
  return (
    <span
      role="img"
      aria-label={brand}
      className={`inline-flex h-5 w-8 items-center justify-center rounded-[3px] text-[9px] font-extrabold tracking-tight ${mark.className}`}
    >
      {mark.text}
    </span>
  );
}
