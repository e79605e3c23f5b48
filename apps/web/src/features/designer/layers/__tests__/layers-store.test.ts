import { layersSchema } from '@prompttee/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { initialPlacements, useDesignerStore } from '../../stores/designer-store';
import { newImageLayer, newTextLayer } from '../layer-model';
import { HISTORY_LIMIT, useLayersStore } from '../layers-store';
import { sideLayers } from '../wire-layers';

const store = () => useLayersStore.getState();
const texts = () => store().sides.front.map((l) => (l.type === 'text' ? l.text : l.title));
const upload = () =>
  newImageLayer({
    designId: '7a0c4f3e-9d1b-4c52-8f6a-2b3c4d5e6f70',
    src: '/u.png',
    title: 'cat.png',
    sourceWidth: 1200,
    upload: true,
  });

beforeEach(() => {
  useDesignerStore.setState({ placements: initialPlacements() });
  store().clear();
});

describe('the layers store', () => {
  it('adds, reorders, duplicates and deletes layers in paint order, selecting what it adds', () => {
    const a = newTextLayer('anton', '#111111');
    store().add('front', { ...a, text: 'A' });
    store().add('front', upload());
    expect(store().selectedId).toBe(store().sides.front[1]!.id);
    store().reorder('front', a.id, 1);
    expect(texts()).toEqual(['cat.png', 'A']);
    store().reorder('front', a.id, 1); // already on top: nothing changes, no history step
    expect(store().past).toHaveLength(3);
    store().duplicate('front', a.id);
    expect(texts()).toEqual(['cat.png', 'A', 'A']);
    expect(new Set(store().sides.front.map((l) => l.id)).size).toBe(3);
    store().remove('front', a.id);
    expect(texts()).toEqual(['cat.png', 'A']);
    expect(store().sides.back).toEqual([]);
  });

  it('undoes and redoes each change, the generated design’s moves among them', () => {
    const a = newTextLayer('anton', '#111111');
    store().add('front', a);
    store().update('front', a.id, { arc: 120 });
    useDesignerStore.getState().placeDesign('front', { x: 0.4, y: 0.5, width: 0.5, rotation: 0 });
    store().undo();
    expect(useDesignerStore.getState().placements.front.x).toBe(0.5);
    expect(store().sides.front[0]).toMatchObject({ arc: 120 });
    store().undo();
    expect(store().sides.front[0]).toMatchObject({ arc: 0 });
    store().redo();
    store().redo();
    expect(store().sides.front[0]).toMatchObject({ arc: 120 });
    expect(useDesignerStore.getState().placements.front.x).toBe(0.4);
    expect(store().future).toHaveLength(0);
  });

  it('keeps at least 50 steps, and a burst of typing is one step', () => {
    const a = newTextLayer('anton', '#111111');
    store().add('front', a);
    for (let i = 1; i <= 60; i++) store().update('front', a.id, { x: 0.5 + i / 1000 });
    expect(store().past.length).toBe(61);
    for (const text of ['H', 'Hi', 'Hi!']) store().update('front', a.id, { text }, 'text');
    expect(store().past.length).toBe(62);
    store().undo();
    expect(store().sides.front[0]).toMatchObject({ text: 'Your text' });
    for (let i = 0; i < 50; i++) store().undo();
    expect(store().sides.front[0]!.x).toBeCloseTo(0.511);
    expect(HISTORY_LIMIT).toBeGreaterThanOrEqual(50);
  });

  it('gives the cart the design first and then the layers, as the order contract reads them', () => {
    const a = {
      ...newTextLayer('pacifico', '#e11d48'),
      text: 'Hello\nworld',
      arc: -90,
      letterSpacing: 50,
      outline: { color: '#ffffff', width: 6 },
    };
    expect(
      sideLayers(
        'front',
        {
          id: '1b2c3d4e-5f60-4718-92a3-b4c5d6e7f809',
          placement: { x: 0.5, y: 0.5, width: 0.8, rotation: 0 },
        },
        [],
      ),
    ).toBeNull();
    const layers = sideLayers(
      'back',
      { id: '1b2c3d4e-5f60-4718-92a3-b4c5d6e7f809', placement: { x: 0.5, y: 0.5, width: 0.8, rotation: 0 } },
      [a, upload()],
    );
    const parsed = layersSchema.parse(layers);
    expect(parsed.back?.map((l) => l.type)).toEqual(['image', 'text', 'image']);
    expect(parsed.back?.[1]).toMatchObject({
      color: '#E11D48',
      arc: -90,
      letter_spacing: 0.05,
      outline: { color: '#FFFFFF', width: 0.06 },
    });
  });
});
