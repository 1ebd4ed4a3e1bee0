/** The favourites' French messages, shared by the server and the /auth page. */
export const FAVORITE_MESSAGES = {
  signIn: "Vous devez être connecté pour ajouter aux favoris",
  added: "Ajouté aux favoris",
  removed: "Retiré des favoris",
  addFailed: "Erreur lors de l'ajout aux favoris",
  removeFailed: "Erreur lors du retrait des favoris",
} as const;
