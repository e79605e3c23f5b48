import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EARLY_CLICKS_SCRIPT } from '../early-clicks-script';

// As the served page has it: the script runs in the head, before the app's own code.
const runPageScript = () => new Function(EARLY_CLICKS_SCRIPT)();

describe('presses made before the app takes a served page over', () => {
  let menu: HTMLButtonElement;
  let theme: HTMLButtonElement;
  let link: HTMLAnchorElement;
  beforeEach(() => {
    document.body.innerHTML =
      '<div id="root"><button type="button" id="menu"><svg><path /></svg></button><button type="button" id="theme">Theme</button>' +
      '<a id="link" href="/support#faq">Link</a><form><button id="send">Send</button></form>' +
      '<a id="skip" href="#main">Skip</a><main id="main" tabindex="-1"></main></div>';
    menu = document.querySelector('#menu')!;
    theme = document.querySelector('#theme')!;
    link = document.querySelector('#link')!;
    runPageScript();
  });
  afterEach(() => window.__earlyClicks?.drop());

  it('are kept, and only the last button pressed is pressed again once the app is there', () => {
    menu.querySelector('path')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    theme.click();
    theme.click();
    const themePressed = vi.fn();
    const menuPressed = vi.fn();
    theme.addEventListener('click', themePressed);
    menu.addEventListener('click', menuPressed);
    window.__earlyClicks!.replay();
    expect(themePressed).toHaveBeenCalledTimes(1);
    expect(menuPressed).not.toHaveBeenCalled();
    // Kept no longer: a press now is the app's own.
    expect(window.__earlyClicks).toBeUndefined();
    const now = new MouseEvent('click', { bubbles: true, cancelable: true });
    theme.dispatchEvent(now);
    expect(now.defaultPrevented).toBe(false);
  });

  it("stop the button's own default action until then, and leave links and sending a form alone", () => {
    const press = new MouseEvent('click', { bubbles: true, cancelable: true });
    theme.dispatchEvent(press);
    expect(press.defaultPrevented).toBe(true);
    const follow = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(follow);
    expect(follow.defaultPrevented).toBe(false);
    const send = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('#send')!.dispatchEvent(send);
    expect(send.defaultPrevented).toBe(false);
  });

  it('follow an in-page link as the app would: focus on its target, the address unchanged', () => {
    const before = window.location.href;
    const follow = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('#skip')!.dispatchEvent(follow);
    expect(follow.defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(document.querySelector('main'));
    expect(window.location.href).toBe(before);
  });

  it('are not pressed again when the app rendered the page anew', () => {
    theme.click();
    const pressed = vi.fn();
    theme.addEventListener('click', pressed);
    window.__earlyClicks!.drop();
    expect(window.__earlyClicks).toBeUndefined();
    expect(pressed).not.toHaveBeenCalled();
  });

  it('are not pressed again when the button is gone', () => {
    menu.click();
    menu.remove();
    const pressed = vi.fn();
    menu.addEventListener('click', pressed);
    window.__earlyClicks!.replay();
    expect(pressed).not.toHaveBeenCalled();
  });
});
