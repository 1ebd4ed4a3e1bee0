// Filled in by the detail-pages work: lists every visible listing.
export function loader() {
  return new Response("Not Found", { status: 404 });
}
