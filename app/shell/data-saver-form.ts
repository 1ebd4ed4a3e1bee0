/** The form of 'Économiseur de données' (the footer's and the profile's switch, posted to /economiseur-donnees). */
export const DATA_SAVER_PATH = "/economiseur-donnees";
/** The field saying the wanted state: "oui" or "non". */
export const DATA_SAVER_FIELD = "economie";
export const DATA_SAVER_INVALID = "Choisissez d'activer ou de désactiver l'économiseur de données.";
