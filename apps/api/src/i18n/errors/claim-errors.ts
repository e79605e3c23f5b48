import type { Catalogue } from '../translator';

// Refusals of the operators' settlements of a defect claim after delivery, in each language.

const en = {
  claimNotShipped: 'Only a shipped or delivered order can have a defect claim settled.',
  claimNothingPaid: 'Nothing was paid for this order, so there is no money to return.',
  claimSettledByRefund: 'This claim was already settled by a refund.',
  claimSettledByReplacement: 'This claim was already settled by the replacement order {replacement}.',
  claimSettledNoCancel: 'The defect claim of this order was settled already, so it cannot be canceled.',
  claimAfterCancel: 'This order was canceled and refunded, so it has no claim to settle.',
};

const et: Catalogue<typeof en> = {
  claimNotShipped:
    'Puudusega seotud kaebuse saab lahendada ainult välja saadetud või kätte toimetatud tellimusel.',
  claimNothingPaid: 'Selle tellimuse eest ei makstud midagi, seega pole raha, mida tagastada.',
  claimSettledByRefund: 'See kaebus on juba lahendatud raha tagastamisega.',
  claimSettledByReplacement: 'See kaebus on juba lahendatud asendustellimusega {replacement}.',
  claimSettledNoCancel:
    'Selle tellimuse puudusega seotud kaebus on juba lahendatud, seega ei saa seda tühistada.',
  claimAfterCancel: 'See tellimus tühistati ja raha tagastati, seega pole kaebust, mida lahendada.',
};

export const CLAIM_ERRORS = { en, et };
