import { ownedPolicy } from './owned.ts';

/** Who may do what with an API key: its user lists and deletes it; a deleted key is revoked for good (no restore). */
export const apiKeyPolicy = { mayTouch: ownedPolicy.mayTouch, touch: ownedPolicy.touch, answer: ownedPolicy.answer } as const;
