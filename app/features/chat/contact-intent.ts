/** The detail pages' contact form buttons; "Demander un essai" opens the conversation as a test-drive request. */
export const CONTACT_INTENTS = { contact: "contact", testDrive: "test-drive" } as const;
