declare module "virtual:route-catalogs" {
  /** Route module ("routes/listings", "root") → the catalogs its page needs (server/build/route-catalogs.ts). */
  const catalogs: Record<string, string[]>;
  export default catalogs;
}
