import { layersSchema } from '@prompttee/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '@/stores/auth-store';
import { identityUser } from '@/test/fixtures';
import { DESIGNER_STORAGE_KEY, initialPlacements, useDesignerStore } from '../../stores/designer-store';
import { DESIGN_LAYER, newImageLayer, newTextLayer, type EditorLayer } from '../layer-model';
import { HISTORY_LIMIT, LAYERS_STORAGE_KEY, useLayersStore } from '../layers-store';
import { sideLayers } from '../wire-layers';

/** A generated design, live for another hour unless told otherwise (seconds since the epoch). */
const foxDesign = (expiryTime = Date.now() / 1000 + 3600) => ({
  id: '1b2c3d4e-5f60-4718-92a3-b4c5d6e7f809',
  src: '/d.png',
  title: 'A fox',
  createdAt: 1_795_000_000,
  expiryTime,
  sourceWidth: 3600,
  generated: true,
});

const store = () => useLayersStore.getState();
const names = (side: 'front' | 'back' = 'front') =>
  store().sides[side].map((l) => (l.type === 'text' ? l.text : l.type === 'image' ? l.title : 'design'));
const layer = (at: number) => store().sides.front[at] as EditorLayer;
const upload = () =>
  newImageLayer({
    designId: '7a0c4f3e-9d1b-4c52-8f6a-2b3c4d5e6f70',
    src: '/u.png',
    title: 'cat.png',
    sourceWidth: 1200,
    upload: true,
  });

const signIn = (uid: string | null) =>
  useAuthStore.setState({ user: uid ? identityUser({ uid }) : null, isAuthenticated: !!uid });

// Test files share the worker's stores: leave no one signed in for the next.
afterEach(() => signIn(null));

beforeEach(() => {
  signIn('customer-a');
  useDesignerStore.setState({ design: null, placements: initialPlacements() });
  store().clear();
});

describe('the layers store', () => {
  it('adds, reorders, duplicates and deletes layers in paint order, selecting what it adds', () => {
    const a = newTextLayer('anton', '#111111');
    store().add('front', { ...a, text: 'A' });
    store().add('front', upload());
    expect(store().selectedId).toBe(store().sides.front[2]!.id);
    store().reorder('front', a.id, 1);
    expect(names()).toEqual(['design', 'cat.png', 'A']);
    store().reorder('front', a.id, 1); // already on top: nothing changes, no history step
    expect(store().past).toHaveLength(3);
    store().duplicate('front', a.id);
    expect(names()).toEqual(['design', 'cat.png', 'A', 'A']);
    expect(new Set(store().sides.front.map((l) => l.id)).size).toBe(4);
    store().remove('front', a.id);
    expect(names()).toEqual(['design', 'cat.png', 'A']);
    expect(names('back')).toEqual(['design']);
  });

  it('treats the generated design as a layer: it moves up, is copied as an image and deleted', () => {
    useDesignerStore.getState().applyDesign(foxDesign(0));
    const a = { ...newTextLayer('anton', '#111111'), text: 'A' };
    store().add('front', a);
    store().reorder('front', DESIGN_LAYER.id, 1);
    expect(names()).toEqual(['A', 'design']);
    store().duplicate('front', DESIGN_LAYER.id);
    expect(layer(2)).toMatchObject({ type: 'image', title: 'A fox', upload: false, x: 0.54 });
    store().remove('front', DESIGN_LAYER.id);
    expect(names()).toEqual(['A', 'A fox']);
    store().undo();
    store().undo();
    store().undo();
    expect(names()).toEqual(['design', 'A']);
    store().remove('back', DESIGN_LAYER.id); // a side's last layer stays
    expect(names('back')).toEqual(['design']);
  });

  it('undoes and redoes each change, the generated design’s moves among them', () => {
    const a = newTextLayer('anton', '#111111');
    store().add('front', a);
    store().update('front', a.id, { arc: 120 });
    useDesignerStore.getState().placeDesign('front', { x: 0.4, y: 0.5, width: 0.5, rotation: 0 });
    store().undo();
    expect(useDesignerStore.getState().placements.front.x).toBe(0.5);
    expect(layer(1)).toMatchObject({ arc: 120 });
    store().undo();
    expect(layer(1)).toMatchObject({ arc: 0 });
    store().redo();
    store().redo();
    expect(layer(1)).toMatchObject({ arc: 120 });
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
    expect(layer(1)).toMatchObject({ text: 'Your text' });
    for (let i = 0; i < 50; i++) store().undo();
    expect(layer(1).x).toBeCloseTo(0.511);
    expect(HISTORY_LIMIT).toBeGreaterThanOrEqual(50);
  });

  it('gives the cart the layers in paint order, the design where it sits, as the order contract reads them', () => {
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
        [DESIGN_LAYER],
      ),
    ).toBeNull();
    const layers = sideLayers(
      'back',
      { id: '1b2c3d4e-5f60-4718-92a3-b4c5d6e7f809', placement: { x: 0.5, y: 0.5, width: 0.8, rotation: 0 } },
      [a, DESIGN_LAYER, upload()],
    );
    const parsed = layersSchema.parse(layers);
    expect(parsed.back?.map((l) => l.type)).toEqual(['text', 'image', 'image']);
    expect(parsed.back?.[1]).toMatchObject({ design_id: '1b2c3d4e-5f60-4718-92a3-b4c5d6e7f809', width: 0.8 });
    expect(parsed.back?.[0]).toMatchObject({
      color: '#E11D48',
      arc: -90,
      letter_spacing: 0.05,
      outline: { color: '#FFFFFF', width: 0.06 },
    });
  });

  it('never hands one customer’s draft to the next on the tab: it is dropped on sign-out and not read back by another', async () => {
    useDesignerStore.getState().applyDesign(foxDesign());
    store().add('front', { ...newTextLayer('anton', '#111111'), text: 'Private' });
    const layers = sessionStorage.getItem(LAYERS_STORAGE_KEY)!;
    const designer = sessionStorage.getItem(DESIGNER_STORAGE_KEY)!;

    // Signing out empties the designer on screen and what the tab kept.
    signIn(null);
    expect(useDesignerStore.getState().design).toBeNull();
    expect(names()).toEqual(['design']);
    expect(sessionStorage.getItem(LAYERS_STORAGE_KEY)).toBeNull();
    expect(sessionStorage.getItem(DESIGNER_STORAGE_KEY)).toBeNull();

    // Someone else signs in on a tab that still holds the first customer's draft: it is not read.
    signIn('customer-b');
    sessionStorage.setItem(LAYERS_STORAGE_KEY, layers);
    sessionStorage.setItem(DESIGNER_STORAGE_KEY, designer);
    await useDesignerStore.persist.rehydrate();
    await useLayersStore.persist.rehydrate();
    expect(useDesignerStore.getState().design).toBeNull();
    expect(names()).toEqual(['design']);
  });

  it('keeps the sides and the design in the tab’s session storage, for a reload to find them', async () => {
    const fox = foxDesign();
    useDesignerStore.getState().applyDesign(fox);
    store().add('front', { ...newTextLayer('anton', '#111111'), text: 'Kept' });
    store().reorder('front', DESIGN_LAYER.id, 1);
    const layers = sessionStorage.getItem(LAYERS_STORAGE_KEY)!;
    const designer = sessionStorage.getItem(DESIGNER_STORAGE_KEY)!;
    expect(JSON.parse(layers).state).toEqual({ ownerId: 'customer-a', sides: store().sides }); // no history, no selection

    // As after a reload: the stores start empty and read back what the tab kept.
    store().clear();
    useDesignerStore.setState({ design: null });
    sessionStorage.setItem(LAYERS_STORAGE_KEY, layers);
    sessionStorage.setItem(DESIGNER_STORAGE_KEY, designer);
    await useDesignerStore.persist.rehydrate();
    await useLayersStore.persist.rehydrate();
    expect(useDesignerStore.getState().design).toEqual(fox);
    expect(names()).toEqual(['Kept', 'design']);
    expect(store().past).toEqual([]);

    // An expired design is not brought back; a damaged list leaves the sides as they are.
    const expired = JSON.parse(designer);
    expired.state.design.expiryTime = Date.now() / 1000 - 1;
    sessionStorage.setItem(DESIGNER_STORAGE_KEY, JSON.stringify(expired));
    await useDesignerStore.persist.rehydrate();
    expect(useDesignerStore.getState().design).toBeNull();
    sessionStorage.setItem(
      LAYERS_STORAGE_KEY,
      JSON.stringify({ state: { sides: { front: 'x' } }, version: 0 }),
    );
    await useLayersStore.persist.rehydrate();
    expect(names()).toEqual(['Kept', 'design']);

    // A plain design, no layers over it, starts afresh on a reload as it always has.
    store().clear();
    sessionStorage.setItem(DESIGNER_STORAGE_KEY, designer);
    await useDesignerStore.persist.rehydrate();
    expect(useDesignerStore.getState().design).toBeNull();
  });
});
