/** The favourites' French messages, shared by the server and the favourites page. */
export const FAVORITE_MESSAGES = {
  added: "Ajouté aux favoris",
  removed: "Retiré des favoris",
  addFailed: "Erreur lors de l'ajout aux favoris",
  removeFailed: "Erreur lors du retrait des favoris",
} as const;
