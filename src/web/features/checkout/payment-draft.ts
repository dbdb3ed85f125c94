import {
  type CardType,
  normalizePaymentChoice,
  type PaymentChoice,
  type PaymentMethod,
} from '../../../domain/payments/payment-method';

/** The diner's payment as typed: 'Troco para' stays the text in the field until it is sent. */
export interface PaymentDraft {
  paymentMethod: PaymentMethod | null;
  cardType: CardType | null;
  changeFor: string;
}

/** 'Troco para' as the API takes it: "R$ 100,00" and "100" both become a plain decimal text. */
export const changeForText = (changeFor: string) => changeFor.replace(/R\$|\s/g, '');

/** Only the fields of the chosen method, as the order request and the domain rule take them. */
export function paymentChoiceOf(draft: PaymentDraft): PaymentChoice {
  return normalizePaymentChoice({ ...draft, changeFor: changeForText(draft.changeFor) || null });
}

/** A single accepted method is chosen already; with several the diner picks one. */
export const initialPaymentDraft = (methods: PaymentMethod[]): PaymentDraft => ({
  paymentMethod: methods.length === 1 ? methods[0]! : null,
  cardType: null,
  changeFor: '',
});
