// Who may use the support chat (spec 2.10). The spec has no support flag, so the company's
// administrators are its support agents: the module chooser already opens the support module to
// them alone, and the flag is company-wide authority a customer grants deliberately (on the user
// or through a profile). Vendor (RMS) users answer every company they have switched into (the
// switch itself checked their access). Everybody else signed in, staff or delivery client, may
// talk to the agents about their own conversations.
import type { Principal } from '../permissions';

export const isSupportAgent = (p: Principal): boolean =>
  !p.isDeliveryClient && (p.isRms || p.flags.administrator);

export const SUPPORT_RULES = {
  /** Any signed-in user: their own conversations (agents: all of the company's). */
  supportChat: (_p: Principal) => true,
  /** The company's inbox: every conversation, assignment, status, canned answers. */
  supportAgent: (p: Principal) => isSupportAgent(p),
} as const satisfies Record<string, (p: Principal) => boolean>;

/** The support rules every signed-in user passes, flags or none (RULES_FOR_EVERY_USER). */
export const SUPPORT_RULES_FOR_EVERY_USER = ['supportChat'] as const;
