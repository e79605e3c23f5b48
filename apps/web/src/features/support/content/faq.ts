import { ol, p, ul } from './legal-facts';
import type { Block, LegalFacts } from './legal-facts';

export type FaqItem = { id: string; question: string; answer: Block[] };

/** The Support Center FAQ: exactly the seven topics of the product spec, in its order. */
export function faqItems(facts: LegalFacts): FaqItem[] {
  const { shopName, supportEmail, partnerEmail } = facts;
  return [
    {
      id: 'track-order',
      question: 'How do I track my order?',
      answer: [
        p(
          "Open Orders in the menu to see your Order History. As soon as your order has been dispatched, a tracking number is added to it, and the tracking button next to the order takes you to the carrier's tracking page, where you can follow your parcel all the way to your door.",
        ),
        p(
          "Until then the button reads 'No Tracking available'. That's completely normal: it just means your order is still being made and hasn't been handed to the carrier yet.",
        ),
      ],
    },
    {
      id: 'return-policy',
      question: 'What is your return policy?',
      answer: [
        p(
          `Every ${shopName} item is printed to order with a design you created, just for you. Because of that, we can't accept cancellations or returns, or offer reimbursements, once an order has been placed. For the same reason, the 14-day right of withdrawal for online purchases does not apply to personalised items.`,
        ),
        p(
          "If something arrives damaged or with a printing defect, we'll make it right: see 'My product arrived damaged. What should I do?' below. You'll find the full policy in section 8 of our Terms & Conditions.",
        ),
      ],
    },
    {
      id: 'contact-support',
      question: 'How can I contact customer support?',
      answer: [
        p(
          `The best way to reach us is by e-mail at ${supportEmail}. To help us help you quickly, please include your order ID (you'll find it in your Order History) and a short description of what's going on.`,
        ),
        p(`For partnerships and other inquiries, please write to ${partnerEmail}.`),
      ],
    },
    {
      id: 'damaged-product',
      question: 'My product arrived damaged. What should I do?',
      answer: [
        p(
          `We're sorry to hear that! Please send us a written claim by e-mail to ${supportEmail} within 14 days of receiving your order, including:`,
        ),
        ul(
          'your order number;',
          'a detailed description of the problem;',
          'clear photos of the defect;',
          'photos of the damaged packaging.',
        ),
        p(
          "Please keep the item and its packaging until we've reviewed your claim. Once we've verified the defect, we'll send you a replacement free of charge.",
        ),
        p(
          'If a defect only becomes apparent later, you can report it within 2 months of discovering it. Claims made after these deadlines cannot be accepted, so please check your order as soon as it arrives. Section 8 of our Terms & Conditions explains the process in full.',
        ),
      ],
    },
    {
      id: 'shipping-speed',
      question: 'How long will it take to receive my order?',
      answer: [
        p(
          'Every order is made just for you, so the delivery timeline covers several steps: processing your order, printing your design, letting the print dry, packaging, and finally shipment to your address.',
        ),
        p(
          "You can follow along in your Order History: the Status of each order is updated when it ships, if it is delayed, and when it has been received. As soon as your order has shipped, we'll also send you a tracking link so you know exactly where it is.",
        ),
      ],
    },
    {
      id: 'separate-shipments',
      question: 'Why did my order arrive in separate shipments?',
      answer: [
        p(
          'When an order contains several designs or a larger quantity of items, some pieces can take longer to produce than others. Rather than keep everything waiting, we may send your items in separate shipments as each part is ready, so you get them as soon as possible.',
        ),
        p(
          `So if only part of your order has arrived, the rest is on its way. If you're unsure whether everything has been sent, just write to us at ${supportEmail} with your order ID.`,
        ),
      ],
    },
    {
      id: 'change-design',
      question: 'How do I change the design on my t-shirt?',
      answer: [
        p('You can switch to a different design at any time before you place your order:'),
        ol(
          "In the Designer, create a new design on the 'Generate new design' tab.",
          "Open the 'Use previous design' tab, where your Design History is shown, and click your new design.",
          "Choose 'Use Selected Design'.",
          'Pick whether the design goes on the front or the back, choose your colour, and add the shirt to your cart.',
        ),
        p(
          "If the shirt with the old design is already in your cart, remove it so you only order the one you want. Designs stay in your Design History for a limited time, and the badge on each one shows how long it has left. Once an order has been placed it can't be changed, because each item is made to order.",
        ),
      ],
    },
  ];
}
