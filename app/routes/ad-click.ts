// Filled in by the home-page work: counts a banner click, then redirects to its link.
export function loader() {
  return new Response("Not Found", { status: 404 });
}
