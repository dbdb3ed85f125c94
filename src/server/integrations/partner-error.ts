/**
 * What a partner client's error may say besides its HTTP status. `beforeRequest`: it failed before
 * the partner saw the request itself (its token was refused, or our own configuration lacks what
 * the request needs), so its status is no answer to that request: a queued action that failed so is
 * retried, never taken as refused (settleFailedAction, decision 0069).
 */
export interface PartnerErrorOptions {
  beforeRequest?: boolean;
}
