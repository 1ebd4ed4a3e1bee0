/**
 * The detail pages' contact form buttons. "Demander un essai" opens the conversation as a test-drive
 * request; the phone's contact bar's 'Contacter' opens it with the question buyers ask first.
 */
export const CONTACT_INTENTS = { contact: "contact", testDrive: "test-drive", available: "available" } as const;
