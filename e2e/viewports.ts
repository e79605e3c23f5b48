// The projects' two viewports (playwright.config.ts). A desktop journey that checks one thing at a
// phone's width narrows its window to PHONE_VIEWPORT for that check and goes back to
// DESKTOP_VIEWPORT, rather than the whole journey running again in the mobile project.

export const DESKTOP_VIEWPORT = { width: 1280, height: 800 };
/** A Pixel 7's size in CSS pixels. */
export const PHONE_VIEWPORT = { width: 390, height: 844 };
