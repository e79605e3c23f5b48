import { i18n } from '@lingui/core';
import type { Locale } from '@prompttee/domain';
import { messages as enAdmin } from '../locales/en/admin.po';
import { messages as enCheckout } from '../locales/en/checkout.po';
import { messages as enCommon } from '../locales/en/common.po';
import { messages as enDesigner } from '../locales/en/designer.po';
import { messages as enLanding } from '../locales/en/landing.po';
import { messages as enLegal } from '../locales/en/legal.po';
import { messages as enOrders } from '../locales/en/orders.po';
import { messages as enSupport } from '../locales/en/support.po';
import { messages as etAdmin } from '../locales/et/admin.po';
import { messages as etCheckout } from '../locales/et/checkout.po';
import { messages as etCommon } from '../locales/et/common.po';
import { messages as etDesigner } from '../locales/et/designer.po';
import { messages as etLanding } from '../locales/et/landing.po';
import { messages as etLegal } from '../locales/et/legal.po';
import { messages as etOrders } from '../locales/et/orders.po';
import { messages as etSupport } from '../locales/et/support.po';

// The server renders pages synchronously in any language, so every catalogue is at hand at once;
// its bundle is never downloaded by a browser.
i18n.load({
  en: {
    ...enCommon,
    ...enLanding,
    ...enDesigner,
    ...enCheckout,
    ...enOrders,
    ...enSupport,
    ...enLegal,
    ...enAdmin,
  },
  et: {
    ...etCommon,
    ...etLanding,
    ...etDesigner,
    ...etCheckout,
    ...etOrders,
    ...etSupport,
    ...etLegal,
    ...etAdmin,
  },
});

/** Makes `locale` the language of the render that follows (renders are synchronous). */
export function renderIn(locale: Locale): void {
  if (i18n.locale !== locale) i18n.activate(locale);
}
