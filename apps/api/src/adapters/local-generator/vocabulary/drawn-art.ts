import type { IconArt } from './icon-art';

/**
 * Pieces no icon set draws the way a design needs, drawn here: the astronaut's helmet is a glass
 * bubble round the wearer's head (the game icon is a closed helmet that hides the face).
 */
const drawn: Record<string, Omit<IconArt, 'kind' | 'name'>> = {
  'astronaut helmet': {
    box: { x: 0, y: 0, w: 32, h: 32 },
    body:
      '<circle cx="16" cy="15" r="13.2" fill="none" stroke="#dfe7f1" stroke-width="2.4"/>' +
      '<path d="M7.5 9.5a10 10 0 0 1 6-4.6" fill="none" stroke="#ffffff" stroke-width="1.6" stroke-linecap="round"/>' +
      '<rect x="8" y="26.6" width="16" height="4.2" rx="2" fill="#b8c4d6"/><circle cx="16" cy="28.7" r="1.1" fill="#ff6b6b"/>',
  },
};

export function drawnArt(subject: string): IconArt | undefined {
  const art = drawn[subject];
  return art && { kind: 'flat', name: `drawn-${subject.replace(/ /g, '-')}`, ...art };
}
