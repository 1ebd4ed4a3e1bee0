/** The favourites' French messages, shared by the server and the favourites page. */
export const FAVORITE_MESSAGES = {
  added: /*i18n*/ "Ajouté aux favoris",
  removed: /*i18n*/ "Retiré des favoris",
  addFailed: /*i18n*/ "Erreur lors de l'ajout aux favoris",
  removeFailed: /*i18n*/ "Erreur lors du retrait des favoris",
} as const;
