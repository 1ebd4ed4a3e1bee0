/**
 * A page's markup as a browser without JavaScript shows it: without the scripts that carry its data
 * and messages (which hold every word of the page, shown or not), with the narrow and no-break
 * spaces of numbers and French punctuation as plain ones, and without React's text separators.
 */
export function shownMarkup(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, "")
    .replace(/[\u202f\u00a0]/g, " ")
    .replace(/<!-- -->/g, "");
}
