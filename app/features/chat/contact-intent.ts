/**
 * The detail pages' contact form buttons. "Demander un essai" opens the conversation as a test-drive
 * request; the phone's contact bar's 'Contacter' opens it with the question buyers ask first.
 */
export const CONTACT_INTENTS = { contact: "contact", testDrive: "test-drive", available: "available" } as const;

export type ContactIntent = (typeof CONTACT_INTENTS)[keyof typeof CONTACT_INTENTS];

/** The first message the phone's contact bar suggests (chat and WhatsApp); the user may edit it. */
export const AVAILABILITY_QUESTION = /*i18n*/ "Toujours disponible ?";
