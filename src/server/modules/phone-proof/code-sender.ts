/**
 * How a one-time code reaches the diner's phone. The WhatsApp integration implements it (through the
 * restaurant's connected number); until a sender is plugged in where the app is built (buildApp's
 * `codeSender` option), no code is delivered and the diner is offered the restaurant's confirmation
 * on the order instead.
 */
export interface OneTimeCodeSender {
  /** Sends `code` to `phone` (the stored phone key, digits only) on behalf of the restaurant. */
  sendCode(input: { restaurantId: string; phone: string; code: string }): Promise<{ delivered: boolean }>;
  /**
   * Whether the diner asked this restaurant to stop writing to the phone ('SAIR'): then no code is
   * issued at all. Absent means no sender keeps opt-outs.
   */
  optedOut?(input: { restaurantId: string; phone: string }): Promise<boolean>;
}

/** The default: nothing is connected, nothing is delivered. */
export const noCodeSender: OneTimeCodeSender = {
  async sendCode() {
    return { delivered: false };
  },
};
