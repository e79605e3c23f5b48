import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders as orderTable, user } from '../../../db/schema';
import { createUseCaseHarness, type UseCaseHarness } from '../../../testing/use-case-harness';
import { sendOrderConfirmation } from '../send-order-confirmation';
import { sendShippedNotice } from '../send-shipped-notice';
import { insertOrder } from './order-fixtures';

describe('order e-mails in the account’s language', () => {
  let h: UseCaseHarness;
  beforeAll(async () => {
    h = await createUseCaseHarness();
  });
  afterAll(() => h.close());

  const paidOrder = async (locale: 'en' | 'et' | null) => {
    const customer = await h.addUser();
    await h.db.update(user).set({ locale }).where(eq(user.id, customer.id));
    const order = await insertOrder(h.db, {
      userId: customer.id,
      totalCents: 4998,
      items: [{ quantity: 2, sides: ['front', 'back'] }],
    });
    await h.db.update(orderTable).set({ paidAt: new Date() }).where(eq(orderTable.id, order.id));
    return order;
  };
  const text = (body: string) => body.replace(/\s+/g, ' ');

  it('confirms an Estonian customer’s order in Estonian, money and names as Estonian writes them', async () => {
    const order = await paidOrder('et');
    expect(await sendOrderConfirmation(h.deps, { orderId: order.id })).toBe('sent');
    const mail = h.mail.at(-1)!;
    expect(mail.subject).toBe(`Sinu PromptTee tellimus ${order.displayOrderId} on kinnitatud`);
    const body = text(mail.text);
    for (const line of [
      'Aitäh tellimuse eest!',
      `Tere, Mari! Oleme sinu makse kätte saanud ja tellimus ${order.displayOrderId} on kinnitatud.`,
      'Sinu kujundused lähevad nüüd trükki. Saadame sulle e-kirjaga jälgimislingi kohe, kui pakk teele läheb.',
      'Klassikaline unisex T-särk (Valge / M) – trükk esiküljel ja tagaküljel × 2',
      '49,98 €',
      'Kohaletoimetamine',
      'Tasutud kokku',
      'sisaldab käibemaksu 24 %',
      'Sinu arve (PDF)',
      'Müügitingimused',
      'Tarneaadress: Mari Tamm, Narva mnt 5, 10117 Tallinn, Harjumaa, Eesti',
      'Särk valmistatakse sinu enda kujunduse järgi, seega 14-päevane taganemisõigus selle puhul ei kehti',
      'Kui midagi saabub kahjustatuna, kirjuta meile 14 päeva jooksul ning lisa tellimuse number ja fotod.',
    ])
      expect(body).toContain(line);
    expect(mail.html).toContain('<html dir="ltr" lang="et">');
  });

  it('keeps English for a customer who chose English or nothing', async () => {
    const order = await paidOrder(null);
    await sendOrderConfirmation(h.deps, { orderId: order.id });
    const mail = h.mail.at(-1)!;
    expect(mail.subject).toBe(`Your PromptTee order ${order.displayOrderId} is confirmed`);
    expect(text(mail.text)).toContain('Classic Unisex T-Shirt (White / M) - front & back print × 2');
    expect(text(mail.text)).toContain('€49.98');
  });

  it('tells an Estonian customer in Estonian that the parcel has shipped', async () => {
    const order = await paidOrder('et');
    await h.db.update(orderTable).set({ trackingNumber: 'TRK123' }).where(eq(orderTable.id, order.id));
    expect(await sendShippedNotice(h.deps, { orderId: order.id })).toEqual({ sent: true });
    const mail = h.mail.at(-1)!;
    expect(mail.subject).toBe(`Sinu PromptTee tellimus ${order.displayOrderId} on teel`);
    expect(text(mail.text)).toContain(
      `Hea uudis: sinu tellimus ${order.displayOrderId} on trükikojast lahkunud ja on teel sinu poole.`,
    );
    expect(text(mail.text)).toContain('Jälgimisnumber');
  });
});
