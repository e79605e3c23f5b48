import type { Drawing } from './drawing';

/**
 * Things whose name is a compound of two drawable words ('lily pad' is no notepad, 'coffee plant'
 * no cup) or that the icon sets draw as something else (their Mars is a ringed planet).
 */
// prettier-ignore
export const drawnNature: Record<string, Drawing> = {
  'lily pad': {
    box: { x: 0, y: 0, w: 48, h: 22 },
    body:
      '<path d="M24 12L35 4.2A22 9 0 1 0 40.9 6.2z" fill="#3d9a47"/>' +
      '<path d="M24 12L36.5 7.8A17 6 0 1 0 39 9.5z" fill="#5cb85c"/>' +
      '<path d="M24 12L9 9M24 12l-9 6M24 12l8 7M24 12L5 14" stroke="#2e7a37" stroke-width="0.9" fill="none"/>',
  },
  'coffee plant': {
    box: { x: 0, y: 0, w: 32, h: 40 },
    body:
      '<path d="M16 29V5M16 20l-8-5M16 14l7-5M16 24l7-3" stroke="#5d4027" stroke-width="1.3" fill="none"/>' +
      '<ellipse cx="9" cy="14" rx="6" ry="2.6" transform="rotate(30 9 14)" fill="#2e7d32"/>' +
      '<ellipse cx="23" cy="8.5" rx="6" ry="2.6" transform="rotate(-35 23 8.5)" fill="#388e3c"/>' +
      '<ellipse cx="23.5" cy="20.5" rx="6" ry="2.6" transform="rotate(-20 23.5 20.5)" fill="#2e7d32"/>' +
      '<ellipse cx="10" cy="24" rx="5.5" ry="2.4" transform="rotate(25 10 24)" fill="#388e3c"/>' +
      '<ellipse cx="16" cy="4.5" rx="2.4" ry="4.5" fill="#43a047"/>' +
      '<circle cx="14.6" cy="17" r="1.5" fill="#c62828"/><circle cx="17.3" cy="18" r="1.5" fill="#b71c1c"/>' +
      '<circle cx="15.2" cy="11.5" r="1.4" fill="#c62828"/><circle cx="17.6" cy="26" r="1.4" fill="#d84315"/>' +
      '<rect x="8" y="28.5" width="16" height="3.4" rx="1" fill="#a9522b"/><path d="M9.2 31.8h13.6l-1.8 7.6H11z" fill="#c8693b"/>',
  },
  'yoga mat': {
    box: { x: 0, y: 0, w: 50, h: 9 },
    body: '<rect x="1" y="3" width="44" height="5" rx="1.2" fill="#8e6bd8"/><circle cx="45" cy="4.6" r="4" fill="#7352c0"/><circle cx="45" cy="4.6" r="1.8" fill="#5e3fa8"/>',
  },
  starfish: {
    box: { x: 0, y: 0, w: 32, h: 32 },
    body:
      '<path d="M16 1.5c1.6 0 2.4 6.6 3.9 8.7 1.5 2 8.6 1.6 9.1 3.2.5 1.5-5.6 4.3-6.4 6.7-.8 2.4 2.9 8.6 1.6 9.6-1.3.9-6.2-3.9-8.2-3.9s-6.9 4.8-8.2 3.9c-1.3-1 2.4-7.2 1.6-9.6-.8-2.4-6.9-5.2-6.4-6.7.5-1.6 7.6-1.2 9.1-3.2C13.6 8.1 14.4 1.5 16 1.5z" fill="#f28a3c"/>' +
      '<circle cx="16" cy="16" r="1.4" fill="#d9622a"/><circle cx="16" cy="10" r="1" fill="#ffd2a6"/><circle cx="21.5" cy="14.6" r="1" fill="#ffd2a6"/>' +
      '<circle cx="10.5" cy="14.6" r="1" fill="#ffd2a6"/><circle cx="19.4" cy="21" r="1" fill="#ffd2a6"/><circle cx="12.6" cy="21" r="1" fill="#ffd2a6"/>',
  },
  mars: {
    box: { x: 0, y: 0, w: 32, h: 32 },
    body:
      '<circle cx="16" cy="16" r="15" fill="#d5582c"/>' +
      '<path d="M4 11c4 1 6-1 10 0s5 3 9 2 6-2 8-1a15 15 0 0 0-27-1z" fill="#e57a45"/>' +
      '<path d="M3 20c5-1 8 2 12 1s7-3 11-2c2 .5 3.5 1 5 0a15 15 0 0 1-28 1z" fill="#b4401b"/>' +
      '<circle cx="10" cy="16" r="2.2" fill="#b94a22"/><circle cx="21" cy="9" r="1.5" fill="#c14f25"/><circle cx="22" cy="18" r="1.8" fill="#b94a22"/>',
  },
};
