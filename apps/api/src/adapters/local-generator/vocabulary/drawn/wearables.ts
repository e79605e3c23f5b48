import type { Drawing } from './drawing';

/**
 * Costume pieces no icon set draws on its own: the emoji sets have a cowboy hat only on a smiley
 * and a viking only as a whole head. Flat colours like the emoji, so they sit well on them.
 */
// prettier-ignore
export const drawnWearables: Record<string, Drawing> = {
  'astronaut helmet': {
    box: { x: 0, y: 0, w: 32, h: 32 },
    body:
      '<circle cx="16" cy="15" r="13.2" fill="none" stroke="#dfe7f1" stroke-width="2.4"/>' +
      '<path d="M7.5 9.5a10 10 0 0 1 6-4.6" fill="none" stroke="#ffffff" stroke-width="1.6" stroke-linecap="round"/>' +
      '<rect x="8" y="26.6" width="16" height="4.2" rx="2" fill="#b8c4d6"/><circle cx="16" cy="28.7" r="1.1" fill="#ff6b6b"/>',
  },
  'cowboy hat': {
    box: { x: 0, y: 0, w: 48, h: 26 },
    body:
      '<path d="M1 15c5 6 15 9 23 9s18-3 23-9c-3 0-6 2-10 2.4L36 7c-.6-4-3-5.6-6-4.6-2 .7-3.4 1.2-6 1.2s-4-.5-6-1.2c-3-1-5.4.6-6 4.6l-1 10.4C7 17 4 15 1 15z" fill="#a4672f"/>' +
      '<path d="M12.2 13.4c4 1.5 7.8 2 11.8 2s7.8-.5 11.8-2l-.3-3.2c-4 1.3-7.6 1.8-11.5 1.8s-7.5-.5-11.5-1.8z" fill="#5b3416"/>' +
      '<path d="M1 15c5 6 15 9 23 9s18-3 23-9c-5 2.6-13 4.6-23 4.6S6 17.6 1 15z" fill="#7a4a1f"/>' +
      '<path d="M24 4.6c-1 2-1 5 0 6.6" stroke="#7a4a1f" stroke-width="1.2" fill="none"/>',
  },
  'viking helmet': {
    box: { x: 0, y: 0, w: 48, h: 30 },
    body:
      '<path d="M12 20C6.5 18.5 2.5 12 3.5 3c2 6.5 6.5 10 11 11z" fill="#f3e6c8"/>' +
      '<path d="M36 20c5.5-1.5 9.5-8 8.5-17-2 6.5-6.5 10-11 11z" fill="#f3e6c8"/>' +
      '<path d="M9 24a15 15 0 0 1 30 0z" fill="#a3adba"/><path d="M22.4 9.1h3.2V24h-3.2z" fill="#7d8794"/>' +
      '<rect x="7.5" y="22" width="33" height="6" rx="2" fill="#6b4a2b"/>' +
      '<circle cx="12" cy="25" r="1" fill="#d9c089"/><circle cx="24" cy="25" r="1" fill="#d9c089"/><circle cx="36" cy="25" r="1" fill="#d9c089"/>',
  },
  'ninja mask': {
    box: { x: 0, y: 0, w: 46, h: 14 },
    body:
      '<path d="M38 5.5l7-4-1.5 6.5 2 4.5-7.5-3z" fill="#22252c"/>' +
      '<rect x="1" y="1.5" width="39" height="11" rx="4" fill="#22252c"/>' +
      '<ellipse cx="13" cy="7" rx="4" ry="2.3" fill="#ffffff"/><ellipse cx="28" cy="7" rx="4" ry="2.3" fill="#ffffff"/>' +
      '<circle cx="13.6" cy="7.1" r="1.3" fill="#22252c"/><circle cx="28.6" cy="7.1" r="1.3" fill="#22252c"/>',
  },
  'detective hat': {
    box: { x: 0, y: 0, w: 40, h: 24 },
    body:
      '<path d="M1.5 19.5h14l-2.5 4H3.5zM24.5 19.5h14l-2 4H27z" fill="#7d5f38"/>' +
      '<path d="M6 20a14 13 0 0 1 28 0z" fill="#a8845a"/>' +
      '<path d="M11 11.5l17 8.5M13 8l16 9M20 7v13M15 7.6l-3 12M25 7.6l3 12" stroke="#7d5f38" stroke-width="1.1" fill="none"/>' +
      '<circle cx="20" cy="7" r="1.8" fill="#5a3f20"/>',
  },
  'bow tie': {
    box: { x: 0, y: 0, w: 32, h: 16 },
    body:
      '<path d="M2 2.5l11 4.3v2.4L2 13.5c-1 .4-1.6-.2-1.6-1.2V3.7c0-1 .6-1.6 1.6-1.2zM30 2.5L19 6.8v2.4l11 4.3c1 .4 1.6-.2 1.6-1.2V3.7c0-1-.6-1.6-1.6-1.2z" fill="#c62839"/>' +
      '<rect x="12.5" y="4.8" width="7" height="6.4" rx="1.6" fill="#9c1c2b"/>',
  },
};
