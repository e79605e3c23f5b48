import { t } from '@lingui/core/macro';
import { ol, p, ul } from './legal-facts';
import type { Block, LegalFacts } from './legal-facts';

export type FaqItem = { id: string; question: string; answer: Block[] };

/**
 * The Support Center FAQ: exactly the seven topics of the product spec, in its order, in the
 * page's language (call it when rendering).
 */
export function faqItems(facts: LegalFacts): FaqItem[] {
  const { shopName, supportEmail, partnerEmail } = facts;
  return [
    {
      id: 'track-order',
      question: t`How do I track my order?`,
      answer: [
        p(
          t`Open Orders in the menu to see your Order History. As soon as your order has been dispatched, a tracking number is added to it, and the tracking button next to the order takes you to the carrier's tracking page, where you can follow your parcel all the way to your door.`,
        ),
        p(
          t`Until then the button reads 'No Tracking available'. That's completely normal: it just means your order is still being made and hasn't been handed to the carrier yet.`,
        ),
      ],
    },
    {
      id: 'return-policy',
      question: t`What is your return policy?`,
      answer: [
        p(
          t`Every ${shopName} item is printed to order with a design you created, just for you. Because of that, we can't accept cancellations or returns, or offer reimbursements, once an order has been placed. For the same reason, the 14-day right of withdrawal for online purchases does not apply to personalised items.`,
        ),
        p(
          t`If something arrives damaged or with a printing defect, we'll make it right: see 'My product arrived damaged. What should I do?' below. You'll find the full policy in section 8 of our Terms & Conditions.`,
        ),
      ],
    },
    {
      id: 'contact-support',
      question: t`How can I contact customer support?`,
      answer: [
        p(
          t`The best way to reach us is by e-mail at ${supportEmail}. To help us help you quickly, please include your order ID (you'll find it in your Order History) and a short description of what's going on.`,
        ),
        p(t`For partnerships and other inquiries, please write to ${partnerEmail}.`),
      ],
    },
    {
      id: 'damaged-product',
      question: t`My product arrived damaged. What should I do?`,
      answer: [
        p(
          t`We're sorry to hear that! Please send us a written claim by e-mail to ${supportEmail} within 14 days of receiving your order, including:`,
        ),
        ul(
          t`your order number;`,
          t`a detailed description of the problem;`,
          t`clear photos of the defect;`,
          t`photos of the damaged packaging.`,
        ),
        p(
          t`Please keep the item and its packaging until we've reviewed your claim. Once we've verified the defect, we'll send you a replacement free of charge.`,
        ),
        p(
          t`If a defect only becomes apparent later, you can report it within 2 months of discovering it. Claims made after these deadlines cannot be accepted, so please check your order as soon as it arrives. Section 8 of our Terms & Conditions explains the process in full.`,
        ),
      ],
    },
    {
      id: 'shipping-speed',
      question: t`How long will it take to receive my order?`,
      answer: [
        p(
          t`Every order is made just for you, so the delivery timeline covers several steps: processing your order, printing your design, letting the print dry, packaging, and finally shipment to your address.`,
        ),
        p(
          t`You can follow along in your Order History: the Status of each order is updated when it ships, if it is delayed, and when it has been received. As soon as your order has shipped, we'll also send you a tracking link so you know exactly where it is.`,
        ),
      ],
    },
    {
      id: 'separate-shipments',
      question: t`Why did my order arrive in separate shipments?`,
      answer: [
        p(
          t`When an order contains several designs or a larger quantity of items, some pieces can take longer to produce than others. Rather than keep everything waiting, we may send your items in separate shipments as each part is ready, so you get them as soon as possible.`,
        ),
        p(
          t`So if only part of your order has arrived, the rest is on its way. If you're unsure whether everything has been sent, just write to us at ${supportEmail} with your order ID.`,
        ),
      ],
    },
    {
      id: 'change-design',
      question: t`How do I change the design on my t-shirt?`,
      answer: [
        p(t`You can switch to a different design at any time before you place your order:`),
        ol(
          t`In the Designer, create a new design on the 'Generate new design' tab.`,
          t`Open the 'Use previous design' tab, where your Design History is shown, and click your new design.`,
          t`Choose 'Use Selected Design'.`,
          t`Pick whether the design goes on the front or the back, choose your colour, and add the shirt to your cart.`,
        ),
        p(
          t`If the shirt with the old design is already in your cart, remove it so you only order the one you want. Designs stay in your Design History for a limited time, and the badge on each one shows how long it has left. Once an order has been placed it can't be changed, because each item is made to order.`,
        ),
      ],
    },
  ];
}
