import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

// The countdown on a saved design (spec section 4): its two largest units that matter, as the
// domain's formatExpiry counts them ('1d 2h', '2h 1m', '1m 1s', '5s'), in the page's language
// ('1 p 2 t' in Estonian).

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const UNITS = {
  days: msg({ comment: 'Time left: days and hours, abbreviated', message: '{days}d {hours}h' }),
  hours: msg({ comment: 'Time left: hours and minutes, abbreviated', message: '{hours}h {minutes}m' }),
  minutes: msg({ comment: 'Time left: minutes and seconds, abbreviated', message: '{minutes}m {seconds}s' }),
  seconds: msg({ comment: 'Time left: seconds, abbreviated', message: '{seconds}s' }),
};
const EXPIRED = msg({ comment: 'A saved design past its time', message: 'Expired' });

/** null once nothing is left; else the countdown's text. */
export function expiryText(i18n: I18n, secondsLeft: number): string | null {
  const total = Math.floor(secondsLeft);
  if (!(total > 0)) return null;
  const days = Math.floor(total / DAY);
  const hours = Math.floor((total % DAY) / HOUR);
  const minutes = Math.floor((total % HOUR) / MINUTE);
  const seconds = total % MINUTE;
  if (days > 0) return i18n._({ ...UNITS.days, values: { days, hours } });
  if (hours > 0) return i18n._({ ...UNITS.hours, values: { hours, minutes } });
  if (minutes > 0) return i18n._({ ...UNITS.minutes, values: { minutes, seconds } });
  return i18n._({ ...UNITS.seconds, values: { seconds } });
}

export const expiredText = (i18n: I18n) => i18n._(EXPIRED);
