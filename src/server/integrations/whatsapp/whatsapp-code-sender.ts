/**
 * One-time codes through the restaurant's WhatsApp: the AUTHENTICATION template with the code in the
 * body and on its copy-code button. Sent at once (the diner is waiting), recorded in the outbox for
 * its delivery state and the monthly count; the code itself is never stored. Never to a phone that
 * opted out of this restaurant, and within the number's limits like every order update (a code's
 * recipient counts among the distinct diners of the messaging limit through phone_proof_codes).
 */
import { customerPhoneKey } from '../../../domain/cart/customer-phone';
import { codeTemplateComponents, TEMPLATES } from '../../../domain/whatsapp/whatsapp-templates';
import type { Db } from '../../db/client';
import { whatsappMessages } from '../../db/schema';
import type { OneTimeCodeSender } from '../../modules/phone-proof/code-sender';
import { GraphApiError, sendTemplate } from './graph-client';
import { approvedTemplate, loadAccount, type WhatsAppSettings } from './whatsapp-accounts';
import { optedOut, withinNumberLimits } from './whatsapp-outbox';

export function createWhatsAppCodeSender(db: Db, settings: WhatsAppSettings): OneTimeCodeSender {
  return {
    optedOut: ({ restaurantId, phone }) => optedOut(db, restaurantId, customerPhoneKey(phone)),

    async sendCode({ restaurantId, phone, code }) {
      const template = TEMPLATES.code;
      const to = customerPhoneKey(phone);
      const loaded = await loadAccount(db, settings, restaurantId);
      if (!loaded || !(await approvedTemplate(db, restaurantId, template.name))) return { delivered: false };
      if (await optedOut(db, restaurantId, to)) return { delivered: false };
      if (!(await withinNumberLimits(db, loaded.account, to))) return { delivered: false };
      try {
        const waMessageId = await sendTemplate(loaded.credentials, {
          phoneNumberId: loaded.account.phoneNumberId,
          to,
          templateName: template.name,
          components: codeTemplateComponents(code),
        });
        await db.insert(whatsappMessages).values({
          restaurantId,
          templateName: template.name,
          state: 'sent',
          attempts: 1,
          waMessageId,
          sentAt: new Date(),
        });
        return { delivered: true };
      } catch (error) {
        // The caller offers another way to prove the phone (decision 0020): no retry here.
        if (error instanceof GraphApiError) return { delivered: false };
        throw error;
      }
    },
  };
}
