import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countCompositions } from '../../../testing/counted-compositions';
import { createUseCaseHarness, type UseCaseHarness } from '../../../testing/use-case-harness';
import { getLayersMockup } from '../get-layers-mockup';

// The cart asks for the same side's preview again and again, often many requests at once: the
// stack is composed once, by the first request, and every other request shares or reuses it.

describe(`Composing a stack once (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let h: UseCaseHarness;
  let compositions: { readonly count: number };

  beforeAll(async () => {
    h = await createUseCaseHarness();
    compositions = countCompositions(h.deps.imageWork);
  }, 30_000);
  afterAll(() => h.close());

  const ask = (userId: string, text: string) =>
    getLayersMockup(h.deps, {
      userId,
      body: {
        color: 'NAV',
        side: 'front',
        layers: [
          {
            type: 'text',
            text,
            font: 'anton',
            color: '#FF0000',
            x: 0.5,
            y: 0.3,
            width: 0.6,
            rotation: 0,
            arc: 0,
            align: 'center',
            letter_spacing: 0,
          },
        ],
      },
    });

  it('composes fifty concurrent identical requests once, and a later one not at all', async () => {
    const { id } = await h.addUser();
    const answers = await Promise.all(Array.from({ length: 50 }, () => ask(id, 'ONCE')));
    expect(compositions.count).toBe(1);
    expect(new Set(answers.map((a) => a.mockup_url)).size).toBe(1);

    await ask(id, 'ONCE');
    expect(compositions.count).toBe(1);
    // Another text is another stack.
    await ask(id, 'TWICE');
    expect(compositions.count).toBe(2);
  }, 60_000);
});
